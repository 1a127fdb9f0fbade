// The match centre while `npm run demo:match-day` plays the demo's next fixture (issue 56, points 1, 2
// and their tests): on a 320 px phone the live card leads the page and the commentary follows each ball
// without a reload (new lines added, old ones kept, a polite live region), a catch's line names the
// fielder and the bowler, the card's chase agrees with the score line, the result banner replaces the
// card when the match ends; without JavaScript both are in the HTML; axe finds nothing on them.
import {copyFile} from 'node:fs/promises'
import path from 'node:path'
import {expect, test, type Page} from '@playwright/test'
import {DocumentStore} from '../../scripts/content-lake/store'
import {ballByBall, type BallByBall} from '../../scripts/lib/live-balls'
import {nextFixture, playFixture} from '../../scripts/lib/match-day'
import {ballChip, splitOvers, type Scorecard} from '../../league/scorecard'
import {axeViolations} from './support/axe'
import {E2E_PORT} from './support/browser'
import {openLivePage} from './support/live'
import {sandbox} from './support/sandbox'
import {startSite, ROOT, type RunningSite} from './support/site-server'

/** Balls of the first innings bowled before the page opens: a few before the demo final's next catch. */
const FIRST_INNINGS_BALLS = 31
/** Balls of the chase bowled before the chase is read. */
const CHASE_BALLS = 12
const PHONE = {viewport: {width: 320, height: 800}, isMobile: true, hasTouch: true}
/** How long a saved ball may take to reach the open page on a busy machine. */
const SHOWN_MS = 30_000

let site: RunningSite | undefined
let remove: (() => Promise<unknown>) | undefined
let file = ''
let matchPath = ''
let players = new Map<string, string>()
let ballsPerOver = 0

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const box = await sandbox()
  remove = box.remove
  file = path.join(path.dirname(box.file), 'demo-season.ndjson')
  await copyFile(path.join(ROOT, 'content/demo-season.ndjson'), file)
  const docs = await new DocumentStore(file).documents()
  players = new Map(docs.filter((d) => d._type === 'player').map((p) => [p._id, String(p.name)]))
  const fixture = nextFixture(docs)
  if (typeof fixture === 'string') throw new Error(fixture)
  ballsPerOver = fixture.rules.ballsPerOver
  matchPath = `/matches/${String(fixture.season.year)}/${String(fixture.match.matchNumber)}`
  let balls = 0
  await playFixture(file, fixture, {
    pause: async () => {},
    onStep: ({scorecard}) => void (balls = scorecard.innings[0]?.deliveries.length ?? 0),
    stopped: () => balls >= FIRST_INNINGS_BALLS,
  })
  // A server on this worktree's own port range, beside the suite's.
  site = await startSite(E2E_PORT + 1, {...box.env, CONTENT_DATASET_PATH: file})
})

test.afterAll(async () => {
  await site?.stop()
  await remove?.()
})

const card = (page: Page) => page.locator('[data-live-card]')
const ballLines = (page: Page) => page.locator('[data-commentary] li:has(> .centre-ball)')
const surname = (id: string) => players.get(id)!.split(' ').at(-1)!

/** Saves balls as `npm run demo:match-day` does, one at a time, each once the page shows the one before,
 * until `until` says stop; returns the scorecard after the last (null once the match has ended). */
async function playOn(play: BallByBall, page: Page, until: (card: Scorecard) => boolean): Promise<Scorecard | null> {
  for (;;) {
    const scorecard = await play.next()
    if (!scorecard) return null
    await expect(ballLines(page)).toHaveCount(scorecard.innings.reduce((n, i) => n + i.deliveries.length, 0), {timeout: SHOWN_MS})
    if (until(scorecard)) return scorecard
  }
}

test('a live match: the card and the commentary are in the HTML without JavaScript; axe finds nothing on them', async ({browser}) => {
  test.setTimeout(360_000)
  const context = await browser.newContext({...PHONE, javaScriptEnabled: false})
  const page = await context.newPage()
  await page.goto(`${site!.url}${matchPath}`)
  await expect(card(page)).toBeVisible()
  await expect(card(page).getByRole('list', {name: 'At the crease'}).getByRole('listitem')).toHaveCount(2)
  await expect(ballLines(page)).toHaveCount(FIRST_INNINGS_BALLS)
  await expect(page.locator('[data-commentary] li', {hasText: /^End of over 1: /})).toHaveCount(1)
  await context.close()
  const scripted = await (await browser.newContext(PHONE)).newPage()
  await scripted.goto(`${site!.url}${matchPath}`)
  await expect(card(scripted)).toBeVisible()
  expect(await axeViolations(scripted, ['[data-live-card]', '[data-commentary]'])).toEqual([])
  await scripted.context().close()
})

