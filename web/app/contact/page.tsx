// /contact: a message form for the organisers (it sends nothing yet) and their other contacts.
import type {Metadata} from 'next'
import {ContactDetails} from '@/components/contact/contact-details'
import {ContactForm} from '@/components/contact/contact-form'
import {PageShell} from '@/components/ui/page-shell'
import {WithAside} from '@/components/ui/with-aside'
import {getSiteSettings} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Questions about the Oxygen Premier League, sponsorship or your society taking part? Get in touch.',
  path: '/contact',
})

export default async function ContactPage() {
  const settings = await getSiteSettings()
  return (
    <PageShell eyebrow="Contact" title="Contact Us" lead="Questions, sponsorship or a society that wants to play? Say hello.">
      <WithAside aside={<ContactDetails settings={settings} />}>
        <ContactForm supportEmail={settings?.supportEmail ?? null} />
      </WithAside>
    </PageShell>
  )
}
