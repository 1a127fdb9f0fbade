// /participation/players: the players of the season, a placeholder until registration and auction.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {PageShell} from '@/components/ui/page-shell'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Players',
  description: 'The players of the Oxygen Premier League season, society by society. Coming soon.',
  path: '/participation/players',
})

export default function PlayersPage() {
  return (
    <PageShell eyebrow="Participation" title="Players" lead="The cricketers of every society, in one place.">
      <ComingSoon
        heading="Meet the players soon"
        message="Player profiles appear here once registration closes and the teams are picked at the auction."
      />
    </PageShell>
  )
}
