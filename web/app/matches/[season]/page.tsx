// /matches/<year>: one season's page, prerendered for every season with matches. An address that names
// no such season never gets here: the proxy shows the site's 404 (lib/content/addresses.ts); the
// notFound() below covers a season removed since the proxy last looked.
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {seasonOfYear, statusOf} from '@/lib/league/season-data'
import {seasonName, SeasonView} from '@/components/season/season-view'
import {getSeasons} from '@/lib/content'
import {seasonPath, prerenderedParams} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'

type Props = {params: Promise<{season: string}>}

export async function generateStaticParams() {
  return prerenderedParams((await getSeasons()).flatMap((s) => (s.year != null ? [{season: String(s.year)}] : [])), {season: '0'})
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const found = await seasonOfYear((await params).season)
  if (!found) return {title: 'Season not found', robots: {index: false}}
  const name = seasonName(found.season)
  return pageMetadata({
    title: name,
    description: `${name}: where the season stands, its fixtures and results.`,
    path: seasonPath(found.season.year!),
  })
}

export default async function SeasonPage({params}: Props) {
  const found = await seasonOfYear((await params).season)
  if (!found) notFound()
  return <SeasonView found={found} status={await statusOf(found)} />
}
