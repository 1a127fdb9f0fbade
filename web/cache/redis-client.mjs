// The one way both cache handlers (handler.mjs, use-cache-redis.mjs) reach Redis. Every command answers
// or fails within REDIS_TIMEOUT_MS, whatever Redis does: node-redis stops honouring a command's
// AbortSignal once the command is written, so a Redis that accepts connections and never answers (stopped,
// swapping, wedged) would hold every page that asks it. Past the bound the connection is dropped and a
// new one opened, and until Redis answers a PING on it every command fails at once: the handler answers
// from this server's memory, as if Redis were absent. One line says when Redis goes and one when it is
// back; `/api/health` reads the same state (checkSharedCache).
import {createClient, ErrorReply} from '@redis/client'

/** One Redis command (or connection attempt) may take this long; then memory answers instead, and a
 * hung Redis costs a page at most this once. */
export const REDIS_TIMEOUT_MS = 1_000

/** Each connection's state, by name, for `/api/health`: kept on globalThis because Next loads the cache
 * handlers apart from the app's bundle. */
const STATES = Symbol.for('opl.shared-cache-state')

/** A command that failed because Redis is failing (unreachable, or no answer within the bound). */
export class RedisUnavailable extends Error {}

/** A client for `url` (not yet connected) whose connection attempt gives up after `timeoutMs`. */
function createRedisClient(url, timeoutMs) {
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

/** The promise's value, or a RedisUnavailable once `ms` have passed (the timer never keeps a process alive). */
export function within(promise, ms, what = 'no answer') {
  let timer
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new RedisUnavailable(`${what} within ${ms} ms`)), ms)).unref())
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** How the shared cache stands on this server: `none` without REDIS_URL, `failing` while any connection
 * is (since when; the reason is in the log line, not here), else `ok`. */
export function sharedCacheState() {
  const connections = [...(globalThis[STATES] ?? [])]
  if (connections.length === 0) return {state: 'none'}
  const since = connections.map(({state}) => state.failingSince).filter((at) => at !== null)
  return since.length > 0 ? {state: 'failing', since: new Date(Math.min(...since)).toISOString()} : {state: 'ok'}
}

/** Asks each connection for a PING (each bounded by its timeout), then says how the shared cache stands:
 * a hung Redis is noticed even by a server that sent it nothing since. */
export async function checkSharedCache() {
  await Promise.allSettled([...(globalThis[STATES] ?? [])].map(({ping}) => ping()))
  return sharedCacheState()
}

/**
 * A Redis connection named `name` (its log lines' prefix) whose `run(command)` calls
 * `command(client)` with the current client and resolves with its answer, or rejects with
 * RedisUnavailable at once while Redis is failing and after `timeoutMs` when it does not answer.
 * `ready` settles once the first connection succeeded or `timeoutMs` passed.
 */
export function boundedRedis(url, {name, timeoutMs = REDIS_TIMEOUT_MS, fallback}) {
  const state = {failingSince: null}
  const gone = (reason) => {
    if (state.failingSince !== null) return
    state.failingSince = Date.now()
    console.error(`[${name}] Redis at ${redisHost(url)} is unavailable (${reason}): ${fallback} until it is back.`)
  }
  const back = () => {
    if (state.failingSince === null) return
    state.failingSince = null
    console.error(`[${name}] Redis is back.`)
  }
  let client
  let closed = false
  const open = () => {
    const opened = createRedisClient(url, timeoutMs)
    opened.on('error', (error) => gone(error.message))
    // Ready is not enough: a hung Redis may have accepted the connection. A PING answered in time is.
    opened.on('ready', () => void probe(opened))
    client = opened
    return opened.connect().catch(() => {})
  }
  let probing = null
  /** One PING at a time on `current`: answered in time, Redis is back; else the connection is hung. */
  const probe = (current) =>
    (probing ??= within(current.ping(), timeoutMs)
      .then(
        () => client === current && back(),
        () => client === current && hung(`no answer to PING within ${timeoutMs} ms`),
      )
      .finally(() => (probing = null)))
  const hung = (reason) => {
    gone(reason)
    if (closed) return
    // The hung socket holds every command written to it: drop it (they fail at once) and start again.
    const old = client
    void open()
    old.destroy()
  }
  const ready = within(open(), timeoutMs, 'no connection').catch(() => {})
  const run = async (command) => {
    await ready
    if (state.failingSince !== null || !client.isReady) {
      // Connected again while marked failing: a PING in the background says whether it is back.
      if (client.isReady) void probe(client)
      throw new RedisUnavailable('Redis is failing')
    }
    const asked = client
    try {
      return await within(command(asked), timeoutMs)
    } catch (error) {
      // An error Redis answered says it is there; any other (offline, disconnected) that it is not.
      if (error instanceof RedisUnavailable) {
        if (client === asked) hung(error.message)
      } else if (!(error instanceof ErrorReply)) gone(error instanceof Error ? error.message : String(error))
      throw error
    }
  }
  const registered = {state, ping: () => run((redis) => redis.ping())}
  ;(globalThis[STATES] ??= new Set()).add(registered)
  return {
    ready,
    get failing() {
      return state.failingSince !== null || !client.isReady
    },
    /** Whether the client has a command (a method) of this name. */
    offers(command) {
      return typeof command === 'string' && typeof client[command] === 'function'
    },
    run,
    close() {
      closed = true
      globalThis[STATES]?.delete(registered)
      client.destroy()
    },
  }
}
