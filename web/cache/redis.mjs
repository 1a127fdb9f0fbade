// The shared cache for more than one server: with REDIS_URL set, Next's cache (pages, data, tags) lives
// in Redis through @fortedigital/nextjs-cache-handler, so a webhook that reaches one server refreshes
// them all. web/instrumentation.ts puts it in place when the server starts with REDIS_URL set (without
// it, ./file.mjs). Pages are kept ASCII either way (./ascii-pages.mjs).
// If Redis cannot be reached, or goes away, each server keeps a cache in its own memory: pages are
// served (and rebuilt when needed), never an error.
import {CacheHandler} from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import {createClient} from '@redis/client'
import {withAsciiPages} from './ascii-pages.mjs'

/** One Redis operation may take this long before the memory cache answers instead. */
const REDIS_TIMEOUT_MS = 1_000
/** Everything this site stores in Redis has this prefix (several sites may share one Redis). */
const KEY_PREFIX = 'opl:'

const STATE = Symbol.for('opl.cache-handler')

async function connect() {
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    // While Redis is away, commands fail at once (memory answers) instead of queueing for REDIS_TIMEOUT_MS.
    disableOfflineQueue: true,
    socket: {connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000)},
  })
  let reported = false
  client.on('error', (error) => {
    if (reported) return
    reported = true
    console.error(`[cache] Redis at ${redisHost()} is unavailable (${error.message}): serving from this server's memory until it is back.`)
  })
  client.on('ready', () => {
    if (reported) console.error('[cache] Redis is back.')
    reported = false
  })
  // node-redis retries a refused connection forever and connect() waits for it: wait at most
  // REDIS_TIMEOUT_MS, then serve from memory while it keeps trying; Redis is used once it answers.
  let timer
  await Promise.race([client.connect().catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, REDIS_TIMEOUT_MS)))])
  clearTimeout(timer)
  return client
}

/** The Redis address without its password, for logs. */
function redisHost() {
  try {
    return new URL(process.env.REDIS_URL).host
  } catch {
    return 'REDIS_URL'
  }
}

CacheHandler.onCreation(async () => {
  globalThis[STATE] ??= (async () => {
    const memory = createLruHandler()
    // The build writes its pages into the build folder (Next's file cache); Redis is filled from there
    // at start-up (web/instrumentation.ts).
    const client = await connect()
    const redis = createRedisHandler({client, keyPrefix: KEY_PREFIX, timeoutMs: REDIS_TIMEOUT_MS})
    // Writes go to both; a read asks Redis, and only when Redis fails (down, or slower than
    // REDIS_TIMEOUT_MS) this server's memory.
    return {handlers: [redis, memory]}
  })()
  return globalThis[STATE]
})

export default withAsciiPages(CacheHandler)
