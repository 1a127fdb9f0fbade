// One score on every open page, and a ball refreshes only what shows scores (issue 54, points 5 and 6), on
// the production build at 390 px with touch. The demo season's next fixture is played into a private copy
// of the dataset, as `npm run demo:match-day` plays it, up to its last 41 balls. One ball: the pages that
// show no score still answer from the cache, the match page does not. Then the last 40 balls, one a
// second, with the match page and the home page open: after every ball every score text of the match on
// each page shows the same ball within 2 s, no page ever shows two balls at once, and once the match is
// over each page shows the result and nothing says "Live".
import {copyFile} from 'node:fs/promises'
import {createServer} from 'node:net'
import path from 'node:path'
import {expect, test, type Page} from '@playwright/test'
import {DocumentStore} from '../../scripts/content-lake/store'
import {nextFixture, playFixture, type Fixture} from '../../scripts/lib/match-day'
import {deriveMatch} from '../../league/scorecard/match'
import type {Scorecard} from '../../league/scorecard/types'
import {E2E_PORT} from './support/browser'
import {LIVE_WITHIN_MS, openLivePage, percentile} from './support/live'
import {sandbox} from './support/sandbox'
import {timed} from './support/timing'
import {ROOT, startSite, type RunningSite} from './support/site-server'
import {scoreSnapshot, type Snapshot} from './support/score-texts'

/** The balls played while the pages watch, one every PLAY_EVERY_MS (demo:match-day --every=1). */
const BALLS = 40
const PLAY_EVERY_MS = 1_000
/** This spec's own server: the first free port after the suite's. */
async function freePortAfter(port: number): Promise<number> {
  for (let next = port + 1; ; next++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(next, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return next
  }
}
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}

test.describe.configure({mode: 'serial'})

let site: RunningSite | undefined
let remove: (() => Promise<unknown>) | undefined
let file = ''
let matchPath = ''
let matchId = ''
let fixture: Fixture
/** The scorecard as the pre-play left it. */
let before: Scorecard

const fixtureIn = async (dataset: string) => {
  const found = nextFixture(await new DocumentStore(dataset).documents())
  if (typeof found === 'string') throw new Error(found)
  return found
}

/** Plays `balls` balls of the fixture in the dataset (Infinity: to its end), `pause` between two of them,
 * returning each step with the moment it was saved. */
async function play(balls: number, pause: () => Promise<void> = async () => {}) {
  const steps: Array<{at: number; kind: 'toss' | 'ball' | 'end'; scorecard: Scorecard}> = []
  let played = 0
  await playFixture(file, await fixtureIn(file), {
    pause,
    onStep: ({kind, scorecard}) => {
      steps.push({at: Date.now(), kind, scorecard})
      if (kind === 'ball') played += 1
    },
    stopped: () => played >= balls,
  })
  return steps
}

const sleep = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms))

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const box = await sandbox()
  remove = box.remove
  const dir = path.dirname(box.file)
  // How many balls the whole match takes, played on a scratch copy.
  const scratch = path.join(dir, 'scratch.ndjson')
  await copyFile(path.join(ROOT, 'content/demo-season.ndjson'), scratch)
  let total = 0
  await playFixture(scratch, await fixtureIn(scratch), {pause: async () => {}, onStep: ({kind}) => void (kind === 'ball' && total++)})
  expect(total).toBeGreaterThan(BALLS + 2)

  file = path.join(dir, 'demo-season.ndjson')
  await copyFile(path.join(ROOT, 'content/demo-season.ndjson'), file)
  fixture = await fixtureIn(file)
  matchId = fixture.match._id
  matchPath = `/matches/${String(fixture.season.year)}/${String(fixture.match.matchNumber)}`
  before = (await play(total - BALLS - 2)).at(-1)!.scorecard
  site = await startSite(await freePortAfter(E2E_PORT), {...box.env, CONTENT_DATASET_PATH: file})
})

test.afterAll(async () => {
  await site?.stop()
  await remove?.()
})

/** Each ball's innings totals as the pages write them: runs/wickets (or all out) at the overs. */
const teams = () => [String((fixture.match.homeTeam as {_ref: string})._ref), String((fixture.match.awayTeam as {_ref: string})._ref)] as [string, string]
function totals(scorecard: Scorecard): {all: Set<string>; current: Set<string>} {
  const innings = deriveMatch(scorecard, fixture.rules, {teams: teams()}).innings
  const of = (c: (typeof innings)[number]) => [`${c.runs}/${c.wickets}@${Number(c.overs)}`, ...(c.allOut ? [`${c.runs}/all@${Number(c.overs)}`] : [])]
  return {all: new Set(innings.flatMap(of)), current: new Set(innings.length ? of(innings.at(-1)!) : [])}
}

