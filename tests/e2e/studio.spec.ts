// The editors' path in a real browser: the built Studio, offline, against the local Content Lake stand-in
// (`npm run studio`) on a private copy of the content. docs/editors.md follows these steps.
import {cp, mkdtemp, readFile, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, test, type Page} from '@playwright/test'
import {DESK_SECTIONS} from '../../studio/structure'
import {ROOT} from './support/site-server'
import {guideScreenshot, keepOffline, openStudio, startStudio} from './support/studio'

const PHOTO = path.join(ROOT, 'content/images/0482582d4fac22db52d84c3a9cd0478068ce9ea8-1200x800.jpg')
const ALT_MESSAGE = 'Add a short description of the picture so screen-reader users know what it shows.'
const POST = {title: 'Sunrise Strikers take the opener', author: 'Asha (volunteer)', summary: 'A last-over finish on the main ground.'}

/** The Studio is a large app: on a busy two-core machine a document can take seconds to open. */
const expect = baseExpect.configure({timeout: 20_000})

type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let cleanUp: () => Promise<unknown>
let datasetFile: string

test.describe.configure({mode: 'serial', timeout: 120_000})
test.use({ignoreHTTPSErrors: true}) // the stand-in's certificate is made for this run (scripts/content-lake/secure.ts)

test.beforeAll(async () => {
  const copy = await mkdtemp(path.join(tmpdir(), 'opl-studio-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  datasetFile = path.join(copy, 'data.ndjson')
  lake = await startStudio({datasetFile})
  cleanUp = () => lake.close().then(() => rm(copy, {recursive: true, force: true}))
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
