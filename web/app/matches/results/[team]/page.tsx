// /matches/results/<team>: one team's results, prerendered for every team that has fixtures (the team
// filter's links). An unknown team gets the site's 404 from the proxy (lib/content/addresses.ts).
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {filterPageMetadata, filterTeam, filterTeamParams} from '@/components/league/filter-teams'
import {ResultsView} from '@/components/league/results-view'
import {RESULTS_PATH} from '@/lib/routes'

type Props = {params: Promise<{team: string}>}

export const generateStaticParams = filterTeamParams

export async function generateMetadata({params}: Props): Promise<Metadata> {
  return filterPageMetadata(RESULTS_PATH, (await params).team, (name) => ({
    title: `Results: ${name}`,
    description: `Scores and results of ${name} in the Oxygen Premier League this season.`,
  }))
}

export default async function TeamResultsPage({params}: Props) {
  const {team} = await params
  if (!(await filterTeam(team))) notFound()
  return <ResultsView team={team} />
}
