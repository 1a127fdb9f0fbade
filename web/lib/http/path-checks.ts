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

/** Where an unknown news slug is rewritten to: a path no route matches, so Next answers with the
 * server-rendered root 404 (which shows its news wording for the marked request) and stores nothing. */
export const UNKNOWN_NEWS_PATH = '/_news-not-found'
