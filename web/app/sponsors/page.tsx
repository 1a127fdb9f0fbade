// /sponsors: the main sponsor, co sponsors and powered-by partners of the season.
import type {Metadata} from 'next'
import {SponsorSections} from '@/components/sponsors/sponsor-sections'
import {PageShell} from '@/components/ui/page-shell'
import {getSponsors} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Sponsors',
  description:
    'The sponsors and partners behind Oxygen Premier League Season 2, and how your brand can back neighbourhood cricket in Sarjapur.',
  path: '/sponsors',
})

export default async function SponsorsPage() {
  const sponsors = await getSponsors()
  return (
    <PageShell eyebrow="Our partners" title="Sponsors" lead="The brands that keep apartment cricket in Sarjapur going.">
      <SponsorSections sponsors={sponsors} />
    </PageShell>
  )
}
