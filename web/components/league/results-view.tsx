// /matches/results and /matches/results/<team>: the matches being played (live), then played matches
// newest first (all, or one team's, chosen by plain links), with their structured data; until the first
// result, what the calendar says.
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {LiveFrame} from '@/components/live/live-frame'
import {LiveNowBlock} from '@/components/live/live-now-block'
import {MatchEventsJsonLd} from '@/components/seo/structured-data'
import {PageShell} from '@/components/ui/page-shell'
import {resultsPlaceholder} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getLeagueSeason, getSiteSettings} from '@/lib/content'
import {DECIDED_STATUSES} from '../../../league'
import {renderedMatches} from '@/lib/live/follow'
import {liveScoresOf} from '@/lib/live/live-scores'
import {RESULTS_PATH} from '@/lib/routes'
import {filterTeams, narrowTo} from './filter-teams'
import {ResultsTable} from './results-table'
import {TeamFilter} from './team-filter'

const RESULTS_ID = 'results'

export async function ResultsView({team}: {team?: string}) {
  const [season, settings, moment] = await Promise.all([getLeagueSeason(), getSiteSettings(), getSeasonMoment()])
  const done = (season?.matches ?? []).filter((m) => m.status && DECIDED_STATUSES.has(m.status)).reverse()
  const teams = filterTeams(season?.matches ?? [])
  const shown = narrowTo(done, team)
  const teamName = teams.find((t) => t.slug === team)?.name
  return (
    <PageShell eyebrow="Matches" title="Results" lead="Every score, every finish, every match of the season.">
      {/* Renders again when a match starts or ends: its result joins the list. */}
      <LiveFrame matches={renderedMatches(season)} follow="status">
        <LiveNowBlock scores={liveScoresOf(season)} />
        {done.length === 0 ? (
          <ComingSoon {...resultsPlaceholder(moment)} />
        ) : (
          <>
            <TeamFilter base={RESULTS_PATH} teams={teams} current={team} target={RESULTS_ID} />
            <div id={RESULTS_ID} tabIndex={-1}>
              {shown.length === 0 ? (
                <p>{teamName ?? 'This team'} has no results yet.</p>
              ) : (
                <ResultsTable seasonName={teamName ? `${teamName}` : (season?.name ?? 'Season')} seasonYear={season?.year ?? null} matches={shown} />
              )}
            </div>
          </>
        )}
      </LiveFrame>
      {team ? null : <MatchEventsJsonLd settings={settings} matches={done} path={RESULTS_PATH} />}
    </PageShell>
  )
}
