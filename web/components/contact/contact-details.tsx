// The other ways to reach the organisers, beside /contact's form and /about's text: the support
// email, the location and the social link, all from the site settings, in the green contact panel
// as an aside that sits at the start of its grid area rather than stretching to fill it.
import type {ReactNode} from 'react'
import styled from 'styled-components'
import {ContactPanel} from '@/components/ui/contact-panel'
import type {SiteSettingsQueryResult} from '@/lib/content'
import {safeHref} from '@/lib/http/safe-href'
import {leagueFrom} from '@/lib/seo/league'
import {VisuallyHidden} from '@/components/ui/visually-hidden'

const DetailsPanel = styled(ContactPanel)`
  align-self: start;
`

type Props = {settings: SiteSettingsQueryResult; title?: string; children?: ReactNode}

/** `children` go under the details (a link to the contact form, on pages other than /contact). */
export function ContactDetails({settings, title = 'Other ways to reach us', children}: Props) {
  const email = settings?.supportEmail
  const social = settings?.socialLink
  const socialHref = safeHref(social?.url)
  return (
    <DetailsPanel as="aside" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{title}</h2>
      <dl>
        {email ? (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        ) : null}
        <dt>Where we play</dt>
        <dd>{leagueFrom(settings).location}</dd>
        {socialHref ? (
          <>
            <dt>Follow us</dt>
            <dd>
              <a href={socialHref} rel="noopener noreferrer" target="_blank">
                {social?.label ?? socialHref}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {children}
    </DetailsPanel>
  )
}
