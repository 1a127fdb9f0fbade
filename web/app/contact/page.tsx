// /contact: a message form for the organisers (it sends nothing yet) and their other contacts.
import type {Metadata} from 'next'
import styled from 'styled-components'
import {ContactDetails} from '@/components/contact/contact-details'
import {ContactForm} from '@/components/contact/contact-form'
import {PageShell} from '@/components/ui/page-shell'
import {getSiteSettings} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'
import {media, theme} from '@/theme/theme'

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Questions about the Oxygen Premier League, sponsorship or your society taking part? Get in touch.',
  path: '/contact',
})

export default async function ContactPage() {
  const settings = await getSiteSettings()
  return (
    <PageShell eyebrow="Contact" title="Contact Us" lead="Questions, sponsorship or a society that wants to play? Say hello.">
      <Layout>
        <ContactForm supportEmail={settings?.supportEmail ?? null} />
        <ContactDetails settings={settings} />
      </Layout>
    </PageShell>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`
