// The bounded Redis connection both cache handlers use, against a real redis-server stopped by SIGSTOP
// (it keeps accepting connections and never answers, which node-redis's AbortSignal cannot end): the
// first command fails within the bound, the next at once, the state says `failing`, and after SIGCONT
// the connection is made again and commands answer.
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'
import {startRedis, type TestRedis} from '../../tests/e2e/support/redis'
import {freePort} from '../../tests/e2e/support/sandbox'
import {boundedRedis, RedisUnavailable, sharedCacheState} from './redis-client.mjs'

const TIMEOUT_MS = 300
/** Room for a loaded test machine on top of the bound. */
const SLACK_MS = 200

let redis: TestRedis
beforeAll(async () => {
  redis = await startRedis(await freePort())
})
afterAll(() => {
  redis.stop('SIGCONT')
  redis.stop('SIGKILL')
})

const timed = async (run: () => Promise<unknown>): Promise<{error?: unknown; ms: number}> => {
  const started = performance.now()
  const error = await run().then(
    () => undefined,
    (failure: unknown) => failure,
  )
  return {error, ms: performance.now() - started}
}

describe('a bounded Redis connection', () => {
  it('fails within its bound on a hung Redis, then at once, says so, and answers again once Redis does', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const connection = boundedRedis(redis.url, {name: 'test', timeoutMs: TIMEOUT_MS, fallback: 'memory answers'})
    try {
      await connection.ready
      await connection.run((client) => client.set('k', 'v'))
      expect(await connection.run((client) => client.get('k'))).toBe('v')
      expect(sharedCacheState()).toEqual({state: 'ok'})

      redis.stop('SIGSTOP')
      const first = await timed(() => connection.run((client) => client.get('k')))
      expect(first.error).toBeInstanceOf(RedisUnavailable)
      expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 5)
      expect(first.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS)
      const next = await Promise.all(Array.from({length: 20}, () => timed(() => connection.run((client) => client.get('k')))))
      expect(next.every(({error}) => error instanceof RedisUnavailable)).toBe(true)
      expect(Math.max(...next.map(({ms}) => ms))).toBeLessThan(50)
      expect(sharedCacheState()).toMatchObject({state: 'failing', since: expect.any(String)})
      expect(log.mock.calls.filter(([line]) => String(line).includes('is unavailable'))).toEqual([
        [expect.stringContaining(`[test] Redis at ${new URL(redis.url).host} is unavailable (no answer within ${TIMEOUT_MS} ms): memory answers until it is back.`)],
      ])

      redis.stop('SIGCONT')
      await vi.waitFor(() => expect(log).toHaveBeenCalledWith('[test] Redis is back.'), {timeout: 10_000, interval: 50})
      expect(await connection.run((client) => client.get('k'))).toBe('v')
      expect(sharedCacheState()).toEqual({state: 'ok'})
    } finally {
      redis.stop('SIGCONT')
      connection.close()
      log.mockRestore()
    }
    expect(sharedCacheState()).toEqual({state: 'none'})
  })

  it('passes on an error Redis answers without counting Redis as failing', async () => {
    const connection = boundedRedis(redis.url, {name: 'test', timeoutMs: TIMEOUT_MS, fallback: 'memory answers'})
    try {
      await connection.ready
      await connection.run((client) => client.set('text', 'v'))
      await expect(connection.run((client) => client.hGet('text', 'field'))).rejects.toThrow(/WRONGTYPE/)
      expect(connection.failing).toBe(false)
    } finally {
      connection.close()
    }
  })
})
