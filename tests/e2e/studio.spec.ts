// The editors' path in a real browser: the built Studio, offline, against the local Content Lake stand-in
// (`npm run studio`) on a private copy of the content, and what a fan then sees on the production site
// reading that copy (CONTENT_DATASET_PATH, as docs/editors.md says). docs/editors.md follows these steps.
import {cp, mkdtemp, readFile, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, test, type Page} from '@playwright/test'
import {DESK_SECTIONS} from '../../studio/structure'
import {freePort} from './support/sandbox'
import {ROOT, startSite, type RunningSite} from './support/site-server'
import {guideScreenshot, keepOffline, newPhoto, openStudio, startStudio} from './support/studio'

const PHOTO = path.join(ROOT, 'content/images/0482582d4fac22db52d84c3a9cd0478068ce9ea8-1200x800.jpg')
const ALT_MESSAGE = 'Add a short description of the picture so screen-reader users know what it shows.'
const POST = {title: 'Sunrise Strikers take the opener', author: 'Asha (volunteer)', summary: 'A last-over finish on the main ground.'}
/** The promise to editors: from 2 s after Publish, the next page load shows the change (no deploy, no restart). */
const FRESH_WITHIN_MS = 2_000

/** The Studio is a large app: on a busy two-core machine a document can take seconds to open. */
const expect = baseExpect.configure({timeout: 20_000})

type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let cleanUp: () => Promise<unknown>
let datasetFile: string
/** The production site on the working copy the Studio edits. */
let site: RunningSite

test.describe.configure({mode: 'serial', timeout: 120_000})
test.use({ignoreHTTPSErrors: true}) // the stand-in's certificate is made for this run (scripts/content-lake/secure.ts)

test.beforeAll(async () => {
  const copy = await mkdtemp(path.join(tmpdir(), 'opl-studio-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  datasetFile = path.join(copy, 'data.ndjson')
  lake = await startStudio({datasetFile})
  site = await startSite(await freePort(), {CONTENT_DATASET_PATH: datasetFile})
  cleanUp = () => Promise.all([lake.close(), site.stop()]).then(() => rm(copy, {recursive: true, force: true}))
})
test.afterAll(async () => cleanUp?.())

test.beforeEach(async ({context}) => {
  await keepOffline(context)
})
test.afterEach(() => {
  expect(lake.unanswered, 'requests the stand-in did not answer').toEqual([])
})

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`)
const publishButton = (page: Page) => page.getByRole('button', {name: 'Publish', exact: true})

/** Presses Publish, waits for the Studio to confirm, then for the rest of FRESH_WITHIN_MS: the fan's next load must show it. */
async function publishAndWait(page: Page) {
  await expect(publishButton(page)).toBeEnabled()
  await publishButton(page).click()
  const pressed = Date.now()
  await expect(page.getByRole('button', {name: 'Published'})).toBeVisible()
  await page.waitForTimeout(Math.max(0, FRESH_WITHIN_MS - (Date.now() - pressed)))
}

test('the Studio opens offline: logged in locally, the desk lists every document type, a list shows its previews', async ({page}, testInfo) => {
  await openStudio(page, lake.studioUrl)
  for (const {title} of DESK_SECTIONS) await expect(page.getByRole('link', {name: title, exact: true})).toBeVisible()
  await page.getByRole('link', {name: 'Key dates', exact: true}).click()
  await expect(page.getByRole('link', {name: 'Grand Finale 2026-02-08 · FINALS'})).toBeVisible() // the preview: day and badge
  await guideScreenshot(page, 'studio-desk', testInfo.outputDir)
  await page.getByRole('link', {name: 'Grand Finale 2026-02-08 · FINALS'}).click()
  await expect(field(page, 'title').getByRole('textbox')).toHaveValue('Grand Finale')
})

test('a volunteer writes a news post; the Studio will not publish its photo without alt text and says why', async ({page}, testInfo) => {
  await openStudio(page, lake.studioUrl, '/structure/post')
  await page.getByRole('link', {name: 'News post', exact: true}).click() // the list's + (create)
  await field(page, 'title').getByRole('textbox').fill(POST.title)
  await field(page, 'slug').getByRole('button', {name: 'Generate'}).click()
  await field(page, 'author').getByRole('textbox').fill(POST.author)
  await field(page, 'summary').getByRole('textbox').fill(POST.summary)
  await field(page, 'body').locator('[contenteditable="true"]').click()
  await page.keyboard.type('The Strikers chased 84 with a six off the last ball.')
  await page.getByTestId('file-button-input').first().setInputFiles(PHOTO) // the cover's Upload button
  await expect(page.getByText('Drag or paste image here')).toBeHidden() // the photo is in

  await expect(publishButton(page)).toBeDisabled()
  await page.getByRole('button', {name: 'Validation', exact: true}).click() // the document's list of problems
  await expect(page.getByText(ALT_MESSAGE)).toBeVisible()
  await guideScreenshot(page, 'studio-validation', testInfo.outputDir)

  // The draft is in the working copy, in export format, its photo a file beside it: what the site's backend reads.
  const draft = (await readFile(datasetFile, 'utf8')).split('\n').find((line) => line.includes(POST.title))
  expect(JSON.parse(draft!)).toMatchObject({_id: expect.stringMatching(/^drafts\./), _type: 'post', cover: {_sanityAsset: `image@file://./images/${path.basename(PHOTO)}`}})
})

