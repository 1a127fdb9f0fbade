// /matches/results: the matches being played (live), then completed matches, newest first, with scores
// and the computed margin; the placeholder until the first result is in.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {ResultsTable} from '@/components/league/results-table'
import {LiveNowBlock} from '@/components/live/live-now-block'
import {MatchEventsJsonLd} from '@/components/seo/structured-data'
import {PageShell} from '@/components/ui/page-shell'
import {getLeagueSeason, getSiteSettings} from '@/lib/content'
import {liveScoresOf} from '@/lib/live/live-scores'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Results',
  description: 'Scores and results of every Oxygen Premier League match. Coming soon.',
  path: '/matches/results',
  image: false, // its own share image: the latest result (opengraph-image.tsx)
})

const DONE = new Set(['completed', 'noResult', 'abandoned'])

export default async function ResultsPage() {
  const [season, settings] = await Promise.all([getLeagueSeason(), getSiteSettings()])
  const done = (season?.matches ?? []).filter((m) => m.status && DONE.has(m.status)).reverse()
  return (
    <PageShell eyebrow="Matches" title="Results" lead="Every score, every finish, every match of the season.">
      <LiveNowBlock scores={liveScoresOf(season)} />
      {done.length === 0 ? (
        <ComingSoon
          heading="Results start with the first match"
          message="Scorecards are posted here once the league matches are under way."
        />
      ) : (
        <ResultsTable seasonName={season?.name ?? 'Season'} seasonYear={season?.year ?? null} matches={done} />
      )}
      <MatchEventsJsonLd settings={settings} matches={done} path="/matches/results" />
    </PageShell>
  )
}
