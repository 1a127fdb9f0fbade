// /matches/results/<team>: one team's results, prerendered for every team that has fixtures (the team
// filter's links). An unknown team gets the site's 404 from the proxy (lib/content/addresses.ts).
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {filterTeam, filterTeamParams} from '@/components/league/filter-teams'
import {ResultsView} from '@/components/league/results-view'
import {RESULTS_PATH, teamFilterPath} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'

type Props = {params: Promise<{team: string}>}

export const generateStaticParams = filterTeamParams

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {team} = await params
  const found = await filterTeam(team)
  if (!found) return {title: 'Team not found', robots: {index: false}}
  return pageMetadata({
    title: `Results: ${found.name}`,
    description: `Scores and results of ${found.name} in the Oxygen Premier League this season.`,
    path: teamFilterPath(RESULTS_PATH, team),
  })
}

export default async function TeamResultsPage({params}: Props) {
  const {team} = await params
  if (!(await filterTeam(team))) notFound()
  return <ResultsView team={team} />
}
