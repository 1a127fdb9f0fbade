// What a CDN in front of the site may cache, and for how long. Next marks ISR pages and feeds
// `s-maxage=<revalidate>, stale-while-revalidate=<about a year>`, so a CDN would keep old key dates
// long after the webhook refreshed the server. Pages, feeds and metadata files are instead cacheable
// for minutes; browsers always ask again (max-age=0). Build assets (/_next/static) keep Next's
// immutable year; the image route sets its own immutable header (its URLs change with the image);
// API routes set their own (the health check: no-store).
import {CDN_HTML_MAX_AGE_S, CDN_STALE_WHILE_REVALIDATE_S} from '../constants'

export const CDN_CACHE_CONTROL = `public, max-age=0, s-maxage=${CDN_HTML_MAX_AGE_S}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE_S}`

/** Every path but build assets, images and API routes. */
export const CDN_CACHED_PATHS = '/((?!_next/|images/|api/).*)'

/** Next's draft-mode cookie: a draft preview must never land in a shared cache. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** Entries for next.config's `headers()`. */
export function cdnCacheHeaders() {
  return [
    {
      source: CDN_CACHED_PATHS,
      missing: [{type: 'cookie' as const, key: DRAFT_MODE_COOKIE}],
      headers: [{key: 'Cache-Control', value: CDN_CACHE_CONTROL}],
    },
  ]
}
