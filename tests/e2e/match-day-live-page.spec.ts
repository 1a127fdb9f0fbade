// A match page while the match is played (the demo season's next fixture, played into a private copy
// of the dataset up to the middle of the chase, as `npm run demo:match-day` plays it): the state of play
// above the card, the batters in marked, who is yet to bat, the chase in the share text, the share
// image, the live Cricsheet file kept out of caches; and the README's screenshots of it and of
// /matches/stats at 390 px.
import {copyFile} from 'node:fs/promises'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {DocumentStore} from '../../scripts/content-lake/store'
import {nextFixture, playFixture} from '../../scripts/lib/match-day'
import {axeViolations} from './support/axe'
import {freePort, sandbox} from './support/sandbox'
import {ROOT, startSite, type RunningSite} from './support/site-server'
import {guideScreenshot} from './support/studio'

/** Balls of the chase bowled before the page is read: well into it, far from its end. */
const CHASE_BALLS = 20

let site: RunningSite | undefined
let remove: (() => Promise<unknown>) | undefined
let matchPath = ''

test.describe.configure({mode: 'default'})

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const box = await sandbox()
  remove = box.remove
  const file = path.join(path.dirname(box.file), 'demo-season.ndjson')
  await copyFile(path.join(ROOT, 'content/demo-season.ndjson'), file)
  const fixture = nextFixture(await new DocumentStore(file).documents())
  if (typeof fixture === 'string') throw new Error(fixture)
  matchPath = `/matches/${String(fixture.season.year)}/${String(fixture.match.matchNumber)}`
  let chase = 0
  await playFixture(file, fixture, {
    pause: async () => {},
    onStep: ({scorecard}) => void (chase = scorecard.innings[1]?.deliveries.length ?? 0),
    stopped: () => chase >= CHASE_BALLS,
  })
  site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: file})
})

test.afterAll(async () => {
  await site?.stop()
  await remove?.()
})

/** A phone as the README's screenshots show the site. */
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}

test('a live match at 390 px: the state of play, the batters in, who is yet to bat, the chase to share, axe clean', async ({browser}, testInfo) => {
  test.setTimeout(60_000) // axe over a full scorecard, on a busy machine
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(`${site!.url}${matchPath}`)
  const scoreboard = page.getByRole('region', {name: 'Scoreboard'})
  await expect(scoreboard).toContainText(/\d+\/\d+ \(\d+\.\d\) · need \d+ from \d+/)
  const chase = page.getByRole('region', {name: /2nd innings$/})
  await expect(chase.getByRole('region', {name: /batting$/}).locator('tbody tr[data-batting]')).toHaveCount(2)
  await expect(chase).toContainText('Yet to bat:')
  await expect(page.getByRole('region', {name: /1st innings$/})).not.toContainText('Yet to bat:')
  const share = page.getByRole('link', {name: 'Send on WhatsApp'})
  const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!
  expect(text).toMatch(new RegExp(`^OPL · [A-Z]{3} \\d+/\\d+ \\(\\d+\\.\\d\\) chasing \\d+ — need \\d+ from \\d+ · http://\\S+${matchPath}$`))
  // The chase's numbers agree: the target less the score is what is needed.
  const [, runs, target, need] = /(\d+)\/\d+ \(\S+\) chasing (\d+) — need (\d+)/.exec(text)!.map(Number)
  expect(target! - runs!).toBe(need)
  // The README's picture: the score, the share buttons and the top of the chase's card.
  await page.setViewportSize({width: 390, height: 1500})
  await guideScreenshot(page, 'match-live', testInfo.outputDir, 'png')
  expect(await axeViolations(page)).toEqual([])
  await context.close()
})

test('the live share image shows the score, and the live Cricsheet file is not kept downstream', async ({request}) => {
  const image = await request.get(`${site!.url}${matchPath}/opengraph-image`)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  const file = await request.get(`${site!.url}${matchPath}/cricsheet.json`)
  expect(file.status()).toBe(200)
  expect(file.headers()['cache-control']).toBe('no-cache')
  expect((await file.json()).info.outcome).toEqual({})
})

test('the README’s screenshot of /matches/stats at 390 px', async ({browser}, testInfo) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(`${site!.url}/matches/stats`)
  await expect(page.getByRole('region', {name: 'Orange Cap'})).toBeVisible()
  await guideScreenshot(page, 'stats', testInfo.outputDir, 'png')
  await context.close()
})
