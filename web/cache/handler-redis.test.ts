// The page cache on a real redis-server that hangs (SIGSTOP: connections accepted, nothing answered): a
// read is answered from this server's memory within REDIS_TIMEOUT_MS, the next at once, and after SIGCONT
// the page cache uses Redis again. (node-redis ignores the package's AbortSignal once a command is written.)
import {mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'
import {startRedis, type TestRedis} from '../../tests/e2e/support/redis'
import {freePort} from '../../tests/e2e/support/sandbox'
import PageCache from './handler.mjs'
import {REDIS_TIMEOUT_MS, sharedCacheState} from './redis-client.mjs'

/** Room for a loaded test machine on top of the bound. */
const SLACK_MS = 300

let dir = ''
let redis: TestRedis
let cache: InstanceType<typeof PageCache>
beforeAll(async () => {
  redis = await startRedis(await freePort())
  vi.stubEnv('REDIS_URL', redis.url)
  dir = await mkdtemp(path.join(tmpdir(), 'opl-page-cache-redis-'))
  cache = new PageCache({serverDistDir: path.join(dir, 'server'), dev: false} as ConstructorParameters<typeof PageCache>[0])
})
afterAll(async () => {
  redis.stop('SIGCONT')
  redis.stop('SIGKILL')
  vi.unstubAllEnvs()
  await rm(dir, {recursive: true, force: true})
})

const answer = {kind: 'APP_ROUTE', status: 200, body: Buffer.from('BEGIN:VCALENDAR'), headers: {'x-next-cache-tags': 'keyDate'}}
const timedGet = async (key: string) => {
  const started = performance.now()
  const found = await cache.get(key)
  return {found, ms: performance.now() - started}
}

describe('the page cache while Redis hangs', () => {
  it('answers from memory within REDIS_TIMEOUT_MS, then at once, and uses Redis again once it answers', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await cache.set('/calendar.ics', answer as never, {cacheControl: {revalidate: 300, expire: 900}} as never)
      expect(await redis.keyCount()).toBeGreaterThan(0)
      expect((await timedGet('/calendar.ics')).found).toMatchObject({tags: ['keyDate']})

      redis.stop('SIGSTOP')
      const first = await timedGet('/calendar.ics')
      expect(first.found).toMatchObject({tags: ['keyDate']})
      expect(first.ms).toBeLessThan(REDIS_TIMEOUT_MS + SLACK_MS)
      // No later read waits for Redis: none comes near the bound, and most take no time at all.
      const next: number[] = []
      for (let i = 0; i < 10; i++) {
        const read = await timedGet('/calendar.ics')
        expect(read.found).toMatchObject({tags: ['keyDate']})
        next.push(read.ms)
      }
      expect(Math.max(...next)).toBeLessThan(REDIS_TIMEOUT_MS / 2)
      expect(next.sort((a, b) => a - b)[5]).toBeLessThan(20)
      expect(sharedCacheState()).toMatchObject({state: 'failing'})
      expect(log).toHaveBeenCalledWith(expect.stringContaining(`is unavailable (no answer within ${REDIS_TIMEOUT_MS} ms)`))

      redis.stop('SIGCONT')
      await vi.waitFor(() => expect(log).toHaveBeenCalledWith('[cache] Redis is back.'), {timeout: 10_000, interval: 50})
      expect(sharedCacheState()).toEqual({state: 'ok'})
      await cache.set('/after', answer as never, {cacheControl: {revalidate: 300, expire: 900}} as never)
      expect((await timedGet('/after')).found).toMatchObject({tags: ['keyDate']})
    } finally {
      redis.stop('SIGCONT')
      log.mockRestore()
    }
  })
})
