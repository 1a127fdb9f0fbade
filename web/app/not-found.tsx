// The root not-found boundary: what a notFound() shows when no nearer not-found.tsx catches it (today
// only /test-error outside the error-page tests; a news item has its own). A path the site does not
// have gets the fuller app/global-not-found.tsx. Next writes this boundary into every page's data, so
// it stays this short: the spec's sentence and the way home.
import type {Metadata} from 'next'
import {ButtonLink, ButtonRow} from '@/components/ui/button'
import {PageShell} from '@/components/ui/page-shell'

export const metadata: Metadata = {title: 'Page not found', robots: {index: false}}

export default function NotFound() {
  return (
    <PageShell eyebrow="404" title="Page not found">
      <p>Sorry, that page could not be found.</p>
      <ButtonRow>
        <ButtonLink href="/">Go Home</ButtonLink>
      </ButtonRow>
    </PageShell>
  )
}
