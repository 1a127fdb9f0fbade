// Where `'use cache'` entries live: Next's documented `cacheHandlers.default` (next.config.ts), because
// @fortedigital/nextjs-cache-handler (handler.mjs) implements the singular `cacheHandler` only.
// - With REDIS_URL: entries and tag expiries live in Redis, shared by every server, so a tag expired on
//   one server is expired on all. While Redis cannot be reached (or answers slower than
//   REDIS_TIMEOUT_MS, redis-client.mjs) each server answers from its own memory, never an error, and uses
//   Redis once back.
// - Without it (and during `next build`): this server's memory, bounded by USE_CACHE_MEMORY_MAX_BYTES.
// When an entry counts as gone is exactly Next's own default handler's rule (see `usable`).
import {LRUCache} from 'lru-cache'
import {REDIS_TIMEOUT_MS} from './redis-client.mjs'
import {connectRedis, UNAVAILABLE} from './use-cache-redis.mjs'

/** The most bytes of `'use cache'` entries one server keeps in memory (least recently used go first). */
export const USE_CACHE_MEMORY_MAX_BYTES = 64 * 1024 * 1024
/** Everything this handler stores in Redis has this prefix (handler.mjs's pages have `opl:`). */
const KEY_PREFIX = 'opl:uc:'
const ENTRY_PREFIX = `${KEY_PREFIX}entry:`
/** One hash of tag expiries: fields `stale:<tag>` and `expired:<tag>`, timestamps in ms. */
const TAGS_KEY = `${KEY_PREFIX}tags`
/** An entry carrying this tag is never stored: the app's answer for a backend that failed
 * (web/lib/content/last-good.ts FAILED_ANSWER_TAG must say the same). */
const NEVER_STORED_TAG = 'opl:failed-answer'
/** Next loads this file itself and app code bundles its own copy: both reach one handler here. */
const SLOT = Symbol.for('opl.use-cache-handler')

/** A handler with its own memory (and Redis connection when `redisUrl` is given). */
export function createUseCacheHandler({redisUrl, memoryMaxBytes = USE_CACHE_MEMORY_MAX_BYTES, redisTimeoutMs = REDIS_TIMEOUT_MS} = {}) {
  const memory = new LRUCache({maxSize: memoryMaxBytes, sizeCalculation: (record, key) => Math.max(1, record.value.byteLength + key.length)})
  const redis = redisUrl ? connectRedis(redisUrl, redisTimeoutMs) : undefined
  const pendingSets = new Map()
  /** tag → {stale?, expired?}: Next's tags-manifest shape, read synchronously by `get`/`getExpiration`. */
  let manifest = new Map()
  /** Tag fields written while Redis was away, written there on the next refresh. */
  const unsynced = new Map()
  let tagWrites = 0

  const usable = (record, softTags) => {
    const now = clock()
    // Next's default handler in production: gone once past `revalidate` (an in-memory cache does not
    // serve stale), and `expire` is never shorter; a negative `expire` marks an evicted entry.
    if (record.expire < 0 || now > record.timestamp + Math.min(record.revalidate, record.expire) * 1000) return undefined
    if (tagsExpired(manifest, record.tags, record.timestamp, now) || tagsExpired(manifest, softTags, record.timestamp, now)) return undefined
    // A tag marked stale (revalidateTag with a profile) serves the entry once more while Next refreshes it.
    const revalidate = record.tags.some((tag) => (manifest.get(tag)?.stale ?? 0) > record.timestamp) ? -1 : record.revalidate
    const {value, ...meta} = record
    return {...meta, revalidate, value: streamOf(value)}
  }

  return {
    async get(cacheKey, softTags = []) {
      await pendingSets.get(cacheKey)
      let record = memory.get(cacheKey)
      if (redis) {
        const stored = await redis.run((_, binary) => binary.get(ENTRY_PREFIX + cacheKey))
        // Redis is the shared truth while it answers; this server's copy only while it does not.
        if (stored !== UNAVAILABLE) {
          record = stored ? decode(stored) : undefined
          if (record) memory.set(cacheKey, record)
          else memory.delete(cacheKey)
        }
      }
      return record && usable(record, softTags)
    },

    async set(cacheKey, pendingEntry) {
      let settled
      const pending = new Promise((resolve) => (settled = resolve))
      pendingSets.set(cacheKey, pending)
      try {
        const entry = await pendingEntry
        // `expire: 0` is dynamic: Next renders it again on every read, so it is never stored.
        if (entry.expire === 0) return
        if (entry.tags.includes(NEVER_STORED_TAG)) return void (await readAll(entry.value))
        const {tags, stale, timestamp, expire, revalidate} = entry
        const record = {tags, stale, timestamp, expire, revalidate, value: await readAll(entry.value)}
        memory.set(cacheKey, record)
        const ttl = Number.isFinite(expire) ? {expiration: {type: 'EX', value: Math.max(1, Math.ceil(expire))}} : {}
        await redis?.run((client) => client.set(ENTRY_PREFIX + cacheKey, encode(record), ttl))
      } catch {
        // A value stream that fails leaves no entry, as in Next's default handler.
      } finally {
        settled()
        if (pendingSets.get(cacheKey) === pending) pendingSets.delete(cacheKey)
      }
    },

    async refreshTags() {
      if (!redis) return
      const writesBefore = tagWrites
      const remote = await redis.run((client) => client.hGetAll(TAGS_KEY))
      if (remote === UNAVAILABLE) return
      const replay = {}
      for (const [field, at] of unsynced) if (!(Number(remote[field]) >= at)) replay[field] = String(at)
      if (Object.keys(replay).length > 0 && (await redis.run((client) => client.hSet(TAGS_KEY, replay))) === UNAVAILABLE) return
      unsynced.clear()
      // An updateTags while this ran has been written to Redis and to `manifest`: keep it, read next time.
      if (tagWrites === writesBefore) manifest = manifestOf({...remote, ...replay})
    },

    async getExpiration(tags) {
      return Math.max(0, ...tags.map((tag) => manifest.get(tag)?.expired ?? 0))
    },

    async updateTags(tags, durations) {
      const now = clock()
      const fields = {}
      for (const tag of tags) {
        const times = {...manifest.get(tag)}
        if (durations) {
          times.stale = fields[`stale:${tag}`] = now
          if (durations.expire !== undefined) times.expired = fields[`expired:${tag}`] = now + durations.expire * 1000
        } else {
          times.expired = fields[`expired:${tag}`] = now
        }
        manifest.set(tag, times)
      }
      tagWrites++
      if (!redis || tags.length === 0) return
      const written = await redis.run((client) => client.hSet(TAGS_KEY, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))))
      if (written === UNAVAILABLE) for (const [field, at] of Object.entries(fields)) unsynced.set(field, at)
    },

    /** Closes the Redis connection (tests; a server keeps it for its life). */
    close() {
      redis?.close()
    },
  }
}

