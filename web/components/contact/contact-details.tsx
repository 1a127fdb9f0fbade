// The other ways to reach the organisers, beside /contact's form: the support email, the location
// and the social link, all from the site settings.
import styled from 'styled-components'
import type {SiteSettingsQueryResult} from '@/lib/content'
import {theme} from '@/theme/theme'

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
        <dd>{settings?.location ?? 'Bangalore, Karnataka'}</dd>
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

const Aside = styled.aside`
  align-self: start;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.gradients.hero};
  color: ${theme.colors.onPrimary};

  h2 {
    font-size: ${theme.fontSizes.lg};
  }
  dl {
    margin: 0;
  }
  dt {
    margin-top: ${theme.space.md};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.accent};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.colors.onPrimary};
    text-underline-offset: 3px;
  }
`
