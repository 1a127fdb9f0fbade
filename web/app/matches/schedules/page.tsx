// /matches/schedules: the current season's key dates, from the auction to the Grand Finale, then the
// fixtures (with their structured data) and each team's calendar feed once the season has them.
import type {Metadata} from 'next'
import {ScheduleView} from '@/components/league/schedule-view'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Schedules (Current Season)',
  description:
    'Key dates of the Oxygen Premier League season: the player auction, the start of league matches and the Grand Finale.',
  path: '/matches/schedules',
})

export default function SchedulesPage() {
  return <ScheduleView />
}
