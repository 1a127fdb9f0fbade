// Checks on the raw request path that run before any page does: segments that do not decode, and
// news slugs that cannot be a slug.
import {SLUG_MAX_LENGTH} from '../limits'

/** The path's segments decoded, or null when one is not valid percent-encoding (`%ff`, `%`, `%c0%ae`). */
export function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').slice(1).map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}

// Control characters and path separators never appear in a slug an editor can save.
const UNSLUGLIKE = /[\u0000-\u001f\u007f/\\]/

/** Whether a decoded segment could be a published slug at all (cheap; no content lookup). */
export function couldBeSlug(segment: string): boolean {
  return segment.length > 0 && segment.length <= SLUG_MAX_LENGTH && !UNSLUGLIKE.test(segment)
}

/** The request header the proxy sets on /news/<slug> to "known" or "unknown" (always overwriting
 * what a caller sent); next.config.ts rewrites "unknown" to UNKNOWN_NEWS_PATH. */
export const NEWS_SLUG_HEADER = 'x-opl-news-slug'

/** The slug every unknown news slug is rewritten to: one no note can have (it fails couldBeSlug), so
 * all of them share one cached "News Not Found" page. */
export const UNKNOWN_NEWS_SLUG = '\\unknown'
export const UNKNOWN_NEWS_PATH = `/news/${encodeURIComponent(UNKNOWN_NEWS_SLUG)}`

/** Whether a route's slug param is that shared page's (Next may hand it over still percent-encoded). */
export function isUnknownNewsSlug(slug: string): boolean {
  return slug === UNKNOWN_NEWS_SLUG || slug.toLowerCase() === encodeURIComponent(UNKNOWN_NEWS_SLUG).toLowerCase()
}

/** The news feed's file under /news/ (app/news/feed.xml): a route of its own, never a news slug. */
export const NEWS_FEED_SEGMENT = 'feed.xml'
