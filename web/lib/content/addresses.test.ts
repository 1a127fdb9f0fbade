// Which addresses the proxy answers 404 itself: items the seed has are found, made-up ones are not
// (pages, share images, calendars), the routes beside the dynamic segments are never taken for items,
// and the list is the getters' content — in an outage their last good copy, with no query per address.
import {readdirSync} from 'node:fs'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {contentQuery} from './fetch'
import {resetLastGood} from './last-good'
import {forgetOutsideRender} from './outside-render'
import {itemAddress, NEWS_NOT_FOUND_PATH, notFoundAnswer, SITE_NOT_FOUND_PATH} from './addresses'
import {leagueSeasonQuery, seasonScorecardsQuery, seasonsQuery} from './queries'

vi.mock('./fetch', async (importOriginal) => {
  const real = await importOriginal<typeof import('./fetch')>()
  return {...real, contentQuery: vi.fn(real.contentQuery)}
})
const {contentQuery: realQuery} = await vi.importActual<typeof import('./fetch')>('./fetch')
// Outside a request (the proxy, and these tests) the getters keep their answers in the outside-render
// store under their tags; forgetting it stands for an expiry of every tag.

const APP = path.resolve(import.meta.dirname, '../../app')

/** Every address of a static route in a folder beside a dynamic segment, e.g. /news/feed.xml. */
function staticRoutesBeside(folder: string): string[] {
  return readdirSync(path.join(APP, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /^(page|route)\.tsx?$|^opengraph-image\.tsx$/.test(entry.name))
    .map((entry) => {
      const segments = path.relative(APP, entry.parentPath).split(path.sep)
      return entry.name.startsWith('opengraph-image') ? [...segments, 'opengraph-image'] : segments
    })
    .filter((segments) => !segments.some((segment) => segment.startsWith('[')))
    .map((segments) => `/${segments.join('/')}`)
}

const keyOf = (pathname: string) => itemAddress(pathname)?.key

describe('itemAddress', () => {
  it('names the item of each dynamic page and of its share image', () => {
    expect(keyOf('/news/oxygen-gangsters')).toBe('oxygen-gangsters')
    expect(keyOf('/news/oxygen-gangsters/opengraph-image')).toBe('oxygen-gangsters')
    expect(keyOf('/participation/teams/oxygen-gangsters')).toBe('oxygen-gangsters')
    expect(keyOf('/matches/2026/12')).toBe('2026/12')
    expect(keyOf('/matches/2026/12/opengraph-image')).toBe('2026/12')
    expect(keyOf('/calendar/oxygen-gangsters.ics')).toBe('oxygen-gangsters.ics')
    expect(keyOf('/news/a%20b')).toBe('a b')
    expect(keyOf('/matches/schedules/oxygen-gangsters')).toBe('oxygen-gangsters')
    expect(keyOf('/matches/results/oxygen-gangsters')).toBe('oxygen-gangsters')
    expect(keyOf('/participation/players/aarav-sharma')).toBe('aarav-sharma')
    expect(keyOf('/matches/2026/12/cricsheet.json')).toBe('2026/12')
    expect(keyOf('/matches/2026')).toBe('2026')
    expect(keyOf('/matches/season-one')).toBe('season-one')
  })

  it('never takes a static route, a section page or a deeper file for an item', () => {
    const statics = ['news', 'participation', 'matches', 'calendar'].flatMap(staticRoutesBeside)
    expect(statics).toEqual(
      expect.arrayContaining(['/news/feed.xml', '/matches/points', '/matches/seasons', '/matches/rules', '/participation/teams', '/matches/results/opengraph-image']),
    )
    for (const address of statics) expect(itemAddress(address), address).toBeNull()
    expect(itemAddress('/news')).toBeNull()
    expect(itemAddress('/calendar.ics')).toBeNull()
    expect(itemAddress('/news/oxygen-gangsters/other')).toBeNull()
  })
})

describe('notFoundAnswer, over the seed', () => {
  beforeEach(() => {
    resetLastGood()
    forgetOutsideRender()
    vi.mocked(contentQuery).mockReset().mockImplementation(realQuery)
  })
  afterEach(() => vi.useRealTimers())

  it('lets every item the seed has through, and answers made-up ones: pages with their not-found page, files with a plain 404', async () => {
    for (const found of ['/news/oxygen-gangsters', '/news/oxygen-gangsters/opengraph-image', '/participation/teams/oxygen-desperados']) {
      expect(await notFoundAnswer(found), found).toBeNull()
    }
    expect(await notFoundAnswer('/news/no-such-note')).toEqual({page: NEWS_NOT_FOUND_PATH})
    expect(await notFoundAnswer('/participation/teams/no-such-team')).toEqual({page: SITE_NOT_FOUND_PATH})
    expect(await notFoundAnswer('/matches/2026/999')).toEqual({page: SITE_NOT_FOUND_PATH})
    expect(await notFoundAnswer('/news/no-such-note/opengraph-image')).toEqual({text: 'No share image at this address.'})
    expect(await notFoundAnswer('/matches/2026/999/opengraph-image')).toEqual({text: 'No share image at this address.'})
    expect(await notFoundAnswer('/participation/players/no-such-player')).toEqual({page: SITE_NOT_FOUND_PATH})
    expect(await notFoundAnswer('/matches/2026/999/cricsheet.json')).toEqual({text: 'No scorecard at this address.'})
    expect(await notFoundAnswer('/calendar/no-such-team.ics')).toEqual({text: 'No team calendar at this address.'})
    expect(await notFoundAnswer('/gallery')).toBeNull()
    // The seed has no fixtures: no team has a filtered schedule or results page.
    expect(await notFoundAnswer('/matches/schedules/oxygen-gangsters')).toEqual({page: SITE_NOT_FOUND_PATH})
  })

  it('a season page is found by a year that has a season with matches; any other year or word is the 404, with no query of its own', async () => {
    // The seed has no season: every season address is made up.
    for (const address of ['/matches/2026', '/matches/1999', '/matches/season-one']) expect(await notFoundAnswer(address), address).toEqual({page: SITE_NOT_FOUND_PATH})
    // With a season (the demo's), its year is found, others are not, and a flood of made-up years costs no more queries.
    vi.mocked(contentQuery).mockImplementation(async (query, params) =>
      query === seasonsQuery ? {result: [{_id: 'season-2026', name: 'OPL 2026', year: 2026, isCurrent: true}] as never, syncTags: []} : realQuery(query, params),
    )
    resetLastGood()
    forgetOutsideRender()
    expect(await notFoundAnswer('/matches/2026')).toBeNull()
    vi.mocked(contentQuery).mockClear()
    for (let year = 1900; year < 2000; year++) expect(await notFoundAnswer(`/matches/${year}`)).toEqual({page: SITE_NOT_FOUND_PATH})
    expect(await notFoundAnswer('/matches/schedules')).toBeNull()
    // The seasons list is kept under its tags: a hundred made-up years cost no query at all.
    expect(vi.mocked(contentQuery)).not.toHaveBeenCalled()
  })

  it('knows a season\'s match and team addresses without reading or scoring a scorecard', async () => {
    const team = (id: string, name: string) => ({_id: id, name, slug: null, code: null, crest: null})
    const match = {_id: 'm1', matchNumber: 1, status: 'live', homeTeam: team('t1', 'Oxygen Gangsters'), awayTeam: team('t2', 'Oxygen Gladiators')}
    const season = {_id: 'season-2026', name: 'OPL 2026', year: 2026, matches: [match]}
    vi.mocked(contentQuery).mockImplementation(async (query, params) => (query === leagueSeasonQuery ? {result: season as never, syncTags: []} : realQuery(query, params)))
    expect(await notFoundAnswer('/matches/2026/1')).toBeNull()
    expect(await notFoundAnswer('/matches/2026/2')).toEqual({page: SITE_NOT_FOUND_PATH})
    expect(await notFoundAnswer('/matches/2026/2/cricsheet.json')).toEqual({text: 'No scorecard at this address.'})
    expect(await notFoundAnswer('/calendar/oxygen-gangsters.ics')).toBeNull()
    expect(await notFoundAnswer('/matches/results/no-such-team')).toEqual({page: SITE_NOT_FOUND_PATH})
    expect(vi.mocked(contentQuery).mock.calls.map(([query]) => query)).not.toContain(seasonScorecardsQuery)
  })

  it('reads the getters: in an outage, their last good content answers a flood with one query, not one each', async () => {
    expect(await notFoundAnswer('/news/warm-up')).toEqual({page: NEWS_NOT_FOUND_PATH})
    forgetOutsideRender() // the news expired: the next read asks the backend
    vi.mocked(contentQuery).mockClear()
    vi.mocked(contentQuery).mockRejectedValue(new Error('Content Lake down'))
    const answers = []
    for (let i = 0; i < 200; i++) answers.push(await notFoundAnswer(`/news/made-up-${i}`))
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify({page: NEWS_NOT_FOUND_PATH})]))
    expect(await notFoundAnswer('/news/oxygen-gangsters')).toBeNull()
    // The first read found the backend down; every later one within the retry time is the last good copy.
    expect(vi.mocked(contentQuery).mock.calls.length).toBeLessThanOrEqual(2)
  })

  it('leaves the address to the page when the content cannot be read at all', async () => {
    vi.mocked(contentQuery).mockRejectedValue(new Error('Content Lake down'))
    expect(await notFoundAnswer('/news/no-such-note')).toBeNull()
    // …and, the backend known to be down, asks it no more until the retry time.
    for (let i = 0; i < 50; i++) expect(await notFoundAnswer(`/news/made-up-${i}`)).toBeNull()
    expect(vi.mocked(contentQuery).mock.calls.length).toBeLessThanOrEqual(2)
  })
})
