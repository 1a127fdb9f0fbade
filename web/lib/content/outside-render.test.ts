// Reads outside a request's cache: an answer is kept until one of its tags expires (on this server's
// data cache), a failure is never kept, and the proxy's reads never reach `'use cache'` although Next
// gives the proxy a request (draftMode() answers there).
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {expireTags} from '../../cache/use-cache-handler.mjs'
import {forgetOutsideRender, outsideRender} from './outside-render'

beforeEach(() => forgetOutsideRender())
afterEach(() => vi.restoreAllMocks())

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('outsideRender', () => {
  it('keeps an answer until one of its tags expires', async () => {
    const make = vi.fn(async () => ['Grand Finale'])
    expect(await outsideRender('key dates', ['keyDate'], make)).toEqual(['Grand Finale'])
    await outsideRender('key dates', ['keyDate'], make)
    await expireTags(['sponsor'])
    await outsideRender('key dates', ['keyDate'], make)
    expect(make).toHaveBeenCalledTimes(1)
    await tick()
    await expireTags(['keyDate'])
    await outsideRender('key dates', ['keyDate'], make)
    expect(make).toHaveBeenCalledTimes(2)
  })

  it('never keeps a failed answer', async () => {
    const make = vi.fn(async () => ({failed: 'the content backend is unavailable'}))
    await outsideRender('posts', ['post'], make)
    await outsideRender('posts', ['post'], make)
    expect(make).toHaveBeenCalledTimes(2)
  })
})

describe("the proxy's reads", () => {
  it("go through this store, not 'use cache', though draftMode() answers", async () => {
    vi.doMock('next/headers', () => ({draftMode: async () => ({isEnabled: false})}))
    vi.doMock('next/cache', () => ({
      cacheTag: () => {
        throw new Error("'use cache' is not available in the proxy")
      },
      cacheLife: () => undefined,
    }))
    vi.resetModules()
    const [{getSeasons}, store] = await Promise.all([import('./getters'), import('./outside-render')])
    await expect(getSeasons()).rejects.toThrow(/not available in the proxy/)
    expect(await store.readForProxy(getSeasons)).toEqual([])
    vi.doUnmock('next/headers')
    vi.doUnmock('next/cache')
  })
})
