// The page cache as Next calls it for a route handler's answer (/calendar.ics, the feed, the sitemap):
// stored under the tags Next keeps in its header, so a content expiry reaches it as it reaches a page.
import {mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'
import PageCache, {expirePageTags} from './handler.mjs'

let dir = ''
let cache: InstanceType<typeof PageCache>
beforeAll(async () => {
  vi.stubEnv('REDIS_URL', '')
  dir = await mkdtemp(path.join(tmpdir(), 'opl-page-cache-'))
  cache = new PageCache({serverDistDir: path.join(dir, 'server'), dev: false} as ConstructorParameters<typeof PageCache>[0])
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await rm(dir, {recursive: true, force: true})
})

/** A route's answer as Next hands it to the cache: its tags only in the x-next-cache-tags header. */
const routeAnswer = (tags: string) => ({kind: 'APP_ROUTE', status: 200, body: Buffer.from('BEGIN:VCALENDAR'), headers: {'x-next-cache-tags': tags}})
const store = (key: string, tags: string) =>
  cache.set(key, routeAnswer(tags) as never, {cacheControl: {revalidate: 300, expire: 900}} as never)

describe("a route handler's answer in the page cache", () => {
  it('is expired by a content tag from its header, and kept by any other', async () => {
    await store('/calendar.ics', '_N_T_/calendar.ics,keyDate,season')
    await expirePageTags(['sponsor'])
    expect(await cache.get('/calendar.ics')).toMatchObject({tags: ['_N_T_/calendar.ics', 'keyDate', 'season']})
    await expirePageTags(['keyDate'])
    expect(await cache.get('/calendar.ics')).toBeNull()
  })
})
