// /matches/schedules/<team>: the schedule with one team's fixtures, prerendered for every team that has
// fixtures (the team filter's links). An unknown team gets the site's 404 from the proxy
// (lib/content/addresses.ts); the notFound() below covers a team removed since it last looked.
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {filterPageMetadata, filterTeam, filterTeamParams} from '@/components/league/filter-teams'
import {ScheduleView} from '@/components/league/schedule-view'
import {SCHEDULES_PATH} from '@/lib/routes'

type Props = {params: Promise<{team: string}>}

export const generateStaticParams = filterTeamParams

export async function generateMetadata({params}: Props): Promise<Metadata> {
  return filterPageMetadata(SCHEDULES_PATH, (await params).team, (name) => ({
    title: `Fixtures: ${name}`,
    description: `Every Oxygen Premier League fixture of ${name} this season, with the key dates.`,
  }))
}

export default async function TeamSchedulePage({params}: Props) {
  const {team} = await params
  if (!(await filterTeam(team))) notFound()
  return <ScheduleView team={team} />
}
