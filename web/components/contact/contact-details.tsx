// The other ways to reach the organisers, beside /contact's form: the support email, the location
// and the social link, all from the site settings.
import styled from 'styled-components'
import {ContactPanel} from '@/components/ui/contact-panel'
import type {SiteSettingsQueryResult} from '@/lib/content'
import {leagueFrom} from '@/lib/seo/league'

export function ContactDetails({settings}: {settings: SiteSettingsQueryResult}) {
  const email = settings?.supportEmail
  const social = settings?.socialLink
  return (
    <Aside aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Other ways to reach us</h2>
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
        {social?.url ? (
          <>
            <dt>Follow us</dt>
            <dd>
              <a href={social.url} rel="noopener noreferrer" target="_blank">
                {social.label ?? social.url}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </Aside>
  )
}

const Aside = styled(ContactPanel).attrs({as: 'aside'})`
  align-self: start;
`
