// The 404 page for any path the site does not have (answered with HTTP 404).
import type {Metadata} from 'next'
import {PageShell} from '@/components/ui/page-shell'
import {ButtonLink} from '@/components/ui/button'

export const metadata: Metadata = {title: 'Page not found', robots: {index: false}}

export default function NotFound() {
  return (
    <PageShell title="Page not found" eyebrow="404">
      <p>Sorry, that page could not be found.</p>
      <ButtonLink href="/">
        Go Home
      </ButtonLink>
    </PageShell>
  )
}
