// The 404 of a news item. Unknown slugs are answered 404 by the proxy and rendered by page.tsx as one
// shared page; Next takes that response's title from here (a 404's metadata comes from its not-found
// boundary). The page itself also lands here when it cannot find a note the proxy let through.
import type {Metadata} from 'next'
import {pickNewsHighlights} from '@/components/home/home-content'
import {GoBackButton} from '@/components/news/go-back-button'
import {NotFoundContent} from '@/components/not-found/not-found-content'
import {NOT_FOUND_NEWS_COUNT} from '@/lib/constants'
import {getTeamNotes} from '@/lib/content'

export const metadata: Metadata = {title: 'News Not Found', robots: {index: false}}

export default async function NewsNotFound() {
  const latest = pickNewsHighlights(await getTeamNotes(), NOT_FOUND_NEWS_COUNT)
  return <NotFoundContent news latest={latest} goBack={<GoBackButton fallbackHref="/news" />} />
}
