// News Not Found: what the proxy shows for a slug no news item has (as the page app/news-not-found),
// and what Next shows here when page.tsx calls notFound() for an item removed since the proxy last
// looked (its title too: a 404's metadata comes from its not-found boundary).
import type {Metadata} from 'next'
import {pickNewsHighlights} from '@/lib/home/home-content'
import {GoBackButton} from '@/components/news/go-back-button'
import {NotFoundContent} from '@/components/not-found/not-found-content'
import {NOT_FOUND_NEWS_COUNT} from '@/lib/constants'
import {getTeamNotes} from '@/lib/content'

export const metadata: Metadata = {title: 'News Not Found', robots: {index: false}}

export default async function NewsNotFound() {
  const latest = pickNewsHighlights(await getTeamNotes(), NOT_FOUND_NEWS_COUNT)
  return <NotFoundContent news latest={latest} goBack={<GoBackButton fallbackHref="/news" />} />
}
