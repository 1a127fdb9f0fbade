// The one way both cache handlers (handler.mjs, use-cache-redis.mjs) open Redis: commands fail at once
// while Redis is away (the handler then answers from memory) and reconnects are tried in the background.
import {createClient} from '@redis/client'

/** A client for `url` (not yet connected) whose connection attempt gives up after `timeoutMs`. */
export function createRedisClient(url, timeoutMs) {
  return createClient({
    url,
    pingInterval: 10_000,
    // While Redis is away, commands fail at once (memory answers) instead of queueing.
    disableOfflineQueue: true,
    socket: {connectTimeout: timeoutMs, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000)},
  })
}

/** The Redis address without its password, for logs. */
export function redisHost(url) {
  try {
    return new URL(url).host
  } catch {
    return 'REDIS_URL'
  }
}
