// The site's server (web/server/main.mjs) asks this before Next sees a /news/ request, and lets a reader
// of a published news item past the proxy: web/proxy.ts decides unknown slugs (404 before they render,
// so made-up URLs fill no cache), and Next running it cost 35-45% of a news item's rate (README,
// Performance). A request for a published slug carries NEWS_KNOWN_HEADER, which the proxy's matcher
// skips; anything else (unknown, undecodable, a backend that cannot tell, the moments before Next has
// run web/instrumentation.ts) still goes through the proxy, as every request does under `next dev`.
import {isPublishedSlug} from '@/lib/content/published-slugs'
import {couldBeSlug, decodedSegments, NEWS_SLUG_HEADER} from './path-checks'

/** Set by the server on /news/<published slug>; the proxy's matcher (web/proxy.ts) skips such requests. */
export const NEWS_KNOWN_HEADER = 'x-opl-news-known'

/** Request headers only the site may set: the server drops a caller's (INTERNAL_HEADERS in main.mjs). */
export const INTERNAL_REQUEST_HEADERS = [NEWS_KNOWN_HEADER, NEWS_SLUG_HEADER] as const

/** Where web/instrumentation.ts leaves isPublishedNewsPath for the server, which is not in the bundle. */
export const NEWS_GATE = Symbol.for('opl.news-gate')

/** Whether a request URL is /news/<slug> of a published team note (false when the backend cannot tell). */
export async function isPublishedNewsPath(url: string): Promise<boolean> {
  if (!url.startsWith('/news/')) return false
  const query = url.indexOf('?')
  const segments = decodedSegments(query === -1 ? url : url.slice(0, query))
  if (segments?.length !== 2) return false
  const slug = segments[1]!
  return couldBeSlug(slug) && (await isPublishedSlug(slug)) === true
}