const NEW_POST = {
  title: 'Gangsters win the season opener',
  slug: 'gangsters-win-the-season-opener',
  author: 'Ravi (volunteer)',
  summary: 'A six off the final ball at the main ground.',
  alt: 'Batter hitting the winning six',
}

test('a volunteer writes a news post with a photo and alt text, publishes it, and it shows on /news and its own page within 2 s', async ({page, browser}, testInfo) => {
  const fan = await browser.newPage()
  await fan.goto(`${site.url}/news/${NEW_POST.slug}`)
  await expect(fan.getByRole('heading', {level: 1})).not.toHaveText(NEW_POST.title) // not there yet (a cached 404 must not stick)

  await openStudio(page, lake.studioUrl, '/structure/post')
  await page.getByRole('link', {name: 'News post', exact: true}).click()
  await field(page, 'title').getByRole('textbox').fill(NEW_POST.title)
  await field(page, 'slug').getByRole('button', {name: 'Generate'}).click()
  await expect(field(page, 'slug').getByRole('textbox')).toHaveValue(NEW_POST.slug)
  await field(page, 'author').getByRole('textbox').fill(NEW_POST.author)
  await field(page, 'summary').getByRole('textbox').fill(NEW_POST.summary)
  await field(page, 'body').locator('[contenteditable="true"]').click()
  await page.keyboard.type('The Gangsters chased 90 with a six off the last ball.')
  await page.getByTestId('file-button-input').first().setInputFiles(await newPhoto(testInfo.outputDir, '#1d6b3a'))
  await expect(page.getByText('Drag or paste image here')).toBeHidden()
  await field(page, 'cover.alt').getByRole('textbox').fill(NEW_POST.alt)
  await publishAndWait(page)

  await fan.goto(`${site.url}/news`)
  await expect(fan.getByRole('list', {name: 'Posts, newest first'}).getByRole('link').first()).toContainText(NEW_POST.title, {timeout: 250})
  await fan.goto(`${site.url}/news/${NEW_POST.slug}`)
  await expect(fan.getByRole('heading', {level: 1})).toHaveText(NEW_POST.title, {timeout: 250})
  const cover = fan.getByRole('article').getByRole('img', {name: NEW_POST.alt})
  expect(await cover.evaluate(async (img: HTMLImageElement) => await img.decode().then(() => img.naturalWidth, () => 0))).toBeGreaterThan(0)
})
