// The Studio in the browser tests: the built Studio (studio-dist, `npm run studio:build`, which `npm test`
// runs first) served by the local Content Lake stand-in on a private copy of the content, and a page
// that reaches nothing but this machine.
import {existsSync} from 'node:fs'
import {mkdir, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {expect, type BrowserContext, type Locator, type Page} from '@playwright/test'
import sharp from 'sharp'
import {startContentLakeServer, type ContentLakeOptions} from '../../../scripts/content-lake/server'
import {ROOT} from './site-server'

export const STUDIO_DIR = path.join(ROOT, 'studio-dist')

/** The stand-in serving the built Studio; refuses to start a test on a Studio that was never built. */
export async function startStudio(options: Omit<ContentLakeOptions, 'studioDir'>) {
  if (!existsSync(path.join(STUDIO_DIR, 'index.html'))) throw new Error('No built Studio in studio-dist/: run `npm run studio:build` (npm test does) first.')
  const lake = await startContentLakeServer({...options, studioDir: STUDIO_DIR})
  return Object.assign(lake, {studioUrl: lake.studioUrl!})
}

/**
 * No request leaves the machine: the Studio's hard-wired calls to Sanity's hosts (its web fonts, a version
 * check, the feedback tunnel) are refused at once, as they are offline, and listed for the test.
 */
export async function keepOffline(context: BrowserContext): Promise<string[]> {
  const external: string[] = []
  await context.route(/^https?:\/\/(?![^/]*(localhost|127\.0\.0\.1)[:/])/, (route) => {
    external.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  return external
}

/** Opens the Studio at `pathname`: the local login provider signs in at once. Signed in, the navbar offers
 * "Create new document" at every width (on a phone its tool links fold into a menu). */
export async function openStudio(page: Page, studioUrl: string, pathname = '/structure') {
  await page.goto(`${studioUrl}${pathname}`)
  await expect(page.getByRole('button', {name: 'Create new document'})).toBeVisible({timeout: 120_000})
}

/** Whether this run rewrites the docs' pictures (`UPDATE_DOC_SHOTS=1`); otherwise they go to the test's output. */
const UPDATE_DOC_SHOTS = process.env.UPDATE_DOC_SHOTS === '1'
/** Where docs/ keeps its screenshots of pages and tools. */
const SCREENSHOT_DIR = path.join(ROOT, 'docs/screenshots')
/** Where docs/editors.md keeps the picture of each volunteer task (tests/e2e/volunteer-tasks.spec.ts). */
const TASK_SHOT_DIR = path.join(ROOT, 'docs/img/editors')
/** The heaviest a task's picture may be, and the widest it is kept, so the guide stays light to load. */
const TASK_SHOT_MAX_BYTES = 120 * 1024
const TASK_SHOT_MAX_WIDTH = 960

/** A screenshot for docs/ (WebP, small; PNG when asked), kept in the test's output or, asked to, in docs/. */
export async function guideScreenshot(page: Page, name: string, outputDir: string, format: 'webp' | 'png' = 'webp') {
  const dir = UPDATE_DOC_SHOTS ? SCREENSHOT_DIR : outputDir
  await mkdir(dir, {recursive: true})
  const png = await page.screenshot()
  const image = sharp(png)
  await (format === 'png' ? image.png({compressionLevel: 9}) : image.webp({quality: 70})).toFile(path.join(dir, `${name}.${format}`))
}

/**
 * The picture of a volunteer task at its key moment for docs/editors.md: `target` (the form, or the part
 * of it the step is about) as a palette PNG of at most TASK_SHOT_MAX_BYTES, written only when
 * `UPDATE_DOC_SHOTS=1`, so a plain test run writes nothing.
 */
export async function taskScreenshot(target: Locator, task: string) {
  if (!UPDATE_DOC_SHOTS) return
  await mkdir(TASK_SHOT_DIR, {recursive: true})
  const shot = sharp(await target.screenshot({timeout: 60_000})).resize({width: TASK_SHOT_MAX_WIDTH, withoutEnlargement: true})
  for (const colours of [128, 64, 32]) {
    const png = await shot.clone().png({palette: true, colours, compressionLevel: 9}).toBuffer()
    if (png.length <= TASK_SHOT_MAX_BYTES) return writeFile(path.join(TASK_SHOT_DIR, `${task}.png`), png)
  }
  throw new Error(`The picture of "${task}" is over ${TASK_SHOT_MAX_BYTES} bytes: crop it to the part of the form the step is about.`)
}

/** A photo no dataset has yet (a plain colour), as a volunteer's new upload: its own file name and asset. */
export async function newPhoto(dir: string, colour: string): Promise<string> {
  await mkdir(dir, {recursive: true})
  const file = path.join(dir, `photo-${colour.slice(1)}.jpg`)
  await sharp({create: {width: 1200, height: 800, channels: 3, background: colour}}).jpeg().toFile(file)
  return file
}

/** A field of the open document's form, by its path ("title", "cover.alt", "home.runs"). */
export const field = (page: Page, name: string) => page.getByTestId(`field-${name}`)
export const publishButton = (page: Page) => page.getByRole('button', {name: 'Publish', exact: true})

/** The promise to editors: from 2 s after Publish, the next page load shows the change (no deploy, no restart). */
export const FRESH_WITHIN_MS = 2_000
/** How long a press of Publish is given to reach the stand-in on a busy machine, and how many looks at the
 * button publishAndWait takes before it gives up. */
const PUBLISH_LOOK_MS = 10_000
const PUBLISH_LOOKS = 8

/**
 * Presses Publish and waits until the publish has reached the Content Lake (a transaction that writes a
 * published, not a draft, document): the Studio's button labels are no sure sign — it first saves the
 * last edits ("Publishing…"), and a "Published" chip sits at the top of every published document.
 * From then on the fan's next load must show it within FRESH_WITHIN_MS.
 */
export async function publishAndWait(page: Page, lake: Awaited<ReturnType<typeof startStudio>>) {
  const before = lake.store.transactions.length
  const published = () => lake.store.transactions.slice(before).some(({changes}) => changes.some(({id, after}) => after && !id.startsWith('drafts.')))
  const reached = (timeout: number) => expect.poll(published, {timeout}).toBe(true).then(() => true, () => false)
  await expect(publishButton(page)).toBeEnabled({timeout: 60_000}) // the Studio checks the last edits first
  await publishButton(page).click()
  // Now and then the Studio drops a click on Publish that lands while it re-renders the form after the
  // last edit's save (the button stays, or comes back, as it was): pressed again, as a volunteer would,
  // each time it offers to publish once more and nothing has reached the stand-in (a publish under way
  // reads "Publishing…", and the button is disabled while the Studio checks the edits).
  for (let look = 1; look < PUBLISH_LOOKS && !(await reached(PUBLISH_LOOK_MS)); look++) {
    if (await publishButton(page).isEnabled({timeout: 1_000}).catch(() => false)) await publishButton(page).click()
  }
  await expect.poll(published, {message: 'the publish reached the stand-in', timeout: PUBLISH_LOOK_MS}).toBe(true)
  await page.waitForTimeout(FRESH_WITHIN_MS)
}

/**
 * Types a number as an organiser does: into the field, and again if the field does not hold it once the
 * form has saved (a busy Studio can re-draw a field under a value typed while it saved the one before).
 */
export async function typeNumber(page: Page, name: string, value: string) {
  const input = field(page, name).locator('input')
  await expect(async () => {
    if ((await input.inputValue()) !== value) await input.fill(value)
    await expect(page.getByText('Saving…')).toHaveCount(0, {timeout: 5_000})
    await expect(input).toHaveValue(value, {timeout: 1_000})
  }).toPass({timeout: 60_000})
}

/** After Publish, the form shows what was saved: nothing left saving, nothing left to publish. */
export async function expectFormSettled(page: Page) {
  await expect(page.getByText('Saving…')).toHaveCount(0, {timeout: 45_000})
  await expect(publishButton(page)).toBeDisabled({timeout: 45_000})
}
