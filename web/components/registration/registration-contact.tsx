// /join/registration's support contact (from the site settings): who to call or write to about
// player registration while it is not yet open: the shared ContactPanel, narrowed and centred.
import styled from 'styled-components'
import {ContactPanel} from '@/components/ui/contact-panel'

/** The shared green panel, narrowed and centred under the page's text. */
const ContactCard = styled(ContactPanel)`
  max-width: 26rem;
  margin: 0 auto;
`
import type {SiteSettingsQueryResult} from '@/lib/content'

type Contact = NonNullable<NonNullable<SiteSettingsQueryResult>['registrationContact']>

/** A phone number as a tel: URL: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`
}

export function RegistrationContact({contact}: {contact: Contact | null}) {
  const {name, phone, email} = contact ?? {}
  return (
    <ContactCard aria-labelledby="registration-contact-title">
      <h2 id="registration-contact-title">Registration support</h2>
      {name || phone || email ? (
        <dl>
          {name ? (
            <>
              <dt>Contact</dt>
              <dd>{name}</dd>
            </>
          ) : null}
          {phone ? (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            </>
          ) : null}
          {email ? (
            <>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>The registration desk&apos;s contact details will be posted here soon.</p>
      )}
    </ContactCard>
  )
}
