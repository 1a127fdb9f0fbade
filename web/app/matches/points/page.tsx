// /matches/points: the matches being played (live), then the points table, computed from the season's
// results, and the way to the season's leaderboards; the placeholder until the first result is in.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {PointsTable} from '@/components/league/points-table'
import {LiveFrame} from '@/components/live/live-frame'
import {LiveNowBlock} from '@/components/live/live-now-block'
import {Link} from '@/components/ui/link'
import {PageShell} from '@/components/ui/page-shell'
import {pointsLead, pointsPlaceholder} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getLeagueSeason} from '@/lib/content'
import {seasonRules, seasonTable} from '../../../../league'
import {renderedMatches} from '@/lib/live/follow'
import {liveScoresOf} from '@/lib/live/live-scores'
import {RULES_PATH, STATS_PATH} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Points Table',
  description: 'The Oxygen Premier League points table: wins, losses and net run rate of every team.',
  path: '/matches/points',
})

export default async function PointsPage() {
  const [season, moment] = await Promise.all([getLeagueSeason(), getSeasonMoment()])
  const rows = season ? seasonTable(season) : []
  return (
    <PageShell eyebrow="Matches" title="Points Table" lead={pointsLead(moment)}>
      {/* Renders again when a match starts or ends: the table counts its result. */}
      <LiveFrame matches={renderedMatches(season)} follow="status">
        <LiveNowBlock scores={liveScoresOf(season)} />
        {!season || rows.length === 0 ? (
          <ComingSoon {...pointsPlaceholder(moment)} />
        ) : (
          <>
            <PointsTable seasonName={season.name || 'Season'} rows={rows} rules={seasonRules(season)} matches={season.matches} />
            <p>
              <Link href={STATS_PATH}>The season&apos;s leaderboards: the orange and purple caps →</Link>
            </p>
            <p>
              <Link href={RULES_PATH}>The rules: overs, players and points →</Link>
            </p>
          </>
        )}
      </LiveFrame>
    </PageShell>
  )
}
