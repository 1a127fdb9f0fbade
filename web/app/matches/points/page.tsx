// /matches/points: the points table's placeholder until the season's matches are played.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {PageShell} from '@/components/ui/page-shell'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Points Table',
  description: 'The Oxygen Premier League points table: wins, losses and net run rate of every team. Coming soon.',
  path: '/matches/points',
})

export default function PointsPage() {
  return (
    <PageShell eyebrow="Matches" title="Points Table" lead="Who is on top of the league, match by match.">
      <ComingSoon
        heading="The points table is on its way"
        message="Standings go live when the league matches begin. Check the key dates to see when the first ball is bowled."
      />
    </PageShell>
  )
}
