// Compression for the site's server (./main.mjs). Next's own compression gzips every answer as it goes
// out: for a prerendered page that is the same 80-120 KB compressed again on every request, which cost
// half to two thirds of the server's rate. Here an answer Next sends in one piece (prerendered pages,
// their flight data, JSON) is compressed once per distinct body, Brotli or gzip as the browser asks, and
// the compressed bytes are kept in a bounded cache keyed by the body itself, so an edited page is a new
// entry and no answer can be served another's bytes. The body's SHA-1, taken once, is its ETag. Answers Next streams (dynamic renders, files
// from disk) still go through Next's own gzip as before, with one exception: a built asset
// (/_next/static/…) that the build compressed with Brotli 11 (./precompressed.mjs) goes to a browser that
// prefers Brotli as those bytes, kept in memory. Next still answers such a request (status, headers, 304,
// ranges); only the body of its full 200 answer is swapped (sendPrecompressed below).
import {hash} from 'node:crypto'
import {promisify} from 'node:util'
import {brotliCompress, constants, gzip} from 'node:zlib'
import {LRUCache} from 'lru-cache'
import onTheFly from 'next/dist/compiled/compression/index.js'
import {releaseCompressionStream} from 'next/dist/server/lib/release-compression-stream.js'

/** How many bytes of compressed answers the server keeps in memory (least recently sent go first). */
export const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024
/** Bodies larger than this are compressed but not kept. */
export const MAX_CACHED_BODY_BYTES = 2 * 1024 * 1024
/** Smaller answers go as they are (the same threshold as Next's own compression). */
export const MIN_COMPRESSED_BYTES = 1024
/** Brotli quality: 5 costs what gzip's default level does (1.2-1.7 ms for the home page here) and
 * makes it 18% smaller (11.9 KB against 14.5); 9-11 shave another 0.3-1.3 KB for 50-100 times the CPU. */
export const BROTLI_QUALITY = 5

const compressors = {
  br: (body) => promisify(brotliCompress)(body, {params: {[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY}}),
  gzip: (body) => promisify(gzip)(body),
}

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none (undefined). */
export function preferredEncoding(header) {
  if (typeof header !== 'string') return undefined
  const weights = new Map()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    weights.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)))
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0
  return ['br', 'gzip'].find((name) => weight(name) > 0)
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
const NOT_KEPT = /(?:^|,)\s*(?:no-store|private)\s*(?:,|$)/i

/**
 * Returns `compress(req, res)`, called on every request before Next handles it: it sets Next's own
 * compression on the response for what is streamed, and over it the one-piece path above, or for a built
 * asset in `precompressed` (URL path → Brotli bytes, from ./precompressed.mjs) the swap of its body.
 */
export function createCompression({cacheBytes = COMPRESSED_CACHE_BYTES, precompressed = new Map()} = {}) {
  const streamed = onTheFly()
  /**
   * Per encoding, body → its compressed bytes and digest, one compression per body at a time. A string
   * body is its own key: V8 keys a string this long by its length and compares the text only when two
   * lengths meet (at once when they are the same string, as a cached page Next sends again is), so a
   * page already sent costs no hashing. A Buffer body is keyed by its SHA-1. Keys count in the bound.
   */
  const caches = Object.fromEntries(
    Object.keys(compressors).map((encoding) => [
      encoding,
      new LRUCache({
        maxSize: Math.floor(cacheBytes / 2),
        sizeCalculation: (entry, key) => entry.bytes.length + (typeof key === 'string' ? key.length : 0),
        fetchMethod: (_key, _stale, {context: body}) => compressedEntry(encoding, body),
      }),
    ]),
  )

  function compress(req, res) {
    streamed(req, res, () => {})
    // Next's fix for its own compression: a client gone before the end leaves the zlib stream open.
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res)
    })
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    if (encoding === undefined) return
    const built = encoding === 'br' ? precompressedBody(precompressed, req) : undefined
    if (built) return sendPrecompressed(req, res, built)
    if (req.method !== 'GET') return

    const {write, end} = res
    const restore = () => {
      res.write = write
      res.end = end
    }
    // A write before the end means a stream: leave it to Next's compression.
    res.write = function (...args) {
      restore()
      return write.apply(this, args)
    }
    res.end = function (chunk, chunkEncoding, callback) {
      restore()
      const done = typeof chunkEncoding === 'function' ? chunkEncoding : callback
      const text = typeof chunkEncoding === 'string' ? chunkEncoding : 'utf8'
      const size = oneBodySize(chunk)
      if (!worthCompressing(req, res, size)) return end.call(this, chunk, chunkEncoding, callback)
      // Compressed as it is (a string as UTF-8): no copy on the way to a cached answer.
      const body = typeof chunk === 'string' && text !== 'utf8' ? Buffer.from(chunk, text) : chunk
      const entry = cacheable(res, size)
        ? caches[encoding].fetch(typeof body === 'string' ? body : hash('sha1', body), {context: body})
        : compressedEntry(encoding, body)
      entry.then(
        ({digest, bytes}) => {
          if (res.destroyed) return
          if (notModified(req, res, digest)) return end.call(res, undefined, done)
          res.setHeader('Content-Encoding', encoding)
          res.setHeader('Content-Length', bytes.length)
          addVary(res)
          end.call(res, bytes, done)
        },
        (error) => {
          console.error(`[compression] sending ${req.url} uncompressed: ${error?.message ?? error}`)
          if (!res.destroyed) end.call(res, body, done)
        },
      )
      return this
    }
  }

  /** What is kept now (for tests and the health of the bound): entries and bytes, both encodings. */
  compress.cached = () => ({
    entries: Object.values(caches).reduce((sum, cache) => sum + cache.size, 0),
    bytes: Object.values(caches).reduce((sum, cache) => sum + cache.calculatedSize, 0),
  })
  return compress
}

