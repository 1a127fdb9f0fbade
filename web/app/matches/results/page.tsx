// /matches/results: match results, a placeholder until the season's matches are played.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {PageShell} from '@/components/ui/page-shell'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Results',
  description: 'Scores and results of every Oxygen Premier League match. Coming soon.',
  path: '/matches/results',
})

export default function ResultsPage() {
  return (
    <PageShell eyebrow="Matches" title="Results" lead="Every score, every finish, every match of the season.">
      <ComingSoon
        heading="Results start with the first match"
        message="Scorecards are posted here once the league matches are under way."
      />
    </PageShell>
  )
}
