// The `'use cache'` handler as Next calls it: what a caller gets back from memory alone, and from a
// real redis-server shared by two handlers, including while that Redis is stopped, stalled or hung.
import type {CacheEntry} from 'next/cache'
import {createClient} from '@redis/client'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {startRedis, type TestRedis} from '../../tests/e2e/support/redis'
import {freePort} from '../../tests/e2e/support/sandbox'
import {FAILED_ANSWER_TAG} from '../lib/content/last-good'
import useCacheHandler, {createUseCacheHandler, expireTags, tagsExpiredAt} from './use-cache-handler.mjs'

const stream = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      controller.close()
    },
  })

/** Next's clock for entry timestamps. */
const now = () => performance.timeOrigin + performance.now()

/** An entry as Next hands it to `set`: made now, fresh for 15 minutes, kept for an hour. */
const entry = (text: string, fields: Partial<Omit<CacheEntry, 'value'>> = {}) =>
  Promise.resolve<CacheEntry>({value: stream(text), tags: [], stale: 300, timestamp: now(), revalidate: 900, expire: 3600, ...fields})

const rawClient = (url: string) => createClient({url}).connect()
type RawClient = Awaited<ReturnType<typeof rawClient>>

const text = async (found: CacheEntry | undefined) => (found ? new Response(found.value).text() : undefined)
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the use-cache handler in memory', () => {
  it('gives back what was set, as a new stream on every get', async () => {
    const handler = createUseCacheHandler()
    const timestamp = now() - 1_000
    await handler.set('k', Promise.resolve({value: stream('he', 'llo'), tags: ['news'], stale: 30, timestamp, revalidate: 60, expire: 120}))
    const first = await handler.get('k', [])
    expect(first).toMatchObject({tags: ['news'], stale: 30, timestamp, revalidate: 60, expire: 120})
    expect(await text(first)).toBe('hello')
    expect(await text(await handler.get('k', []))).toBe('hello')
  })

  it('waits for a set still in progress instead of missing', async () => {
    const handler = createUseCacheHandler()
    let resolve!: (value: CacheEntry) => void
    const setting = handler.set('k', new Promise((r) => (resolve = r)))
    const reading = handler.get('k', [])
    resolve(await entry('late'))
    await setting
    expect(await text(await reading)).toBe('late')
  })

  it('hides an entry whose tag was expired after it was made, not one made after', async () => {
    const handler = createUseCacheHandler()
    await handler.set('old', entry('old', {tags: ['news']}))
    await tick()
    await handler.updateTags(['news'])
    expect(await handler.get('old', [])).toBeUndefined()
    expect(await handler.getExpiration(['news', 'other'])).toBeGreaterThan(0)
    await tick()
    await handler.set('new', entry('new', {tags: ['news']}))
    expect(await text(await handler.get('new', []))).toBe('new')
  })

  it("never stores the answer of a backend that failed (last-good.ts's tag)", async () => {
    const handler = createUseCacheHandler()
    await handler.set('failed', entry('the backend failed', {tags: ['news', FAILED_ANSWER_TAG]}))
    expect(await handler.get('failed', [])).toBeUndefined()
  })

  it('hides an entry whose soft tag (the page path) was expired', async () => {
    const handler = createUseCacheHandler()
    await handler.set('k', entry('page'))
    await tick()
    await handler.updateTags(['_N_T_/news'])
    expect(await handler.get('k', ['_N_T_/news'])).toBeUndefined()
    expect(await text(await handler.get('k', ['_N_T_/teams']))).toBe('page')
  })

  it('serves an entry whose tag went stale (revalidateTag with a profile) once more, marked for refresh', async () => {
    const handler = createUseCacheHandler()
    await handler.set('k', entry('stale', {tags: ['news']}))
    await tick()
    await handler.updateTags(['news'], {expire: 3600})
    const found = await handler.get('k', [])
    expect(found?.revalidate).toBe(-1)
    expect(await text(found)).toBe('stale')
    expect(await handler.getExpiration(['news'])).toBeGreaterThan(now())
  })

  it.each([
    ['past its expire', {timestamp: now() - 200_000, revalidate: 60, expire: 120}],
    ['past revalidate within expire (Next default handler: no stale serving)', {timestamp: now() - 90_000, revalidate: 60, expire: 120}],
    ['with expire 0 (dynamic: never stored)', {expire: 0}],
  ])('has no entry %s', async (_, fields) => {
    const handler = createUseCacheHandler()
    await handler.set('k', entry('gone', fields))
    expect(await handler.get('k', [])).toBeUndefined()
  })

  it('keeps nothing of a value stream that fails, and does not throw', async () => {
    const handler = createUseCacheHandler()
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1]))
        controller.error(new Error('render failed'))
      },
    })
    await expect(handler.set('k', entry('', {}).then((e) => ({...e, value: failing})))).resolves.toBeUndefined()
    expect(await handler.get('k', [])).toBeUndefined()
  })

  it('drops the least recently used entries once its bytes are over the bound', async () => {
    const handler = createUseCacheHandler({memoryMaxBytes: 3_000})
    const kilobyte = (c: string) => entry(c.repeat(900))
    for (const key of ['a', 'b', 'c']) await handler.set(key, kilobyte(key))
    await handler.get('a', [])
    await handler.set('d', kilobyte('d'))
    const kept = await Promise.all(['a', 'b', 'c', 'd'].map(async (key) => (await handler.get(key, [])) !== undefined))
    expect(kept).toEqual([true, false, true, true])
  })

  it('expireTags reaches the handler Next loaded, through the process-wide slot', async () => {
    vi.stubEnv('REDIS_URL', '')
    await useCacheHandler.set('k', entry('x', {tags: ['key-dates']}))
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('opl.use-cache-handler')]).toBeDefined()
    await tick()
    const before = now()
    await expireTags(['key-dates'])
    expect(await useCacheHandler.get('k', [])).toBeUndefined()
    // What an answer kept outside the cache compares its own time with.
    expect(await tagsExpiredAt(['key-dates', 'never-expired'])).toBeGreaterThanOrEqual(before)
    expect(await tagsExpiredAt(['never-expired'])).toBe(0)
    vi.unstubAllEnvs()
  })
})