/**
 * The build's Brotli bytes for a GET or HEAD of a built asset, or undefined. Only the path (without the
 * query Next may add, `?dpl=…`) is looked up, and only an exact key is a hit. A Range request is left to
 * Next: its ranges are of the file as it is, which the Brotli bytes are not.
 */
function precompressedBody(precompressed, req) {
  if (precompressed.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined
  if (req.headers.range !== undefined) return undefined
  const url = req.url ?? ''
  const query = url.indexOf('?')
  return precompressed.get(query === -1 ? url : url.slice(0, query))
}

/**
 * Lets Next answer a built asset as it always does, and swaps the body of a full answer. Next sets the
 * status, Content-Type, the immutable Cache-Control, Last-Modified and the security headers, answers 304
 * to a browser holding the file, and then streams the file from disk; at its first write (or its end),
 * when that is a 200 without a Content-Encoding, the headers become the Brotli bytes' (Content-Encoding,
 * their length, Vary; no Accept-Ranges: ranges of the file are not ranges of these bytes) and the answer
 * is sent and ended with those bytes. Next's file stream closes when the answer finishes (its `send`
 * watches for that), so the rest of the file is not read; what it still writes is dropped (a write that
 * "succeeded", never a write after the end). Next's on-the-fly compression, below, leaves an answer that
 * already has a Content-Encoding alone. Anything else Next sends (304, 404, an error) goes out untouched.
 */
function sendPrecompressed(req, res, bytes) {
  const {write, end} = res
  const restore = () => {
    res.write = write
    res.end = end
  }
  const swappable = () =>
    res.statusCode === 200 && !res.headersSent && res.getHeader('Content-Encoding') === undefined
  const send = (self, done) => {
    res.write = dropped
    res.end = droppedEnd
    res.setHeader('Content-Encoding', 'br')
    res.setHeader('Content-Length', bytes.length)
    res.removeHeader('Accept-Ranges')
    addVary(res)
    // Two arguments: Next's compression passes only two on to Node's end.
    end.call(res, req.method === 'HEAD' ? undefined : bytes, done)
  }
  res.write = function (chunk, chunkEncoding, callback) {
    restore()
    if (!swappable()) return write.call(this, chunk, chunkEncoding, callback)
    send(this)
    return dropped(chunk, chunkEncoding, callback)
  }
  res.end = function (chunk, chunkEncoding, callback) {
    restore()
    if (!swappable()) return end.call(this, chunk, chunkEncoding, callback)
    send(this, callbackOf(chunk, chunkEncoding, callback))
    return this
  }
}

/** What becomes of the file's bytes once the Brotli bytes are sent: nothing, as Node would say of a
 * successful write (callbacks called, no back-pressure). */
function dropped(chunk, chunkEncoding, callback) {
  const done = callbackOf(chunkEncoding, callback)
  if (done) process.nextTick(done)
  return true
}
function droppedEnd(chunk, chunkEncoding, callback) {
  const done = callbackOf(chunk, chunkEncoding, callback)
  if (done) process.nextTick(done)
  return this
}
const callbackOf = (...args) => args.find((arg) => typeof arg === 'function')

/** A body compressed, with the SHA-1 that is its ETag. */
async function compressedEntry(encoding, body) {
  return {digest: hash('sha1', body, 'base64url'), bytes: await compressors[encoding](body)}
}

/**
 * Gives a page the ETag its hash makes (Next's own is off: it hashed every page in JavaScript on every
 * request) and answers 304 when the browser already has it. Weak: the same for Brotli and gzip.
 */
function notModified(req, res, digest) {
  if (res.statusCode !== 200 || res.getHeader('ETag') !== undefined) return false
  const tag = `W/"${digest}"`
  res.setHeader('ETag', tag)
  const held = String(req.headers['if-none-match'] ?? '')
  if (held.trim() !== '*' && !held.split(',').some((t) => t.trim().replace(/^W\//, '') === tag.slice(2))) return false
  res.statusCode = 304
  res.removeHeader('Content-Length')
  addVary(res)
  return true
}

/** The byte length of what `end` was given, or -1 when it is not a body (nothing, a callback). */
function oneBodySize(chunk) {
  return typeof chunk === 'string' || Buffer.isBuffer(chunk) ? Buffer.byteLength(chunk) : -1
}

function worthCompressing(req, res, size) {
  if (size < MIN_COMPRESSED_BYTES) return false
  if (res.statusCode === 204 || res.statusCode === 304 || res.headersSent) return false
  if (res.getHeader('Content-Encoding') !== undefined) return false
  if (NO_TRANSFORM.test(String(res.getHeader('Cache-Control') ?? ''))) return false
  return onTheFly.filter(req, res)
}

function cacheable(res, size) {
  return size <= MAX_CACHED_BODY_BYTES && !NOT_KEPT.test(String(res.getHeader('Cache-Control') ?? ''))
}

function addVary(res) {
  const vary = String(res.getHeader('Vary') ?? '')
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
