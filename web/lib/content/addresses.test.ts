// Which addresses the proxy sends to a not-found page: items the seed has are found, made-up ones are
// not, the routes beside the dynamic segments are never taken for items, and a flood of made-up
// addresses asks the backend at most once per ADDRESS_LIST_MAX_AGE_MS.
import {readdirSync} from 'node:fs'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {contentFetch} from './fetch'
import {ADDRESS_LIST_MAX_AGE_MS, itemAddress, itemExists} from './addresses'

vi.mock('./fetch', async (importOriginal) => {
  const real = await importOriginal<typeof import('./fetch')>()
  return {...real, contentFetch: vi.fn(real.contentFetch)}
})

const APP = path.resolve(import.meta.dirname, '../../app')

/** Every address of a static route in a folder beside a dynamic segment, e.g. /news/feed.xml. */
function staticRoutesBeside(folder: string): string[] {
  return readdirSync(path.join(APP, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /^(page|route)\.tsx?$|^opengraph-image\.tsx$/.test(entry.name))
    .map((entry) => path.relative(APP, entry.parentPath).split(path.sep))
    .filter((segments) => !segments.some((segment) => segment.startsWith('[')))
    .map((segments) => `/${segments.join('/')}`)
}

describe('itemAddress', () => {
  it('names the item of each dynamic page', () => {
    expect(itemAddress('/news/oxygen-gangsters')).toEqual({section: 'news', key: 'oxygen-gangsters'})
    expect(itemAddress('/participation/teams/oxygen-gangsters')).toEqual({section: 'teams', key: 'oxygen-gangsters'})
    expect(itemAddress('/matches/2026/12')).toEqual({section: 'matches', key: '2026/12'})
    expect(itemAddress('/participation/players/aarav-sharma')).toEqual({section: 'players', key: 'aarav-sharma'})
  })

  it('never takes a static route, a section page or a deeper file for an item', () => {
    const statics = ['news', 'participation', 'matches'].flatMap(staticRoutesBeside)
    expect(statics).toEqual(expect.arrayContaining(['/news/feed.xml', '/matches/points', '/participation/teams']))
    for (const address of statics) expect(itemAddress(address), address).toBeNull()
    expect(itemAddress('/matches/results/opengraph-image')).toBeNull()
    expect(itemAddress('/news/oxygen-gangsters/opengraph-image')).toBeNull()
    expect(itemAddress('/news')).toBeNull()
  })
})

describe('itemExists, over the seed', () => {
  beforeEach(() => {
    vi.mocked(contentFetch).mockClear()
  })
  afterEach(() => vi.useRealTimers())

  it('finds every item the seed has, and no made-up one', async () => {
    expect(await itemExists('news', 'oxygen-gangsters')).toBe(true)
    expect(await itemExists('teams', 'oxygen-desperados')).toBe(true)
    expect(await itemExists('news', 'no-such-note')).toBe(false)
    expect(await itemExists('teams', 'no-such-team')).toBe(false)
    expect(await itemExists('matches', '2026/999')).toBe(false)
    expect(await itemExists('players', 'no-such-player')).toBe(false)
  })

  it('asks the backend once for a flood of made-up addresses, and again after the list has aged', async () => {
    vi.useFakeTimers({toFake: ['Date']})
    await itemExists('news', 'warm-up')
    vi.mocked(contentFetch).mockClear()
    await Promise.all(Array.from({length: 200}, (_, i) => itemExists('news', `made-up-${i}`)))
    expect(contentFetch).not.toHaveBeenCalled()
    vi.setSystemTime(Date.now() + ADDRESS_LIST_MAX_AGE_MS)
    await Promise.all(Array.from({length: 200}, (_, i) => itemExists('news', `made-up-${i}`)))
    expect(vi.mocked(contentFetch).mock.calls.length).toBe(5) // one list: its five queries, once
  })

  it('leaves the address to the page when the backend cannot answer', async () => {
    vi.useFakeTimers({toFake: ['Date']})
    vi.setSystemTime(Date.now() + 10 * ADDRESS_LIST_MAX_AGE_MS)
    vi.mocked(contentFetch).mockRejectedValueOnce(new Error('Content Lake down'))
    expect(await itemExists('news', 'no-such-note')).toBe(true)
  })
})
