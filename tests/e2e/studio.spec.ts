// The Studio's set-up in a real browser: the built Studio, offline, against the local Content Lake stand-in
// (`npm run studio`) on a private copy of the content, and the site's Sanity backend pointed at the stand-in,
// refreshed by its signed webhook (a match set back to Scheduled, a sponsor's tagline). The volunteer's
// everyday tasks are tests/e2e/volunteer-tasks.spec.ts.
import {cp, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, test} from '@playwright/test'
import {DESK_SECTIONS} from '../../studio/structure'
import {E2E_PORT} from './support/browser'
import {ROOT, startSite, type RunningSite} from './support/site-server'
import {field, guideScreenshot, keepOffline, openStudio, publishAndWait, startStudio} from './support/studio'

/** The Studio is a large app: on a busy two-core machine (the full suite's two workers) a document can
 * take tens of seconds to open. */
const expect = baseExpect.configure({timeout: 45_000})
/** This spec's servers: the stand-in, its Studio, the site on the stand-in. */
const PORTS = {lake: E2E_PORT + 7, studio: E2E_PORT + 8, sanitySite: E2E_PORT + 9}

type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let cleanUp: () => Promise<unknown>
/** The production site on its Sanity backend pointed at the stand-in: fresh by the stand-in's signed webhook. */
let sanitySite: RunningSite
const WEBHOOK_SECRET = 'e2e-studio-webhook-secret'

test.describe.configure({mode: 'serial', timeout: 240_000})
test.use({ignoreHTTPSErrors: true}) // the stand-in's certificate is made for this run (scripts/content-lake/secure.ts)

test.beforeAll(async () => {
  test.setTimeout(120_000) // a stand-in and production servers starting on a busy machine
  const copy = await mkdtemp(path.join(tmpdir(), 'opl-studio-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  const datasetFile = path.join(copy, 'demo-season.ndjson')
  lake = await startStudio({
    datasetFile,
    port: PORTS.lake,
    studioPort: PORTS.studio,
    webhook: {url: `http://127.0.0.1:${PORTS.sanitySite}/api/revalidate`, secret: WEBHOOK_SECRET},
  })
  sanitySite = await startSite(PORTS.sanitySite, {
    SANITY_PROJECT_ID: 'opl-local',
    SANITY_API_HOST: lake.url,
    SANITY_READ_TOKEN: lake.token, // the one token the stand-in takes, made when it started
    SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
  })
  cleanUp = () => Promise.all([lake.close(), sanitySite.stop()]).then(() => rm(copy, {recursive: true, force: true}))
})
test.afterAll(async () => cleanUp?.())

test.beforeEach(async ({context}) => {
  await keepOffline(context)
})
test.afterEach(() => {
  expect(lake.unanswered, 'requests the stand-in did not answer').toEqual([])
})

test('the Studio opens offline: logged in locally, the desk lists every document type, a list shows its previews', async ({page}, testInfo) => {
  await openStudio(page, lake.studioUrl)
  for (const {title} of DESK_SECTIONS) await expect(page.getByRole('link', {name: title, exact: true})).toBeVisible()
  await page.getByRole('link', {name: 'Key dates', exact: true}).click()
  await expect(page.getByRole('link', {name: 'Grand Finale 2026-12-19 · FINALS'})).toBeVisible() // the preview: day and badge
  await guideScreenshot(page, 'studio-desk', testInfo.outputDir)
  await page.getByRole('link', {name: 'Grand Finale 2026-12-19 · FINALS'}).click()
  await expect(field(page, 'title').getByRole('textbox')).toHaveValue('Grand Finale')
})

test('an organiser sets a match scored ball by ball back to Scheduled: its scorecard is kept, and its page shows no result', async ({page, browser}) => {
  const fan = await browser.newPage()
  await fan.goto(`${sanitySite.url}/matches/2026/3`)
  const scoreboard = fan.getByLabel('Scoreboard', {exact: true})
  await expect(scoreboard).toContainText(/ won by |Match tied/)
  const balls = async () => ((await lake.store.get('scorecard-match-3')) as {innings?: {deliveries?: unknown[]}[]} | undefined)?.innings?.flatMap((i) => i.deliveries ?? []).length
  const stored = await balls()

  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Matches by season', exact: true}).click()
  await page.getByRole('link', {name: /OPL 2026/}).click()
  await page.getByRole('link', {name: /#3 Oxygen Gangsters v Oxygen Elite Warriors Rising Force/}).click()
  await expect(page.getByTestId('match-result')).toContainText('its result comes from the scorecard')
  await field(page, 'status').getByRole('radio', {name: 'Scheduled'}).click()
  const confirm = page.getByRole('alertdialog', {name: 'Clear the scores of this match?'})
  await expect(confirm).toContainText('Its ball-by-ball scorecard is kept')
  await confirm.getByRole('button', {name: 'Clear the scores'}).click()
  await expect(field(page, 'status').getByRole('radio', {name: 'Scheduled'})).toBeChecked()
  await publishAndWait(page, lake)

  // The stand-in's webhook has refreshed the match's pages on the site.
  await fan.goto(`${sanitySite.url}/matches/2026/3`)
  await expect(scoreboard).toContainText('Yet to be played', {timeout: 250})
  await expect(scoreboard).not.toContainText(/ won by |Match tied/)
  expect(await balls()).toBe(stored)
  expect(stored).toBeGreaterThan(0)
})

test("the site's Sanity backend gets the stand-in's signed webhook on publish and refreshes the pages that show the change, and no other", async ({page, request}) => {
  const cacheOf = async (pathname: string) => (await request.get(`${sanitySite.url}${pathname}`)).headers()['x-nextjs-cache']
  for (const pathname of ['/sponsors', '/matches/points']) {
    await request.get(`${sanitySite.url}${pathname}`) // cached now, if it was not
    expect(await cacheOf(pathname), pathname).toBe('HIT')
  }
  const delivered = lake.webhookDeliveries.length

  await openStudio(page, lake.studioUrl, '/structure/sponsor')
  await page.getByRole('link', {name: /Co Sponsor One/}).click()
  await field(page, 'tagline').getByRole('textbox').fill('Backing neighbourhood cricket since Season 1.')
  await publishAndWait(page, lake)

  expect(lake.webhookDeliveries.slice(delivered)).toEqual([
    {documentId: 'sponsor-co-1', operation: 'update', status: 200, answer: {revalidated: {tags: ['sponsor']}}},
  ])
  expect(await cacheOf('/matches/points'), 'the points table was not touched').toBe('HIT')
  const sponsors = await request.get(`${sanitySite.url}/sponsors`)
  expect(sponsors.headers()['x-nextjs-cache'], 'the sponsors page was made again').not.toBe('HIT')
  expect(await sponsors.text()).toContain('Backing neighbourhood cricket since Season 1.')
})
