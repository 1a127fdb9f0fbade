// /matches/points: the points table, computed from the season's results; the placeholder until the
// first result is in.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {PointsTable} from '@/components/league/points-table'
import {PageShell} from '@/components/ui/page-shell'
import {pointsPlaceholder} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getLeagueSeason} from '@/lib/content'
import {seasonRules, seasonTable} from '@/lib/league'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Points Table',
  description: 'The Oxygen Premier League points table: wins, losses and net run rate of every team. Coming soon.',
  path: '/matches/points',
})

export default async function PointsPage() {
  const [season, moment] = await Promise.all([getLeagueSeason(), getSeasonMoment()])
  const rows = season ? seasonTable(season) : []
  return (
    <PageShell eyebrow="Matches" title="Points Table" lead="Who is on top of the league, match by match.">
      {!season || rows.length === 0 ? (
        <ComingSoon {...pointsPlaceholder(moment)} />
      ) : (
        <PointsTable seasonName={season.name || 'Season'} rows={rows} rules={seasonRules(season)} matches={season.matches} />
      )}
    </PageShell>
  )
}