/** The innings totals a text names ("87/3 (9.2)", "87/3(9.2 overs)", "142 all out (7.4)"), links left out. */
const totalsIn = (text: string) =>
  [...text.replace(/https?:\/\/\S+/g, '').matchAll(/(\d+)(?:\/(\d+)| all out)\s*\((\d+(?:\.\d+)?)/g)].map(([, runs, wickets, overs]) => `${runs}/${wickets ?? 'all'}@${Number(overs)}`)

/** Whether every score text of a snapshot shows this ball: every total it names is one of the ball's, and
 * each text names the innings being played (a result line names none). */
function shows(snapshot: Snapshot, scorecard: Scorecard): boolean {
  const {all, current} = totals(scorecard)
  if (snapshot.texts.length === 0) return false
  return snapshot.texts.every((text) => {
    const named = totalsIn(text)
    if (named.length === 0) return / won by | tied/i.test(` ${text} `)
    return named.every((total) => all.has(total)) && named.some((total) => current.has(total))
  })
}

async function record(page: Page) {
  await page.evaluate(scoreSnapshot.install, matchId)
  return () => page.evaluate(() => (window as unknown as {__scoreSnapshots: Snapshot[]}).__scoreSnapshots)
}

/** Pages that show no score: a ball leaves them in the cache. */
const SCORELESS = ['/about', '/gallery', '/sponsors']

test('after one ball, /about, /gallery and /sponsors answer from the cache and the match page does not', async ({request}) => {
  const cacheOf = async (pathname: string) => (await request.get(`${site!.url}${pathname}`)).headers()['x-nextjs-cache']
  const warm = async (pathnames: string[]) => {
    for (const pathname of pathnames) {
      await request.get(`${site!.url}${pathname}`) // cached now, if it was not
      expect(await cacheOf(pathname), `${pathname} before the ball`).toBe('HIT')
    }
  }
  const announced = () => site!.log().match(/^\[live\] .*scorecard.* changed/gm)?.length ?? 0
  // A run of the player marks the match Live again with its first ball (a change to the match, which the
  // header's menu reads): the ball measured is the run's second, a scorecard change alone.
  let next = () => {}
  const ready = new Promise<void>((resolve) => (next = resolve))
  const heard = announced()
  const steps = play(2, async () => {
    await expect.poll(announced).toBe(heard + 1)
    await warm([...SCORELESS, matchPath])
    next()
  })
  await ready
  const ball = (await steps).at(-1)!
  await expect.poll(announced).toBe(heard + 2)
  expect(site!.log()).toMatch(/^\[live\] scorecard changed/m)
  for (const pathname of SCORELESS) expect(await cacheOf(pathname), `${pathname} after the ball`).toBe('HIT')
  const page = await request.get(`${site!.url}${matchPath}`)
  expect(page.headers()['x-nextjs-cache'], 'the match page after the ball').not.toBe('HIT')
  const [runsWickets] = [...totals(ball.scorecard).current][0]!.split('@')
  expect(await page.text()).toContain(runsWickets)
  before = ball.scorecard
})

test('40 balls one a second: every score on the match page and the home page shows the same ball within 2 s, then the result and no "Live"', async ({browser}) => {
  test.setTimeout(420_000)
  const context = await browser.newContext(PHONE)
  const match = await context.newPage()
  const home = await context.newPage()
  // The control: how long this machine takes to open the match page now. The bound is 2 s on a machine
  // that opens it within 1 s, and that many times the control on a busier one.
  const probe = await context.newPage()
  const control = await timed(() => openLivePage(probe, `${site!.url}${matchPath}`))
  await probe.close()
  const within = Math.max(LIVE_WITHIN_MS, 2 * control)
  const opened = [await openLivePage(match, `${site!.url}${matchPath}`), await openLivePage(home, `${site!.url}/`)]
  const snapshots = [await record(match), await record(home)]

  const started = Date.now()
  const steps = await play(Infinity, sleep(PLAY_EVERY_MS))
  console.log(`${BALLS} balls played in ${Date.now() - started} ms; the match page opened in ${Math.round(control)} ms, so the bound is ${Math.round(within)} ms`)
  const end = steps.find((step) => step.kind === 'end')
  expect(end, 'the match was played to its end').toBeTruthy()
  const balls = steps.filter((step) => step.kind === 'ball')
  expect(balls.length).toBeGreaterThanOrEqual(BALLS)

  // The last state: the result, the LIVE badge gone, no "Live" anywhere (what says it, if anything).
  const liveSaid = (page: Page) => page.evaluate(() => /.{0,40}\blive\b.{0,40}/i.exec(document.body.innerText)?.[0] ?? null)
  for (const [page, name] of [[match, 'match page'], [home, 'home page']] as const) {
    await expect.soft(page.locator('[data-live-badge]'), name).toHaveCount(0, {timeout: within})
    await expect.soft.poll(() => liveSaid(page), {message: `${name} says "live"`, timeout: within}).toBeNull()
  }
  await expect.soft(match.getByRole('region', {name: 'Scoreboard'})).toContainText(/ won by | tied/)
  await expect.soft(home.getByRole('list', {name: 'Latest results'}).locator('li').first()).toContainText(/ won by | tied/)

  // Every ball the pages may show: the one they opened at, then these.
  const known = [{scorecard: before}, ...balls]
  for (const [i, name] of ['match page', 'home page'].entries()) {
    const seen = await snapshots[i]!()
    // At every moment the page showed one ball (the first state too); once the match is over a page may
    // show none of its scores (the home page lists it among the results).
    const mixed = seen.filter((snapshot) => (snapshot.texts.length > 0 || snapshot.at < end!.at) && !known.some((step) => shows(snapshot, step.scorecard)))
    expect.soft(mixed.map((s) => s.texts), `${name}: moments showing two balls at once`).toEqual([])
    // Each ball (or a later one) shown everywhere on the page within 2 s of its save.
    const lags = balls.map((ball, index) => {
      const first = seen.find((snapshot) => snapshot.at >= ball.at && known.slice(index + 1).some((step) => shows(snapshot, step.scorecard)))
      return first ? first.at - ball.at : Infinity
    })
    console.log(`${name}: each ball shown by every score after (ms): p50 ${percentile(lags, 50)}, p95 ${percentile(lags, 95)}, max ${Math.max(...lags)}`)
    expect.soft(Math.max(...lags), `${name}: the slowest ball`).toBeLessThanOrEqual(within)
    await opened[i]!.expectNoReload()
    expect(opened[i]!.streams, `${name}: live connections`).toHaveLength(1)
  }
  await context.close()
})
