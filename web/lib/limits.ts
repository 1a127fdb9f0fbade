// What one request may cost the server. The site sits on a public address, so every input that could
// make it read, store or compute more is capped here, in one place, and nowhere else.

/** The revalidation webhook's body: Sanity sends a few hundred bytes ({_type, slug}). */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024

/** The longest news slug looked up; Sanity's slug field defaults to 96 characters. */
export const SLUG_MAX_LENGTH = 200

/** How long the published-slug list is trusted on the Sanity backend before it is asked again
 * (the webhook also clears it at once when a note changes). */
export const SLUG_LIST_TTL_MS = 30_000

/** The image route's output widths: a requested width is rounded up to the next of these (and never
 * past the source's own width), so a caller cannot ask for more distinct variants than this list. */
export const IMAGE_WIDTHS = [48, 64, 80, 96, 128, 160, 192, 240, 320, 400, 480, 640, 800, 960, 1200, 1600, 2000, 2400] as const

/** The image route's variant cache, in bytes of encoded output held in memory (least recently used go first). */
export const IMAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

/** Resizes run at most this many at a time; the rest wait in line. */
export const IMAGE_MAX_CONCURRENT_RESIZES = 2

/** Resizes allowed to wait in line; past this the route answers 503 with Retry-After. */
export const IMAGE_MAX_QUEUED_RESIZES = 64
