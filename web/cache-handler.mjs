// The Next cache (pages, data, tags) in Redis, shared by every instance, when REDIS_URL is set;
// next.config.ts points Next here only then. Built on @fortedigital/nextjs-cache-handler (kept for
// Next 16). When Redis is unreachable or goes away, each instance falls back to an in-memory cache and
// keeps serving: pages may be older, never a 500.
import {createClient} from '@redis/client'
import {PHASE_PRODUCTION_BUILD} from 'next/constants.js'
import {CacheHandler} from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

/** How long one Redis command may take before the handler treats it as a miss. */
const REDIS_TIMEOUT_MS = 1000
/** How often a dropped connection is retried, at most. */
const REDIS_RECONNECT_MAX_MS = 5000
const KEY_PREFIX = 'opl:'

let config // {handlers} once decided; reset when the connection drops so it is decided again
let pending

async function connect() {
  const client = createClient({
    url: process.env.REDIS_URL,
    // Commands fail at once while disconnected instead of queueing until Redis returns.
    disableOfflineQueue: true,
    socket: {connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(retries * 200, REDIS_RECONNECT_MAX_MS)},
  })
  // Switch to memory once when Redis drops (not on every failed reconnect), back to Redis when ready.
  client.on('error', (error) => {
    if (!config?.redis) return
    console.warn(`Redis cache unavailable, serving from memory: ${error.message}`)
    config = undefined
  })
  client.on('ready', () => {
    config = undefined
  })
  // node-redis keeps retrying a refused connection and its connect() waits for it; start serving
  // from memory meanwhile — 'ready' switches every instance to Redis once it answers.
  let timer
  const giveUp = new Promise((resolve) => {
    timer = setTimeout(resolve, REDIS_TIMEOUT_MS)
  })
  await Promise.race([client.connect().catch(() => {}), giveUp])
  clearTimeout(timer)
  if (!client.isReady) console.warn(`Redis cache unavailable at ${redisHost()}, serving from memory until it answers`)
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

let clientPromise

CacheHandler.onCreation(async () => {
  if (config) return config
  // The build prerenders into its own output; only running servers share the cache.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return (config = {redis: false, handlers: [createLruHandler()]})
  pending ??= (async () => {
    clientPromise ??= connect()
    const client = await clientPromise
    config = client.isReady
      ? {redis: true, handlers: [createRedisHandler({client, keyPrefix: KEY_PREFIX, timeoutMs: REDIS_TIMEOUT_MS})]}
      : {redis: false, handlers: [createLruHandler()]}
    pending = undefined
    return config
  })()
  return pending
})

export default CacheHandler
