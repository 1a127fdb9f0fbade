// /matches/top-bids: the auction's top bids, a placeholder until the player auction has happened.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {TopBidsTable, topBids} from '@/components/league/top-bids-table'
import {PageShell} from '@/components/ui/page-shell'
import {getPlayers} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Top Bids',
  description: 'The biggest bids of the Oxygen Premier League player auction. Coming soon.',
  path: '/matches/top-bids',
})

export default async function TopBidsPage() {
  const bids = topBids(await getPlayers())
  return (
    <PageShell eyebrow="Matches" title="Top Bids" lead="The players the team owners fought hardest for.">
      {bids.length === 0 ? (
        <ComingSoon
          heading="The auction hammer has not fallen yet"
          message="The top bids appear here right after the player auction. Check the key dates for the auction day."
        />
      ) : (
        <TopBidsTable bids={bids} />
      )}
    </PageShell>
  )
}
