// Next's page and data cache, given to Next as its documented `cacheHandler` (next.config.ts) through
// @fortedigital/nextjs-cache-handler, as that package's docs show. web/instrumentation.ts fills it with
// the pages the build rendered when a server starts (the package's registerInitialCache).
// - With REDIS_URL: pages, data and tags live in Redis, shared by every server, so a webhook that
//   reaches one server refreshes them all. While Redis cannot be reached each server answers from its
//   own memory (pages are served and rebuilt when needed, never an error) and uses Redis once it is back.
// - Without it: one server's cache in its own memory, bounded by MEMORY_CACHE_MAX_ENTRIES and
//   MEMORY_CACHE_MAX_BYTES (the least recently used pages go first and are rendered again when asked).
// Plain JavaScript: Next loads this file itself, outside the app's bundle, so its limits are named here.
import {CacheHandler} from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import {boundedRedis, REDIS_TIMEOUT_MS} from './redis-client.mjs'

/** The most entries (pages, data results, route answers) one server keeps in memory. */
export const MEMORY_CACHE_MAX_ENTRIES = 2_000
/** The most bytes of entries one server keeps in memory. */
export const MEMORY_CACHE_MAX_BYTES = 128 * 1024 * 1024
/** Everything this site stores in Redis has this prefix (several sites may share one Redis). */
const KEY_PREFIX = 'opl:'

/** The package's docs keep one configuration per process on the global scope: Next may construct the
 * handler more than once, and instrumentation.ts loads this module a second time (its own bundle). */
const STATE = Symbol.for('opl.cache-handler')

/**
 * The client the package is given: each command it sends runs through one bounded connection
 * (redis-client.mjs), answered within REDIS_TIMEOUT_MS or failed, and `isReady` is false while Redis is
 * failing (the package then skips Redis and this server's memory answers).
 */
function boundedClient(redis) {
  return new Proxy(
    {},
    {
      has: (_, prop) => prop === 'isReady',
      get(_, prop) {
        if (prop === 'isReady') return !redis.failing
        if (!redis.offers(prop)) return undefined
        return (...args) => redis.run((client) => client[prop](...args))
      },
    },
  )
}

async function configure() {
  const memory = createLruHandler({maxItemsNumber: MEMORY_CACHE_MAX_ENTRIES, maxItemSizeBytes: MEMORY_CACHE_MAX_BYTES})
  // `next build` renders into this server's memory (and writes the pages to the build folder, from
  // which each server's cache is filled at start): no Redis connection held open by a build.
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return {handlers: [memory]}
  // A server started while Redis is away or hung waits for it at most REDIS_TIMEOUT_MS.
  const connection = boundedRedis(url, {name: 'cache', fallback: "serving from this server's memory"})
  await connection.ready
  const redis = createRedisHandler({client: boundedClient(connection), keyPrefix: KEY_PREFIX, timeoutMs: REDIS_TIMEOUT_MS})
  // Writes go to both; a read asks Redis, and only when Redis fails (away, failing, or slower than
  // REDIS_TIMEOUT_MS) this server's memory.
  return {handlers: [redis, memory]}
}

CacheHandler.onCreation(() => (globalThis[STATE] ??= configure()))

/**
 * The handler Next is given. Next hands a route handler's answer over (APP_ROUTE: /calendar.ics, the
 * news feed, the sitemap) with its cache tags only in its `x-next-cache-tags` header, as it does a
 * page's; the package reads that header for pages alone, so without this a route's answer would be
 * stored untagged and no content expiry would reach it.
 */
class PageCache extends CacheHandler {
  async set(cacheKey, value, ctx) {
    const header = value?.kind === 'APP_ROUTE' ? value.headers?.['x-next-cache-tags'] : undefined
    const tags = typeof header === 'string' ? header.split(',') : Array.isArray(header) ? header : undefined
    return super.set(cacheKey, value, tags && !ctx?.tags?.length ? {...ctx, tags} : ctx)
  }
}

/**
 * Expires the pages carrying any of `tags` on every handler, as Next's own revalidateTag does through
 * the package (Redis and this server's memory alike), callable in process from outside a request
 * (lib/content/expire.ts). Before Next has made its cache there is nothing to expire.
 */
export async function expirePageTags(tags) {
  const config = await globalThis[STATE]
  if (!config) return
  for (const tag of tags) await Promise.allSettled(config.handlers.map((handler) => handler.revalidateTag(tag)))
}

export default PageCache
