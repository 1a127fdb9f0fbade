// /matches/seasons: every season with matches, newest first, each linking to its page.
import type {Metadata} from 'next'
import {SeasonsList} from '@/components/season/seasons-list'
import {getSeasons} from '@/lib/content'
import {SEASONS_PATH} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Seasons',
  description: 'Every Oxygen Premier League season: its fixtures, results and champion.',
  path: SEASONS_PATH,
})

export default async function SeasonsPage() {
  return <SeasonsList seasons={await getSeasons()} />
}
