// The editors' path in a real browser: the built Studio, offline, against the local Content Lake stand-in
// (`npm run studio`) on a private copy of the content. docs/editors.md follows these steps.
import {cp, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {DESK_SECTIONS} from '../../studio/structure'
import {ROOT} from './support/site-server'
import {guideScreenshot, keepOffline, openStudio, startStudio} from './support/studio'

type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let cleanUp: () => Promise<unknown>

test.describe.configure({mode: 'serial', timeout: 120_000})

test.beforeAll(async () => {
  const copy = await mkdtemp(path.join(tmpdir(), 'opl-studio-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  lake = await startStudio({datasetFile: path.join(copy, 'data.ndjson')})
  cleanUp = () => lake.close().then(() => rm(copy, {recursive: true, force: true}))
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
  await expect(page.getByRole('link', {name: /Grand Finale/})).toBeVisible()
  await expect(page.getByRole('link', {name: 'Grand Finale 2026-02-08 · FINALS'})).toBeVisible() // the preview: day and badge
  await guideScreenshot(page, 'studio-desk', testInfo.outputDir)
})
