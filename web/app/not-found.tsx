// The 404 page for any path the site does not have (answered with HTTP 404), fully server-rendered.
// Unknown news slugs land here too (web/proxy.ts marks them, next.config.ts rewrites them to a path no
// route matches) and get the news wording: Next's notFound() inside a page renders only on the client.
import type {Metadata} from 'next'
import {headers} from 'next/headers'
import {NotFoundContent} from '@/components/not-found/not-found-content'
import {NEWS_SLUG_HEADER} from '@/lib/http/path-checks'

const isUnknownNews = async () => (await headers()).get(NEWS_SLUG_HEADER) === 'unknown'

export async function generateMetadata(): Promise<Metadata> {
  return {title: (await isUnknownNews()) ? 'News Not Found' : 'Page not found', robots: {index: false}}
}

export default async function NotFound() {
  return <NotFoundContent news={await isUnknownNews()} />
}
