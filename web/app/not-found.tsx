// The 404 page for any path the site does not have (answered with HTTP 404), server-rendered: the
// main sections and the latest team news, so a dead link leads on.
import type {Metadata} from 'next'
import {pickNewsHighlights} from '@/components/home/home-content'
import {NotFoundContent} from '@/components/not-found/not-found-content'
import {NOT_FOUND_NEWS_COUNT} from '@/lib/constants'
import {getTeamNotes} from '@/lib/content'

export const metadata: Metadata = {title: 'Page not found', robots: {index: false}}

export default async function NotFound() {
  const latest = pickNewsHighlights(await getTeamNotes(), NOT_FOUND_NEWS_COUNT)
  return <NotFoundContent news={false} latest={latest} />
}