describe('the use-cache handler on Redis', () => {
  let redis: TestRedis
  let port: number
  const handlers: Array<ReturnType<typeof createUseCacheHandler>> = []
  const connect = (redisTimeoutMs?: number) => {
    const handler = createUseCacheHandler({redisUrl: redis.url, redisTimeoutMs})
    handlers.push(handler)
    return handler
  }
  /** One command from a client of the test's own, as an operator would type it. */
  const raw = async <T>(command: (client: RawClient) => Promise<T>) => {
    const client = await rawClient(redis.url)
    try {
      return await command(client)
    } finally {
      client.destroy()
    }
  }

  beforeAll(async () => {
    port = await freePort()
    redis = await startRedis(port)
  })
  afterEach(() => vi.restoreAllMocks())
  afterAll(() => {
    for (const handler of handlers) handler.close()
    redis.stop()
  })

  it('shares an entry and a tag expiry between two servers, each entry kept for its expire', async () => {
    const [one, two] = [connect(), connect()]
    await one.set('k', entry('shared', {tags: ['news'], expire: 600}))
    expect(await text(await two.get('k', []))).toBe('shared')
    const ttl = await raw((client) => client.ttl('opl:uc:entry:k'))
    expect(ttl).toBeGreaterThan(590)
    expect(ttl).toBeLessThanOrEqual(600)

    await tick()
    await one.updateTags(['news'])
    await two.refreshTags()
    expect(await two.getExpiration(['news'])).toBeGreaterThan(0)
    expect(await two.get('k', [])).toBeUndefined()
    expect(Object.keys(await raw((client) => client.hGetAll('opl:uc:tags')))).toContain('expired:news')
  })

  it('answers from memory within its timeout while Redis stalls', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = connect(200)
    await handler.set('slow', entry('from memory'))
    await raw((client) => client.sendCommand(['CLIENT', 'PAUSE', '1500', 'ALL']))
    const started = Date.now()
    expect(await text(await handler.get('slow', []))).toBe('from memory')
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unavailable (no answer within 200 ms)'))
    await new Promise((resolve) => setTimeout(resolve, 1_600))
  })

  it('answers from memory within its timeout while Redis hangs (SIGSTOP), then at once, and uses Redis after SIGCONT', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = connect(300)
    await handler.set('hung', entry('kept'))
    redis.stop('SIGSTOP')
    try {
      const started = performance.now()
      expect(await text(await handler.get('hung', []))).toBe('kept')
      expect(performance.now() - started).toBeLessThan(800)
      const again = performance.now()
      for (let i = 0; i < 10; i++) expect(await text(await handler.get('hung', []))).toBe('kept')
      // Ten reads cost less than one wait for Redis would: none waited for it.
      expect(performance.now() - again).toBeLessThan(300)
    } finally {
      redis.stop('SIGCONT')
    }
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[use-cache] Redis is back.'), {timeout: 10_000, interval: 50})
    await handler.set('after', entry('shared again'))
    expect(await text(await connect().get('after', []))).toBe('shared again')
  })

  it('answers from memory while Redis is stopped, throws nothing, and catches up once it is back', async () => {
    for (const earlier of handlers.splice(0)) earlier.close()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const [one, two] = [connect(), connect()]
    await one.set('kept', entry('before', {tags: ['teams']}))
    redis.stop('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 100))

    expect(await text(await one.get('kept', []))).toBe('before')
    await one.set('during', entry('during'))
    expect(await text(await one.get('during', []))).toBe('during')
    await tick()
    await one.updateTags(['teams'])
    await one.refreshTags()
    expect(await one.get('kept', [])).toBeUndefined()
    // One line per server however many reads and writes failed.
    expect(error.mock.calls.filter(([line]) => String(line).includes('is unavailable'))).toHaveLength(2)

    redis = await startRedis(port)
    await vi.waitFor(() => expect(error.mock.calls.filter(([line]) => line === '[use-cache] Redis is back.')).toHaveLength(2), {timeout: 10_000, interval: 100})
    await one.set('kept', entry('after', {tags: ['teams']}))
    await one.refreshTags()
    await two.refreshTags()
    expect(await two.getExpiration(['teams'])).toBeGreaterThan(0)
    expect(await text(await two.get('kept', []))).toBe('after')
  })
})
