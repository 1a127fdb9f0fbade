// The news feed (/news/feed.xml, Atom): the latest dated posts with their summaries, for feed readers
// and the apps fans follow a club in. Written by the `feed` library, which escapes and formats it.
import {Feed} from 'feed'
import type {PostsQueryResult} from '@/lib/content'
import type {League} from './league'
import {NEWS_FEED_SEGMENT} from '@/lib/routes'
import {absoluteUrl} from './site-url'

/** Entries in the feed: readers keep what they have seen, so the newest are enough. */
export const FEED_MAX_ENTRIES = 20

export const NEWS_FEED_PATH = `/news/${NEWS_FEED_SEGMENT}`

export function newsFeed(posts: PostsQueryResult, league: League): string {
  const entries = posts.slice(0, FEED_MAX_ENTRIES)
  const newsUrl = absoluteUrl('/news', league.url)
  const feed = new Feed({
    id: newsUrl,
    title: `${league.name}: news`,
    description: league.description ?? undefined,
    link: newsUrl,
    language: 'en-IN',
    image: league.logoUrl,
    favicon: absoluteUrl('/icon.svg', league.url),
    copyright: league.name,
    // The newest post's date, so an unchanged feed reads the same on every request.
    updated: entries[0] ? new Date(entries[0].publishedAt) : undefined,
    feedLinks: {atom: absoluteUrl(NEWS_FEED_PATH, league.url)},
    generator: false,
  })
  for (const post of entries) {
    const url = absoluteUrl(`/news/${post.slug}`, league.url)
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(post.publishedAt),
      published: new Date(post.publishedAt),
      description: post.summary,
      ...(post.author ? {author: [{name: post.author}]} : {}),
    })
  }
  return feed.atom1()
}
