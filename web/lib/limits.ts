// What one request may cost the server. The site sits on a public address, so every input that could
// make it read, store or compute more is capped here, in one place, and nowhere else.

/** The revalidation webhook's body: Sanity sends its projection, `{_type, "slug": slug.current}`, at
 * most a couple of hundred bytes; the rest is room for a longer projection. nginx refuses a larger body
 * (413) before reading it, as the route does. */
export const WEBHOOK_MAX_BODY_BYTES = 4 * 1024

/** How old a webhook signature's timestamp may be: older signed requests are replays. Each signature
 * accepted within it is remembered for as long, so the same delivery is not accepted twice. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000

/** How far ahead of this server's clock a signature's timestamp may be (the sender's clock running a
 * little fast); a timestamp further ahead would stretch the replay window past WEBHOOK_TOLERANCE_MS. */
export const WEBHOOK_FUTURE_SKEW_MS = 30_000

/** Accepted signatures remembered at most (least recent go first): far more deliveries than five minutes bring. */
export const WEBHOOK_SEEN_MAX_ENTRIES = 10_000

/** The largest embedded dataset file (content/data.ndjson) the server reads: room for a hundred seasons
 * with every match (docs/reports/2026-11-28-security.md has the sizes). A larger file is
 * refused unread, with one log line, and the last good dataset keeps serving. */
export const DATASET_MAX_BYTES = 8 * 1024 * 1024

/** The picture widths there are: the image loader (lib/content/image-loader.ts) rounds every width
 * next/image asks for up to the next of these, and the embedded image route rounds any other request the
 * same way (never past the source's own width), so a caller cannot ask for more distinct variants. */
export const IMAGE_WIDTHS = [48, 64, 80, 96, 128, 160, 192, 240, 320, 400, 480, 640, 800, 960, 1200, 1600, 2000, 2400] as const

/** The widths next/image offers in a srcset (next.config.ts `images`), each one of IMAGE_WIDTHS: for a
 * picture of fixed size its 1x and 2x (imageSizes), for one drawn at a `sizes` width every one of both
 * lists. Fewer than IMAGE_WIDTHS, because each is a URL written into the page for every picture. */
export const IMAGE_SIZES = [48, 64, 96, 128, 160, 240] as const
export const IMAGE_DEVICE_SIZES = [320, 480, 640, 800, 1200] as const

/** A crop box's shape (height ÷ width) is rounded to this many steps per unit, and kept between
 * IMAGE_ASPECT_RANGE's ends: a caller varying `h` finds a few hundred shapes, not one per pixel. */
export const IMAGE_ASPECT_STEPS_PER_UNIT = 100
export const IMAGE_ASPECT_RANGE = [0.25, 4] as const

/** A crop region (`rect`) is rounded to a grid of this many cells across the source's width and height:
 * the CMS's crops move by a pixel or so, a caller's by any amount. */
export const IMAGE_RECT_GRID_CELLS = 100

/** The box shapes (width : height) the site's pages crop pictures to: square crests and logos, 3:2
 * photos and covers, 16:9 cards. The image route always makes these crops of every picture as the
 * dataset's own crop and hotspot place them (lib/content/image-crops.ts); a page drawing a picture in
 * another box still works, its crop counted against IMAGE_MAX_SHAPES_PER_SOURCE. */
export const IMAGE_BOX_SHAPES = [
  [1, 1],
  [3, 2],
  [16, 9],
] as const

/** Other shapes (a crop region and box shape that no page asks for) made per source image; past this a
 * request for another is refused (400) unmade until the oldest has held its place for
 * IMAGE_SHAPE_PLACE_MS. The pages' own crops are never counted. */
export const IMAGE_MAX_SHAPES_PER_SOURCE = 8

/** How long a made-up crop holds its place in a source's IMAGE_MAX_SHAPES_PER_SOURCE: a flood of them
 * refuses only other made-up crops, and only for this long. */
export const IMAGE_SHAPE_PLACE_MS = 10 * 60 * 1000

/** AVIF is made only up to this width, and sent only where it came out smaller than WebP: above it an
 * AVIF encode takes several times as long as WebP's for about the same bytes (docs/reports/2026-11-28-security.md). */
export const IMAGE_AVIF_MAX_WIDTH = 480

/** The image route's variant cache, in bytes of encoded output held in memory (least recently used go first). */
export const IMAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

