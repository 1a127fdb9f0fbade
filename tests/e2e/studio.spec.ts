// The Studio's set-up in a real browser: the built Studio, offline, against the local Content Lake stand-in
// (`npm run studio`) on a private copy of the content, and the site's Sanity backend pointed at the stand-in,
// refreshed by its signed webhook. The volunteer's everyday tasks are tests/e2e/volunteer-tasks.spec.ts.
import {cp, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, test} from '@playwright/test'
import {DESK_SECTIONS} from '../../studio/structure'
import {E2E_PORT} from './support/browser'
import {ROOT, startSite, type RunningSite} from './support/site-server'
import {field, guideScreenshot, keepOffline, openStudio, publishAndWait, startStudio} from './support/studio'

/** The Studio is a large app: on a busy two-core machine a document can take seconds to open. */
const expect = baseExpect.configure({timeout: 20_000})
/** This spec's servers: the stand-in, its Studio, the site on the stand-in. */
const PORTS = {lake: E2E_PORT + 7, studio: E2E_PORT + 8, sanitySite: E2E_PORT + 9}

type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let cleanUp: () => Promise<unknown>
/** The production site on its Sanity backend pointed at the stand-in: fresh by the stand-in's signed webhook. */
let sanitySite: RunningSite
const WEBHOOK_SECRET = 'e2e-studio-webhook-secret'

test.describe.configure({mode: 'serial', timeout: 120_000})
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
