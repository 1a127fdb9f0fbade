// What one request may cost the server. The site sits on a public address, so every input that could
// make it read, store or compute more is capped here, in one place, and nowhere else.

/** The revalidation webhook's body: Sanity sends a few hundred bytes ({_type, slug}). */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024

/** The largest embedded dataset file (content/data.ndjson) the server reads: the seed is 22 KB and a
 * whole season with every match about 40 KB, so this is room for a hundred seasons. A larger file is
 * refused unread, with one log line, and the last good dataset keeps serving. */
export const DATASET_MAX_BYTES = 8 * 1024 * 1024

/** The longest text the embedded backend keeps in any one field: the longest a schema field allows
 * (schemas/text-limits.ts, rich text). A longer value is dropped as if left empty, and reported. */
export const DATASET_TEXT_MAX_CHARS = 30_000

/** The image route's output widths: a requested width is rounded up to the next of these (and never
 * past the source's own width), so a caller cannot ask for more distinct variants than this list. */
export const IMAGE_WIDTHS = [48, 64, 80, 96, 128, 160, 192, 240, 320, 400, 480, 640, 800, 960, 1200, 1600, 2000, 2400] as const

/** The image route's variant cache, in bytes of encoded output held in memory (least recently used go first). */
export const IMAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

/** Resizes run at most this many at a time; the rest wait in line. */
export const IMAGE_MAX_CONCURRENT_RESIZES = 2

/** Resizes allowed to wait in line; past this the route answers 503 with Retry-After. */
export const IMAGE_MAX_QUEUED_RESIZES = 64

/** How long one request to Sanity's Content Lake may take before it is abandoned. */
export const SANITY_TIMEOUT_MS = 3_000

/** Retries of a failed Content Lake request (network errors and 5xx); a silent Lake costs at most
 * (1 + SANITY_MAX_RETRIES) × SANITY_TIMEOUT_MS plus the backoff before the caller gets an error. */
export const SANITY_MAX_RETRIES = 1

/** Query results remembered as "last good content" for a Content Lake outage (least recently used go). */
export const LAST_GOOD_MAX_ENTRIES = 500

/** After Sanity failed, how long the site serves the last good content without asking again; then one
 * request tries, and on success the pages that showed old content are refreshed. */
export const OUTAGE_RETRY_MS = 5_000
