// /matches/results: completed matches, newest first, with scores and the computed margin; the
// placeholder until the first result is in.
import type {Metadata} from 'next'
import {ResultsView} from '@/components/league/results-view'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Results',
  description: 'Scores and results of every Oxygen Premier League match. Coming soon.',
  path: '/matches/results',
  image: false, // its own share image: the latest result (opengraph-image.tsx)
})

export default function ResultsPage() {
  return <ResultsView />
}
