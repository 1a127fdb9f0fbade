// The site's HTTP server: the request handler `next start` runs (Next's custom-server API), with the
// compression of ./compression.mjs in front of it instead of Next's own (next.config.ts turns that off),
// and the news gate (lib/http/news-gate.ts) before it.
// `node web/server/main.mjs` serves a build made in web/ (the e2e suite, the bench); the standalone
// build's server.js (written by scripts/lib/standalone.ts) calls startStandalone().
// Settings from the environment, as Next's own server reads them: PORT (3000), HOSTNAME (0.0.0.0),
// KEEP_ALIVE_TIMEOUT (ms), NEXT_DIST_DIR (the build's folder in `dir`, .next) and HTTP_COMPRESSION=off
// when a CDN or proxy in front compresses (its value is checked with the other settings in web/lib/env.ts).
import {readFileSync} from 'node:fs'
import {createServer} from 'node:http'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {createCompression} from './compression.mjs'
import {loadPrecompressed} from './precompressed.mjs'

/** lib/http/news-gate.ts's NEWS_GATE, INTERNAL_REQUEST_HEADERS and NEWS_KNOWN_HEADER (news-gate.test.ts
 * holds them equal: this file is not part of the bundle, so it cannot import them). */
const NEWS_GATE = Symbol.for('opl.news-gate')
export const INTERNAL_HEADERS = ['x-opl-news-known', 'x-opl-news-slug']
const NEWS_KNOWN_HEADER = INTERNAL_HEADERS[0]

/** Drops the site's internal request headers a caller sent, and marks a published news item's request
 * so that it passes the proxy by (lib/http/news-gate.ts; its check is left on globalThis by
 * web/instrumentation.ts once Next has started: until then the proxy checks every news request). */
export function passPublishedNews(req) {
  for (const name of INTERNAL_HEADERS) delete req.headers[name]
  const isPublishedNewsPath = globalThis[NEWS_GATE]
  // Nothing to wait for on any other path (no promise, so no extra turn of the event loop either).
  if (typeof isPublishedNewsPath !== 'function' || !req.url?.startsWith('/news/')) return undefined
  return isPublishedNewsPath(req.url).then((published) => {
    if (published) req.headers[NEWS_KNOWN_HEADER] = '1'
  })
}

/** Starts the site in `dir` (the folder holding the build, `distDir` inside it); resolves with the
 * listening server. */
export async function startServer({dir, distDir = '.next', hostname, port, keepAliveTimeout, compress}) {
  process.env.NODE_ENV = 'production'
  // Loaded after NODE_ENV is set, as Next's own server does.
  const {default: next} = await import('next')
  const app = next({dev: false, dir, hostname, port})
  await app.prepare()
  const handle = app.getRequestHandler()
  // The build's assets as Brotli (compressed at build time), read once here; none when compression is off.
  const precompressed = compress ? await loadPrecompressed(dir, distDir) : new Map()
  const compressAnswer = compress ? createCompression({precompressed}) : undefined
  const publishedHeaders = buildHeaders(dir, distDir)

  const server = createServer(async (req, res) => {
    try {
      if (UNSUPPORTED_METHODS.has(req.method ?? '')) return refuseMethod(res, publishedHeaders(req.url))
      compressAnswer?.(req, res)
      if (req.method === 'GET' || req.method === 'HEAD') await nextTurn()
      else answerMethodNotAllowed(req, res)
      const marking = passPublishedNews(req)
      if (marking) await marking
      await handle(req, res)
    } catch (error) {
      console.error(`Failed to handle request for ${req.url}`, error)
      if (!res.headersSent) res.statusCode = 500
      res.end('Internal Server Error')
    }
  })
  if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout
  server.on('clientError', answerClientError(publishedHeaders))
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, resolve)
  })
  const assets = precompressed.size ? `, ${new Set(precompressed.values()).size} assets as Brotli from the build` : ''
  console.log(`▲ Ready on http://${hostname}:${port} (compression: ${compress ? `on${assets}` : 'off, left to the proxy'})`)
  return server
}

/** Methods Next cannot take at all (undici's Request refuses them: the proxy or a route handler asked with
 * one throws, with a stack trace in the log). The server answers them 405 itself, before Next. */
export const UNSUPPORTED_METHODS = new Set(['TRACE', 'TRACK'])

/**
 * Turns the 500 Next answers to a method it refused into a 405. Next 16 answers a method other than GET
 * or HEAD on a built asset or a file of public/ by setting 405 and `Allow: GET, HEAD` and then rendering a
 * /405 page, which an App Router app does not have, so the answer became "Internal Server Error". The
 * headers Next had set by then (the security headers) stay; the status and body are put right. Only for
 * such an answer (a 500 with an Allow): anything else Next sends (a page's own 405, the webhook's
 * answers, a real error) goes out untouched.
 */