/** The one handler of this process, made on first use: Redis unless REDIS_URL is unset or `next build` runs. */
function running() {
  const redisUrl = process.env.NEXT_PHASE === 'phase-production-build' ? undefined : process.env.REDIS_URL
  return (globalThis[SLOT] ??= createUseCacheHandler({redisUrl}))
}

/** Expires these tags on this process's handler (Redis and memory), as Next's updateTag does. */
export function expireTags(tags) {
  return running().updateTags(tags)
}

/** When any of these tags last expired on this process's handler (0 for never), in ms since the epoch:
 * an answer kept outside the cache (web/lib/content/outside-render.ts) made before it is out of date. */
export function tagsExpiredAt(tags) {
  return running().getExpiration(tags)
}

/** What `cacheHandlers.default` must export: an object with Next's five CacheHandler methods. */
const useCacheHandler = {
  get: (cacheKey, softTags) => running().get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => running().set(cacheKey, pendingEntry),
  refreshTags: () => running().refreshTags(),
  getExpiration: (tags) => running().getExpiration(tags),
  updateTags: (tags, durations) => running().updateTags(tags, durations),
}
export default useCacheHandler

/** Next's clock for entry timestamps (and its default handler's for tags), so the two compare. */
function clock() {
  return performance.timeOrigin + performance.now()
}

/** Next's areTagsExpired: a tag expired after the entry was made, at a time already reached. */
function tagsExpired(manifest, tags, timestamp, now) {
  return tags.some((tag) => {
    const expired = manifest.get(tag)?.expired
    return expired !== undefined && expired <= now && expired > timestamp
  })
}

function manifestOf(hash) {
  const manifest = new Map()
  for (const [field, at] of Object.entries(hash)) {
    const split = field.indexOf(':')
    const kind = field.slice(0, split)
    if (kind !== 'stale' && kind !== 'expired') continue
    const tag = field.slice(split + 1)
    manifest.set(tag, {...manifest.get(tag), [kind]: Number(at)})
  }
  return manifest
}

async function readAll(stream) {
  const chunks = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** Each `get` returns a stream of its own over a copy of the stored bytes (Next's rule). */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes))
      controller.close()
    },
  })
}

/** In Redis: the entry's metadata as one JSON line, then its bytes as they are. */
function encode({value, ...meta}) {
  return Buffer.concat([Buffer.from(JSON.stringify(meta, (_, v) => (v === Infinity ? 'Infinity' : v)) + '\n'), value])
}

/** The stored entry, or undefined for bytes this handler did not write (a miss, never an error). */
function decode(stored) {
  try {
    const split = stored.indexOf(0x0a)
    const meta = JSON.parse(stored.subarray(0, split).toString())
    if (split < 0 || !Array.isArray(meta.tags)) return undefined
    return {...meta, stale: Number(meta.stale), expire: Number(meta.expire), revalidate: Number(meta.revalidate), value: stored.subarray(split + 1)}
  } catch {
    return undefined
  }
}
