// /matches/schedules/<team>: the schedule with one team's fixtures, prerendered for every team that has
// fixtures (the team filter's links). An unknown team gets the site's 404 from the proxy
// (lib/content/addresses.ts); the notFound() below covers a team removed since it last looked.
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {filterTeam, filterTeamParams} from '@/components/league/filter-teams'
import {ScheduleView} from '@/components/league/schedule-view'
import {SCHEDULES_PATH, teamFilterPath} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'

type Props = {params: Promise<{team: string}>}

export const generateStaticParams = filterTeamParams

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {team} = await params
  const found = await filterTeam(team)
  if (!found) return {title: 'Team not found', robots: {index: false}}
  return pageMetadata({
    title: `Fixtures: ${found.name}`,
    description: `Every Oxygen Premier League fixture of ${found.name} this season, with the key dates.`,
    path: teamFilterPath(SCHEDULES_PATH, team),
  })
}

export default async function TeamSchedulePage({params}: Props) {
  const {team} = await params
  if (!(await filterTeam(team))) notFound()
  return <ScheduleView team={team} />
}