export function answerMethodNotAllowed(req, res) {
  const {end} = res
  res.end = function (...args) {
    res.end = end
    if (res.statusCode !== 500 || res.headersSent || !res.hasHeader('Allow')) return end.apply(this, args)
    return refuseMethod(res, [], args.find((arg) => typeof arg === 'function'))
  }
}

/** Ends `res` as a 405 (only GET and HEAD are served), with `headers` beside those already set. */
export function refuseMethod(res, headers, done) {
  res.statusCode = 405
  res.statusMessage = 'Method Not Allowed'
  for (const {key, value} of headers) res.setHeader(key, value)
  res.setHeader('Allow', 'GET, HEAD')
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.removeHeader('Content-Length')
  return res.end('Method Not Allowed', done)
}

/** Node's statuses for a request its parser refuses (anything else is a 400). */
const CLIENT_ERROR_STATUS = {HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'], HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'], ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout']}

/**
 * The 'clientError' listener: what Node answers a request its HTTP parser refuses (an unknown method,
 * malformed headers, headers past the limit), as Node's own would, with the security headers added
 * (`headersFor`, buildHeaders() below): Node's answer carried none. The connection is closed after it.
 */
export function answerClientError(headersFor) {
  return (error, socket) => {
    if (error?.code === 'ECONNRESET' || !socket.writable || socket.destroyed) return socket.destroy()
    const [status, text] = CLIENT_ERROR_STATUS[error?.code] ?? [400, 'Bad Request']
    const headers = headersFor('/').map(({key, value}) => `${key}: ${value}\r\n`).join('')
    socket.end(`HTTP/1.1 ${status} ${text}\r\n${headers}Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${text.length}\r\nConnection: close\r\n\r\n${text}`)
  }
}

/**
 * The headers next.config.ts gives a published page's path (the security headers), as the build recorded
 * them (<distDir>/routes-manifest.json), for the answers the server makes without Next: a rule that
 * applies whatever the request, or only without the draft-mode cookie (the published CSP, the stricter),
 * when its path pattern matches. None when the build has no manifest.
 */
export function buildHeaders(dir, distDir) {
  let rules = []
  try {
    rules = JSON.parse(readFileSync(path.join(dir, distDir, 'routes-manifest.json'), 'utf8')).headers ?? []
  } catch (error) {
    console.warn(`[server] no header rules from the build (${error?.message ?? error}): refusals go without them`)
  }
  const published = rules
    .filter((rule) => !rule.has?.length && typeof rule.regex === 'string')
    .map((rule) => ({pattern: new RegExp(rule.regex), headers: rule.headers ?? []}))
  return (url = '/') => {
    const pathname = url.split('?')[0] || '/'
    return published.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers)
  }
}

/**
 * Resolves in the next turn of the event loop, at once for every request that arrived in this one. Next's
 * response cache serves requests for one page that reach it while a lookup is under way from that one
 * lookup (its batcher), but requests reach it one I/O callback at a time, so each paid for a whole lookup
 * of its own (the route's cache key hashed twice, the cache handler, tags and cache-control checks): most
 * of what a cached page cost. Released together, the requests of one turn share it. A turn is
 * microseconds; the site and the bench: `/` 9k -> 26k requests in 4 s (README, Performance).
 */
let turn
export function nextTurn() {
  turn ??= new Promise((resolve) =>
    setImmediate(() => {
      turn = undefined
      resolve()
    }),
  )
  return turn
}

/** How long a stop (SIGTERM, SIGINT) waits for the requests under way before it exits anyway. */
export const SHUTDOWN_GRACE_MS = 5000

/** Starts the site in `dir` (its build in `distDir`) with the settings from the environment; exits when it
 * cannot listen. On SIGTERM or SIGINT it stops taking requests, lets those under way finish, then exits. */
export function main(dir, distDir = process.env.NEXT_DIST_DIR ?? '.next') {
  const timeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10)
  startServer({
    dir,
    distDir,
    hostname: process.env.HOSTNAME || '0.0.0.0',
    port: Number.parseInt(process.env.PORT ?? '', 10) || 3000,
    keepAliveTimeout: Number.isFinite(timeout) && timeout >= 0 ? timeout : undefined,
    compress: process.env.HTTP_COMPRESSION !== 'off',
  }).then(
    (server) => {
      const stop = () => {
        server.close(() => process.exit(0))
        setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref()
      }
      process.once('SIGTERM', stop)
      process.once('SIGINT', stop)
    },
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}

const self = fileURLToPath(import.meta.url)

/** Starts the standalone build this file was copied into (web/server/ inside it), as Next's generated
 * server.js would: from its folder, with the config the build recorded instead of next.config.ts. */
export function startStandalone(distDir) {
  const dir = path.dirname(path.dirname(self))
  process.chdir(dir)
  const manifest = JSON.parse(readFileSync(path.join(dir, distDir, 'required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({...manifest.config, distDir: `./${distDir}`})
  main(dir, distDir)
}

if (process.argv[1] && path.resolve(process.argv[1]) === self) {
  main(path.resolve(process.argv[2] ?? path.dirname(path.dirname(self))))
}
