// The Redis connection of use-cache-handler.mjs (redis-client.mjs bounds it): every command answers
// within its timeout or not at all, and a caller is told which without an error to catch.
import {RESP_TYPES} from '@redis/client'
import {boundedRedis} from './redis-client.mjs'

/** What `run` answers when Redis could not: away, failing, or slower than the timeout. */
export const UNAVAILABLE = Symbol('Redis unavailable')

/** Connects in the background; `run(command)` gives the command's answer or UNAVAILABLE, never throws.
 * `command` gets the client and the same client answering stored bytes as they are (entries are binary). */
export function connectRedis(url, timeoutMs) {
  const redis = boundedRedis(url, {name: 'use-cache', timeoutMs, fallback: "'use cache' entries come from this server's memory"})
  return {
    run(command) {
      return redis.run((client) => command(client, client.withTypeMapping({[RESP_TYPES.BLOB_STRING]: Buffer}))).catch(() => UNAVAILABLE)
    },
    close() {
      redis.close()
    },
  }
}
