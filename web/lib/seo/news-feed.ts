// The news feed (/news/feed.xml, Atom, RFC 4287): the latest dated posts with their summaries, for feed
// readers and the apps fans follow a club in. CMS text goes out as plain text (`type="text"`: a reader
// shows `<win>` in a headline as written, never as markup), without the control characters XML 1.0
// cannot hold (one in a title made the whole feed unreadable), and is escaped by xml-js, the XML
// writer the `feed` package used — whose Atom entries are always `type="html"` (jpmonette/feed#192).
import {js2xml} from 'xml-js'
import type {PostsQueryResult} from '@/lib/content'
import type {League} from './league'
import {NEWS_FEED_SEGMENT} from '@/lib/routes'
import {absoluteUrl} from './site-url'

/** Entries in the feed: readers keep what they have seen, so the newest are enough. */
export const FEED_MAX_ENTRIES = 20

export const NEWS_FEED_PATH = `/news/${NEWS_FEED_SEGMENT}`

/** Characters XML 1.0 does not allow in a document (C0 controls but tab, newline and return; DEL is
 * allowed but means nothing in a headline; unpaired surrogates; U+FFFE and U+FFFF). */
const NOT_XML_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** CMS text as an Atom text construct: plain text, without characters XML cannot hold. */
export const feedText = (value: string) => ({_attributes: {type: 'text'}, _text: value.replace(NOT_XML_TEXT, '')})

/** xml-js escapes `"` in attribute values and nothing else: a link's `&` (a slug may hold one) too. */
const attributeValue = (value: string) => value.replace(/&(?!quot;)/g, '&amp;').replace(/</g, '&lt;')

type Dated = PostsQueryResult[number] & {publishedAt: string}

/** `now` dates a feed without posts: the render's clock (lib/calendar/render-time.ts). */
export function newsFeed(posts: PostsQueryResult, league: League, now: number): string {
  // An entry needs its date (a post's that did not parse was dropped as the content arrived).
  const entries = posts.filter((post): post is Dated => Boolean(post.publishedAt)).slice(0, FEED_MAX_ENTRIES)
  const newsUrl = absoluteUrl('/news', league.url)
  const feed = {
    _attributes: {xmlns: 'http://www.w3.org/2005/Atom', 'xml:lang': 'en-IN'},
    id: newsUrl,
    title: feedText(`${league.name}: news`),
    // The newest post's date, so an unchanged feed reads the same on every request.
    updated: (entries[0] ? new Date(entries[0].publishedAt) : new Date(now)).toISOString(),
    link: [
      {_attributes: {rel: 'alternate', href: newsUrl}},
      {_attributes: {rel: 'self', href: absoluteUrl(NEWS_FEED_PATH, league.url)}},
    ],
    ...(league.description ? {subtitle: feedText(league.description)} : {}),
    ...(league.logoUrl ? {logo: league.logoUrl} : {}),
    icon: absoluteUrl('/icon.svg', league.url),
    rights: feedText(league.name),
    entry: entries.map((post) => {
      const url = absoluteUrl(`/news/${post.slug}`, league.url)
      const date = new Date(post.publishedAt).toISOString()
      return {
        title: feedText(post.title),
        id: url,
        link: {_attributes: {href: url}},
        updated: date,
        published: date,
        ...(post.summary ? {summary: feedText(post.summary)} : {}),
        ...(post.author ? {author: {name: feedText(post.author)._text}} : {}),
      }
    }),
  }
  return js2xml(
    {_declaration: {_attributes: {version: '1.0', encoding: 'utf-8'}}, feed},
    {compact: true, spaces: 4, attributeValueFn: attributeValue},
  )
}
