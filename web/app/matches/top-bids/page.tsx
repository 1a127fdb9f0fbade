// /matches/top-bids: the auction's top bids, a placeholder until the player auction has happened.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {TopBidsTable, topBids} from '@/components/league/top-bids-table'
import {PageShell} from '@/components/ui/page-shell'
import {topBidsPlaceholder} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getPlayers} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Top Bids',
  description: 'The biggest bids of the Oxygen Premier League player auction. Coming soon.',
  path: '/matches/top-bids',
})

export default async function TopBidsPage() {
  const [players, moment] = await Promise.all([getPlayers(), getSeasonMoment()])
  const bids = topBids(players)
  return (
    <PageShell eyebrow="Matches" title="Top Bids" lead="The players the team owners fought hardest for.">
      {bids.length === 0 ? (
        <ComingSoon {...topBidsPlaceholder(moment)} />
      ) : (
        <TopBidsTable bids={bids} />
      )}
    </PageShell>
  )
}