/** Resizes run at most this many at a time, each on one libvips thread (image-store.ts); the rest wait
 * in line. One leaves the other core of a 2-core host to the pages, which an image flood would
 * otherwise starve (security.spec's image flood; docs/reports/2026-11-28-security.md). */
export const IMAGE_MAX_CONCURRENT_RESIZES = 1

/** Resizes allowed to wait in line; past this the route answers 429 with Retry-After (shed load, never a
 * server fault: nginx keeps the server in rotation). */
export const IMAGE_MAX_QUEUED_RESIZES = 64

/** How long a resize may wait in line; one that waited longer is not made, and answered 429 with
 * Retry-After. Well under the read timeout of the proxy in front (deploy/proxy.conf, 30 s), which would
 * otherwise give up on it (504) and count that against the server. */
export const IMAGE_MAX_QUEUE_WAIT_MS = 10_000

/** Events in one calendar feed (/calendar.ics, /calendar/<team>.ics): a season has about 50 (its
 * fixtures and key dates). Past it the feed keeps those nearest to today: each event costs the build of
 * the file, and the file is fetched by every subscribed calendar app. */
export const CALENDAR_MAX_EVENTS = 500

/** How long one request to Sanity's Content Lake may take before it is abandoned. */
export const SANITY_TIMEOUT_MS = 3_000

/** Retries of a failed Content Lake request (network errors and 5xx); a silent Lake costs at most
 * (1 + SANITY_MAX_RETRIES) × SANITY_TIMEOUT_MS plus the backoff before the caller gets an error. */
export const SANITY_MAX_RETRIES = 1

/** Query results remembered as "last good content" for a Content Lake outage (least recently used go). */
export const LAST_GOOD_MAX_ENTRIES = 500

/** Query results kept for reads outside a request (the proxy's address lists: lib/content/outside-render.ts). */
export const OUTSIDE_RENDER_MAX_ENTRIES = 200

/** After Sanity failed, how long the site serves the last good content without asking again; then one
 * request tries, and on success the pages that showed old content are refreshed. */
export const OUTAGE_RETRY_MS = 5_000

/** Query parameters one address may carry. Next 16.4 parses a query in time quadratic in its number of
 * parameters before any of the site's code runs (docs/security.md); the site's own
 * addresses use at most five. More get 414: from nginx in the stack (deploy/nginx.conf); on a bare server
 * from the proxy, handed the address as a path before Next parses it (web/lib/http/request-target.ts),
 * docs/security.md. */
export const MAX_QUERY_PARAMS = 64

/** The request line (method, address, protocol) and each header line, in bytes: nginx's header buffer
 * (`large_client_header_buffers`); a longer address gets 414, a longer header line 400. */
export const MAX_REQUEST_LINE_BYTES = 8 * 1024

/** The request line and every header together, in bytes, on a bare Next server (`npm start`): Node's
 * `--max-http-header-size` (its default is 16 KiB). Past it Node itself answers 431 and closes
 * (docs/security.md: why it is not smaller). */
export const MAX_REQUEST_HEAD_BYTES = 8 * 1024

/** How long a stopping server (SIGTERM) may take to finish the requests it holds: longer than the
 * slowest image render. Past it the server exits anyway, and `npm start`'s launcher (scripts/serve.mjs)
 * kills one too wedged to exit (web/lib/http/graceful-shutdown.ts). */
export const SHUTDOWN_GRACE_MS = 10_000

/** Live event streams (/api/live) one server holds open at once: each is a socket and a timer, and an open
 * page holds one. Past it the stream is refused with 429 and Retry-After, and the page tries again later
 * (its score islands keep the score they show; without JavaScript the live page refreshes itself). */
export const LIVE_MAX_CONNECTIONS = 2_000

/** Live event streams one client address may hold open on one server (a club house's pages share one
 * address): the same share nginx gives an address in the stack (LIVE_STREAMS_PER_ADDRESS), so the bare
 * server (`npm start`) gives no one client every stream. Past it 429 with Retry-After. */
export const LIVE_MAX_CONNECTIONS_PER_ADDRESS = 64

/** Events a live stream may have waiting for a client that does not read them; past it the stream is
 * closed (the browser connects again and is sent the current version). */
export const LIVE_MAX_QUEUED_EVENTS = 32

/** The sync tags of the Content Lake's answers remembered to map a live event to the site's cache tags
 * (lib/content/live/sync-tags.ts); an event naming a tag not remembered expires every content tag. */
export const LIVE_SYNC_TAGS_MAX_ENTRIES = 10_000
