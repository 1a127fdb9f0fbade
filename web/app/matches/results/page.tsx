// /matches/results: completed matches, newest first, with scores and the computed margin; the
// placeholder until the first result is in.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {ResultsTable} from '@/components/league/results-table'
import {MatchEventsJsonLd} from '@/components/seo/structured-data'
import {PageShell} from '@/components/ui/page-shell'
import {resultsPlaceholder} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getLeagueSeason, getSiteSettings} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Results',
  description: 'Scores and results of every Oxygen Premier League match. Coming soon.',
  path: '/matches/results',
  image: false, // its own share image: the latest result (opengraph-image.tsx)
})

const DONE = new Set(['completed', 'noResult', 'abandoned'])

export default async function ResultsPage() {
  const [season, settings, moment] = await Promise.all([getLeagueSeason(), getSiteSettings(), getSeasonMoment()])
  const done = (season?.matches ?? []).filter((m) => m.status && DONE.has(m.status)).reverse()
  return (
    <PageShell eyebrow="Matches" title="Results" lead="Every score, every finish, every match of the season.">
      {done.length === 0 ? (
        <ComingSoon {...resultsPlaceholder(moment)} />
      ) : (
        <ResultsTable seasonName={season?.name ?? 'Season'} seasonYear={season?.year ?? null} matches={done} />
      )}
      <MatchEventsJsonLd settings={settings} matches={done} path="/matches/results" />
    </PageShell>
  )
}