test('a live match at 320 px: the card and the commentary follow each ball, then the result replaces the card', async ({browser}, testInfo) => {
  test.setTimeout(600_000)
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const opened = await openLivePage(page, `${site!.url}${matchPath}`)
  const play = await ballByBall(file)

  // The card leads the page, marked LIVE, and fits the phone.
  await expect(card(page)).toBeVisible()
  await expect(card(page).getByText('Live', {exact: true})).toBeVisible()
  expect(await card(page).evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth && el.scrollWidth <= el.clientWidth)).toBe(true)
  await expect(ballLines(page)).toHaveCount(FIRST_INNINGS_BALLS)
  await page.screenshot({path: testInfo.outputPath('live-card-320.png')})
  const live = page.locator('[data-commentary] [aria-live="polite"]')
  await expect(live).toHaveAttribute('aria-relevant', 'additions')

  // Ball by ball up to the next catch: each ball's line arrives on top, the lines before it stay the same nodes.
  let scorecard: Scorecard | null = null
  for (let ball = FIRST_INNINGS_BALLS + 1; ; ball++) {
    await ballLines(page).first().evaluate((el) => el.setAttribute('data-seen', ''))
    scorecard = await play.next()
    const delivery = scorecard!.innings[0]!.deliveries.at(-1)!
    await expect(ballLines(page)).toHaveCount(ball, {timeout: SHOWN_MS})
    await expect(ballLines(page).nth(1)).toHaveAttribute('data-seen', '')
    const chips = splitOvers(scorecard!.innings[0]!.deliveries, ballsPerOver).at(-1)!.map((d) => ballChip(d).text)
    await expect(card(page).locator('.centre-chip > [aria-hidden]')).toHaveText(chips)
    const catchOf = delivery.wickets?.find((w) => w.kind === 'caught')
    if (!catchOf) continue
    await expect(ballLines(page).first()).toHaveText(new RegExp(`^\\d\\.\\d .+, OUT! c (\\S+ )*${surname(catchOf.fielders![0]!)} b (\\S+ )*${surname(delivery.bowler)}, \\d+ \\(\\d+\\)$`))
    await expect(card(page)).toContainText(/Last: .+ \d+ \(\d+\), c .+ b .+, \d+\/\d+/)
    break
  }

  // Into the chase: the card's target and need agree with the page's score line.
  scorecard = await playOn(play, page, (s) => (s.innings[1]?.deliveries.length ?? 0) >= CHASE_BALLS)
  const line = play.lineOf(scorecard!)!
  await expect(page.locator(`[data-live-score="${play.matchId}"]`)).toHaveText(line, {timeout: SHOWN_MS})
  const [, runs, need, from] = /(\d+)\/\d+ \(\S+\) · need (\d+) from (\d+)$/.exec(line)!.map(Number)
  // The card is the page's server render, refreshed after the stream's score line: it follows within the same bound.
  await expect(card(page).locator('[data-live-card-chase]')).toHaveText(`Target ${runs! + need!} · need ${need} from ${from}`, {timeout: SHOWN_MS})
  await expect(card(page).locator('[data-live-card-score]')).toContainText(`${runs}/`)
  await expect(card(page).getByRole('list', {name: 'At the crease'}).getByText('(on strike)')).toHaveCount(1)
  await expect(ballLines(page)).toHaveCount(scorecard!.innings[0]!.deliveries.length + CHASE_BALLS)

  // The rest of the match saved at once, as a scorer catching up after a lost signal would: the page ends
  // on the result in the card's place, without a reload.
  while (await play.next());
  await expect(page.locator('[data-result-banner]')).toHaveText(/^Result (Oxygen .+ won by \d+ (runs?|wickets?)|Match tied)$/, {timeout: SHOWN_MS})
  await expect(card(page)).toHaveCount(0)
  await expect(page.getByRole('heading', {name: 'Commentary'})).toBeVisible()
  await opened.expectNoReload()
  await context.close()
})

test('a finished match keeps its commentary and the result; axe finds nothing', async ({browser}) => {
  test.setTimeout(360_000)
  const context = await browser.newContext({...PHONE, javaScriptEnabled: false})
  const page = await context.newPage()
  await page.goto(`${site!.url}${matchPath}`)
  await expect(page.locator('[data-result-banner]')).toBeVisible()
  await expect(page.locator('[data-commentary] h3')).toHaveCount(2)
  await expect(page.locator('[data-commentary] li', {hasText: /^End of over 1: /})).toHaveCount(2)
  await context.close()
  const scripted = await (await browser.newContext(PHONE)).newPage()
  await scripted.goto(`${site!.url}${matchPath}`)
  expect(await axeViolations(scripted, ['[data-result-banner]', '[data-commentary]'])).toEqual([])
  await scripted.context().close()
})
