// The Redis connection of use-cache-handler.mjs: commands fail at once while Redis is away, each waits
// at most a set time, and one line says when Redis goes and when it is back.
import {RESP_TYPES} from '@redis/client'
import {createRedisClient, redisHost} from './redis-client.mjs'

/** What `run` answers when Redis could not: down, or slower than the timeout. */
export const UNAVAILABLE = Symbol('Redis unavailable')

/** Connects in the background; `run(command)` gives the command's answer or UNAVAILABLE, never throws. */
export function connectRedis(url, timeoutMs) {
  const client = createRedisClient(url, timeoutMs)
  // GET answers the stored bytes as they are (entries are binary), other commands answer text.
  const binary = client.withTypeMapping({[RESP_TYPES.BLOB_STRING]: Buffer})
  let away = false
  const gone = (reason) => {
    if (away) return
    away = true
    console.error(`[use-cache] Redis at ${redisHost(url)} is unavailable (${reason}): 'use cache' entries come from this server's memory until it is back.`)
  }
  const back = () => {
    if (!away) return
    away = false
    console.error('[use-cache] Redis is back.')
  }
  client.on('error', (error) => gone(error.message))
  client.on('ready', back)
  // node-redis retries a refused connection forever and connect() waits for it: the first command waits
  // at most timeoutMs for it, then memory answers while it keeps trying.
  const connected = within(client.connect().catch(() => {}), timeoutMs)

  return {
    async run(command) {
      await connected
      if (!client.isReady) return UNAVAILABLE
      try {
        const answer = await within(command(client, binary), timeoutMs, UNAVAILABLE)
        if (answer === UNAVAILABLE) gone(`no answer within ${timeoutMs} ms`)
        else back()
        return answer
      } catch (error) {
        gone(error instanceof Error ? error.message : String(error))
        return UNAVAILABLE
      }
    },
    close() {
      client.destroy()
    },
  }
}

/** The promise's value, or `late` once `ms` have passed (the timer never keeps a process alive). */
function within(promise, ms, late) {
  let timer
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, ms, late)).unref())
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
