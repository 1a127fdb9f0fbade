// The volunteer's nine everyday tasks (issue #41), one test each, in the built Studio, offline, against the
// local Content Lake stand-in (`npm run studio`) on a private copy of the demo season: each does the task as
// docs/editors.md says, checks what the form shows once it is published, and what a fan then sees on the
// production site reading that copy (CONTENT_DATASET_PATH). At 1280 px; the score on a phone at 390 px.
// With UPDATE_DOC_SHOTS=1 each saves the guide's picture of its key moment (docs/img/editors/<task>.png).
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, test, type Locator, type Page} from '@playwright/test'
import {teamCode} from '../../league/team-code'
import {E2E_PORT} from './support/browser'
import {ROOT, startSite, type RunningSite} from './support/site-server'
import {
  expectFormSettled,
  field,
  FRESH_WITHIN_MS,
  guideScreenshot,
  keepOffline,
  newPhoto,
  openStudio,
  publishAndWait,
  publishButton,
  startStudio,
  taskScreenshot,
  typeNumber,
} from './support/studio'
import {boundBeside, timed} from './support/timing'

/** The Studio is a large app: on a busy two-core machine (the full suite's two workers, or other work
 * beside it) a document can take a minute or more to open. */
const expect = baseExpect.configure({timeout: 90_000})
/** This suite's servers: the stand-in, its Studio, the site on the working copy, the site on the stand-in;
 * apart from every other spec's (studio-match-desk + 1, + 2; studio-desk-find + 3 to + 5; studio + 7 to + 9). */
const PORTS = {lake: E2E_PORT + 10, studio: E2E_PORT + 11, site: E2E_PORT + 12, sanitySite: E2E_PORT + 13}
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}

type Doc = {_id: string; _type: string; name?: string; shortName?: string; matchNumber?: number; team?: {_ref: string}; homeTeam?: {_ref: string}; awayTeam?: {_ref: string}}
type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let copy: string
let datasetFile: string
let docs: Doc[]
/** The production site on the working copy the Studio edits (the embedded backend and its dataset watcher). */
let site: RunningSite

test.describe.configure({mode: 'serial', timeout: 600_000})
test.use({ignoreHTTPSErrors: true}) // the stand-in's certificate is made for this run (scripts/content-lake/secure.ts)

test.beforeAll(async () => {
  test.setTimeout(120_000) // a stand-in and production servers starting on a busy machine
  copy = await mkdtemp(path.join(tmpdir(), 'opl-volunteer-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  // The demo season (a season under way, with scores), its last league match still to be played.
  datasetFile = path.join(copy, 'demo-season.ndjson')
  const season = await readFile(datasetFile, 'utf8')
  const unplayed = season.replace(/("_id":"match-10".*)"status":"noResult"/, '$1"status":"scheduled"')
  baseExpect(unplayed).not.toBe(season)
  await writeFile(datasetFile, unplayed)
  docs = unplayed.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Doc)
  lake = await startStudio({datasetFile, port: PORTS.lake, studioPort: PORTS.studio})
  site = await startSite(PORTS.site, {CONTENT_DATASET_PATH: datasetFile})
})
test.afterAll(async () => {
  await Promise.all([lake?.close(), site?.stop()])
  if (copy) await rm(copy, {recursive: true, force: true})
})
test.beforeEach(async ({context}) => {
  await keepOffline(context)
})
test.afterEach(() => {
  expect(lake.unanswered, 'requests the stand-in did not answer').toEqual([])
})

/** The open document's form, as the guide's pictures show it. */
const documentPane = (page: Page) => page.getByTestId('document-pane')

/** The open document's form scrolled so that `part` (the field a step is about) is in its middle. */
async function formAround(page: Page, part: Locator) {
  await part.evaluate((element) => element.scrollIntoView({block: 'center'}))
  return documentPane(page)
}

async function openMatch(page: Page, title: RegExp | string) {
  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Matches by season', exact: true}).click()
  await page.getByRole('link', {name: /OPL 2026/}).click()
  await page.getByRole('link', {name: title}).click()
}

/** The working copy's line of a document, as the site's backend reads it. */
async function storedLine(match: (line: string) => boolean) {
  const line = (await readFile(datasetFile, 'utf8')).split('\n').find(match)
  return line ? (JSON.parse(line) as Record<string, unknown>) : null
}

test('a match report with a photo: "Write the report" on a played match, a cover and its description, Publish; the report is on /news and the match page', async ({page, browser}, testInfo) => {
  await openMatch(page, /#1 Oxygen Gangsters v Oxygen Desperados/)
  await page.getByRole('button', {name: 'Open document actions'}).click()
  await page.getByRole('menuitem', {name: 'Write the report'}).click()

  // The post's form: headline said from the scorecard's result, the match and both teams referenced.
  const headline = page.getByRole('textbox', {name: 'Headline'})
  const title = 'Oxygen Desperados beat Oxygen Gangsters by 2 runs' // the site's "Oxygen Desperados won by 2 runs"
  await expect(headline).toHaveValue(title)
  await expect(page.getByRole('link', {name: '#1 Oxygen Gangsters v Oxygen Desperados 2026-10-03 · Completed'})).toBeVisible() // the Match field
  for (const team of ['Oxygen Gangsters', 'Oxygen Desperados']) await expect(field(page, 'teams').getByRole('link', {name: new RegExp(`^${team} ${team} `)})).toBeVisible()
  await expect(page).toHaveURL(/report-match-1/)
  expect(await lake.store.get('drafts.report-match-1')).toMatchObject({_type: 'post', title, match: {_ref: 'match-1'}, teams: [{_ref: 'team-oxygen-gangsters'}, {_ref: 'team-oxygen-desperados'}]})

  // The rest of the post, as for any news post: web address, author, summary, text, cover and its description.
  await field(page, 'slug').getByRole('button', {name: 'Generate'}).click()
  const slug = field(page, 'slug').getByRole('textbox')
  await expect(slug).toHaveValue('oxygen-desperados-beat-oxygen-gangsters-by-2-runs')
  await field(page, 'author').getByRole('textbox').fill('Ravi (volunteer)')
  await field(page, 'summary').getByRole('textbox').fill('Two runs in it after a last-over scramble at Oxygen Residency.')
  await field(page, 'body').locator('[contenteditable="true"]').click()
  await page.keyboard.type('The Desperados defended 8 off the last over.')
  await page.getByTestId('file-button-input').first().setInputFiles(await newPhoto(testInfo.outputDir, '#1d6b3a'))
  await expect(page.getByText('Drag or paste image here')).toBeHidden()
  const alt = 'Desperados players celebrating the last wicket'
  await field(page, 'cover.alt').getByRole('textbox').fill(alt)
  await expect(publishButton(page)).toBeEnabled() // the Studio has checked the post: nothing missing
  await taskScreenshot(await formAround(page, field(page, 'cover.alt')), 'match-report')
  await publishAndWait(page, lake)

  await expectFormSettled(page)
  await expect(headline).toHaveValue(title)
  await expect(field(page, 'cover.alt').getByRole('textbox')).toHaveValue(alt)

  const fan = await browser.newPage()
  await fan.goto(`${site.url}/news`)
  await expect(fan.getByRole('list', {name: 'Posts, newest first'}).getByRole('link').first()).toContainText(title, {timeout: 250})
  await fan.goto(`${site.url}/news/${await slug.inputValue()}`)
  await expect(fan.getByRole('heading', {level: 1})).toHaveText(title, {timeout: 250})
  const cover = fan.getByRole('article').getByRole('img', {name: alt})
  expect(await cover.evaluate(async (img: HTMLImageElement) => await img.decode().then(() => img.naturalWidth, () => 0))).toBeGreaterThan(0)
  await fan.goto(`${site.url}/matches/2026/1`)
  await expect(fan.getByRole('list', {name: 'Reports of this match'}).getByRole('link', {name: new RegExp(title)})).toBeVisible()

  // Back on the match, the report is written: the action is no longer offered.
  await openMatch(page, /#1 Oxygen Gangsters v Oxygen Desperados/)
  await page.getByRole('button', {name: 'Open document actions'}).click()
  await expect(page.getByRole('menuitem', {name: 'Score this match'})).toBeVisible()
  await expect(page.getByRole('menuitem', {name: 'Write the report'})).toHaveCount(0)
})

/** A team's line in the points table: P, Pts, W, L, T, NR, the last five and NRR as the fan reads them. */
const tableRow = (page: Page, team: string) => page.getByRole('row').filter({has: page.getByRole('rowheader', {name: team})})

test("a result: an organiser types a played match's scores; the match page, results, the points table (with NRR) and the team's page follow", async ({page, browser}) => {
  const fan = await browser.newPage()
  await fan.goto(`${site.url}/matches/points`)
  await expect(tableRow(fan, 'Oxygen Gladiators')).toContainText(/5\s*2\s*1\s*4\s*0\s*0\D.*-0\.878$/)

  await openMatch(page, /#10 Oxygen Gladiators v Oxygen Desperados/)
  await field(page, 'status').getByRole('radio', {name: 'Completed'}).check()
  // The form names the teams, and works the result out from the scores: nothing to choose.
  await field(page, 'battedFirst').getByRole('radio', {name: 'Oxygen Gladiators'}).check()
  await expect(field(page, 'home')).toContainText('Oxygen Gladiators score')
  await expect(field(page, 'away')).toContainText('Oxygen Desperados score')
  const result = page.getByTestId('match-result')
  await expect(result).toHaveText("Enter the home side's score.")
  await expect(field(page, 'winner').getByRole('radio')).toHaveCount(0)
  const scores = [['home', '80', '5', '8'], ['away', '60', '10', '7']] as const
  for (const [side, runs, wickets, overs] of scores) {
    for (const [part, value] of [['runs', runs], ['wickets', wickets], ['overs', overs]] as const) await typeNumber(page, `${side}.${part}`, value)
  }
  await expect(result).toHaveText('Oxygen Gladiators won by 20 runs')
  await taskScreenshot(await formAround(page, field(page, 'away')), 'result')
  await publishAndWait(page, lake)

  await expectFormSettled(page)
  await expect(field(page, 'status').getByRole('radio', {name: 'Completed'})).toBeChecked()
  for (const [side, runs, wickets, overs] of scores) {
    await expect(field(page, `${side}.runs`).locator('input')).toHaveValue(runs)
    await expect(field(page, `${side}.wickets`).locator('input')).toHaveValue(wickets)
    await expect(field(page, `${side}.overs`).locator('input')).toHaveValue(overs)
  }
  await expect(result).toHaveText('Oxygen Gladiators won by 20 runs')
  expect(await lake.store.get('match-10')).toMatchObject({status: 'completed', winner: 'home'})

  // Gladiators 80/5 (8 overs) beat Desperados 60 all out (counted as their full 8 overs): NRR
  // 6 × (329 + 80) / (233 + 48 balls) − 6 × (374 + 60) / (240 + 48 balls) = 8.733 − 9.042 = −0.309.
  await fan.goto(`${site.url}/matches/2026/10`)
  await expect(fan.getByRole('region', {name: 'Scoreboard'})).toContainText('Oxygen Gladiators won by 20 runs', {timeout: 250})
  await fan.goto(`${site.url}/matches/points`)
  await expect(tableRow(fan, 'Oxygen Gladiators')).toContainText(/6\s*4\s*2\s*4\s*0\s*0\D.*-0\.309$/, {timeout: 250})
  await fan.goto(`${site.url}/matches/results`)
  await expect(fan.getByRole('row').filter({hasText: '#10'})).toContainText('Oxygen Gladiators won by 20 runs', {timeout: 250})
  await fan.goto(`${site.url}/participation/teams/oxygen-gladiators`)
  await expect(fan.getByText('4 pts from 6')).toBeVisible({timeout: 250})
  // The team's matches: a table at this width (cards on a phone).
  await expect(fan.getByRole('region', {name: 'Matches of Oxygen Gladiators'}).getByRole('row').filter({hasText: '#10'})).toContainText('Oxygen Gladiators won by 20 runs', {timeout: 250})
})

/** A key date on /matches/schedules: its heading and its day. */
const keyDateOnSchedule = (page: Page, title: string, day: string) =>
  page.getByRole('listitem').filter({has: page.getByRole('heading', {level: 3, name: title, exact: true})}).locator(`time[datetime="${day}"]`)

test('moving a key date: the home page countdown and /matches/schedules change, no deploy', async ({page, browser}) => {
  const fan = await browser.newPage()
  await fan.clock.setFixedTime(new Date('2026-09-01T10:00:00+05:30')) // the fan's day: the auction is next
  await fan.goto(`${site.url}/`)
  await expect(fan.getByText('Player Auction in 11 days')).toBeVisible()

  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Key dates', exact: true}).click()
  await page.getByRole('link', {name: 'Player Auction 2026-09-12 · TENTATIVE'}).click()
  const day = field(page, 'date').getByRole('textbox')
  await expect(day).toHaveValue('12 Sep 2026')
  await day.fill('19 Sep 2026')
  await day.press('Enter')
  await taskScreenshot(await formAround(page, field(page, 'date')), 'key-date')
  await publishAndWait(page, lake)
  // The form shows what was saved: the first publish of a document loaded from the seed settles, and the
  // edit stays in the field once the stand-in's listener has reported the publish back.
  await expectFormSettled(page)
  await expect(day).toHaveValue('19 Sep 2026')

  await fan.goto(`${site.url}/`)
  // The page as served has the new day; the countdown is then counted on the fan's clock once it hydrates.
  await expect(fan.getByRole('listitem').filter({has: fan.getByRole('heading', {name: 'Player Auction'})}).locator('time[datetime="2026-09-19"]')).toBeVisible({timeout: 250})
  await expect(fan.getByText('Player Auction in 18 days')).toBeVisible()
  await fan.goto(`${site.url}/matches/schedules`)
  await expect(keyDateOnSchedule(fan, 'Player Auction', '2026-09-19')).toBeVisible({timeout: 250})
  await expect(keyDateOnSchedule(fan, 'Player Auction', '2026-09-12')).toHaveCount(0)
})

/** The alt texts of a /gallery section's photos, in the order the fan sees them. */
const galleryOrder = (page: Page, section: string) =>
  page.getByRole('list', {name: `${section} photos`}).getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))

/** Drops image files onto `target` as a volunteer drops them from their computer. */
async function dropFiles(target: Locator, files: string[]) {
  const payload = await Promise.all(files.map(async (file) => ({name: path.basename(file), data: (await readFile(file)).toString('base64')})))
  const dataTransfer = await target.page().evaluateHandle((items) => {
    const transfer = new DataTransfer()
    for (const {name, data} of items) transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, {type: 'image/jpeg'}))
    return transfer
  }, payload)
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, {dataTransfer})
}

const NEW_PHOTOS = [
  {colour: '#b0413e', caption: 'Toss before the final', alt: 'Both captains watching the coin in the air'},
  {colour: '#2f5d8a', caption: 'Prize-giving', alt: 'The player of the series holding a silver cup'},
  {colour: '#d9a400', caption: 'Crowd on the boundary', alt: 'Families on the grass bank cheering a six'},
]

test('gallery photos: three dropped at once, described in one place, one dragged to the front; /gallery shows them in order', async ({page, browser}, testInfo) => {
  const fan = await browser.newPage()
  await fan.goto(`${site.url}/gallery`)
  const before = await galleryOrder(fan, 'Closing Day')
  expect(before).toHaveLength(5)
  expect(before[3]).toMatch(/fireworks/i)

  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Gallery', exact: true}).click()
  await page.getByRole('link', {name: /Closing Day/}).click()
  await expect(page.getByRole('link', {name: /Closing Day\s*5 photos/})).toBeVisible() // the list's preview: the photo count
  const photos = field(page, 'images')
  // Each tile says its caption and that its photo is described, without opening it; nothing to describe yet.
  await expect(photos.getByText(/^Described: /)).toHaveCount(5)
  const panel = page.getByRole('region', {name: /^Describe \d+ photos?$|^Every photo is described$/})
  await expect(panel).toHaveCount(0)

  const files = await Promise.all(NEW_PHOTOS.map(({colour}) => newPhoto(testInfo.outputDir, colour)))
  await dropFiles(photos.getByTestId('Media').first(), files)
  await expect(photos.getByTestId('Media')).toHaveCount(8)
  await expect(panel).toHaveAccessibleName('Describe 3 photos')
  // Typed straight down: the first caption, then Tab to its description, Tab to the next photo's caption…
  await panel.getByRole('textbox', {name: 'Caption'}).first().click()
  for (const {caption, alt} of NEW_PHOTOS) {
    await page.keyboard.type(caption)
    await page.keyboard.press('Tab')
    await page.keyboard.type(alt)
    await page.keyboard.press('Tab')
  }
  await expect(panel).toHaveAccessibleName('Every photo is described')
  for (const [at, {caption, alt}] of NEW_PHOTOS.entries()) {
    const photo = panel.getByRole('group', {name: `Photo ${6 + at} of 8`})
    await expect(photo.getByRole('textbox', {name: 'Caption'})).toHaveValue(caption)
    await expect(photo.getByRole('textbox', {name: 'Alternative text'})).toHaveValue(alt)
  }
  await expect(photos.getByText(/^Described: /)).toHaveCount(8)
  await taskScreenshot(panel, 'gallery-photos')
  // On a phone the panel's rows stack: thumbnail, caption, description, nothing wider than the screen.
  await page.setViewportSize({width: 390, height: 844})
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({path: testInfo.outputPath('describe-photos-390.png')})
  for (const box of await panel.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(390)
  await page.setViewportSize({width: 1280, height: 720})

  // Sanity's drag handle (⋮⋮): press on the fireworks photo's handle, move it over the first photo, let go.
  const handles = photos.locator('[data-ui="DragHandleButton"]')
  const from = (await handles.nth(3).boundingBox())!
  const to = (await handles.nth(0).boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, {steps: 20})
  await page.mouse.up()
  await expect(photos.getByTestId('Media').getByRole('img').first()).toHaveAttribute('alt', 'Fireworks over the final')
  await publishAndWait(page, lake)

  await expectFormSettled(page)
  await expect(photos.getByTestId('Media').getByRole('img').first()).toHaveAttribute('alt', 'Fireworks over the final')
  for (const {caption, alt} of NEW_PHOTOS) {
    await expect(photos.getByText(caption, {exact: true})).toBeVisible()
    await expect(photos.getByText(`Described: ${alt}`, {exact: true})).toBeVisible()
  }

  await fan.goto(`${site.url}/gallery`)
  expect(await galleryOrder(fan, 'Closing Day')).toEqual([before[3], ...before.slice(0, 3), ...before.slice(4), ...NEW_PHOTOS.map(({alt}) => alt)])
  // The lightbox of a new photo: its description on the picture, its caption under it.
  const section = fan.getByRole('list', {name: 'Closing Day photos'})
  await expect(section).toHaveAttribute('data-enhanced', '')
  await section.getByRole('img', {name: NEW_PHOTOS[1]!.alt}).click()
  const lightbox = fan.getByRole('dialog', {name: 'Closing Day photos'})
  await expect(lightbox.getByRole('group', {name: 'Photo 7 of 8'})).toContainText(NEW_PHOTOS[1]!.caption)
  await expect(lightbox.getByRole('group', {name: 'Photo 7 of 8'}).getByRole('img', {name: NEW_PHOTOS[1]!.alt})).toBeVisible()
})

test('a sponsor: a new tagline shows on /sponsors; a deleted sponsor is gone, the Studio having said nothing else refers to it', async ({page, browser}) => {
  const tagline = 'Backing the junior nets every Sunday.'
  await openStudio(page, lake.studioUrl, '/structure/sponsor')
  await page.getByRole('link', {name: /Co Sponsor One/}).click()
  const taglineField = field(page, 'tagline').getByRole('textbox')
  await taglineField.fill(tagline)
  await taskScreenshot(await formAround(page, field(page, 'tagline')), 'sponsor')
  await publishAndWait(page, lake)
  await expectFormSettled(page)
  await expect(taglineField).toHaveValue(tagline)

  await page.getByRole('link', {name: /Partner Three/}).click()
  await expect(publishButton(page)).toBeVisible()
  await page.getByTestId('action-menu-button').click()
  await page.getByTestId('action-Delete').click()
  const dialog = page.getByRole('dialog')
  // The Studio looks for documents that refer to this one before it offers to delete it.
  await expect(dialog.getByRole('button', {name: /Delete/})).toBeEnabled()
  await expect(dialog).not.toContainText('An error occurred')
  await dialog.getByRole('button', {name: /Delete/}).click()
  await expect.poll(() => storedLine((line) => line.includes('"_id":"sponsor-powered-3"')), {message: 'the sponsor is gone from the dataset'}).toBeNull()
  await expect(page.getByRole('link', {name: /Partner Three/})).toHaveCount(0) // gone from the list too
  await page.waitForTimeout(FRESH_WITHIN_MS)

  const fan = await browser.newPage()
  await fan.goto(`${site.url}/sponsors`)
  await expect(fan.getByRole('main')).toContainText(tagline)
  await expect(fan.getByRole('main')).toContainText('Partner Two')
  await expect(fan.getByRole('main')).not.toContainText('Partner Three')
})

test('a typo: a volunteer fixes a captain’s quote; the form keeps the fix after Publish, and the news page shows it', async ({page, browser}) => {
  await openStudio(page, lake.studioUrl, '/structure/teamNote')
  await page.getByRole('link', {name: /Oxygen Gangsters/}).first().click()
  const quote = field(page, 'quote').getByRole('textbox')
  await expect(quote).toHaveValue(/every run counts/)
  const fixed = (await quote.inputValue()).replace('every run counts', 'every single run counts')
  await quote.fill(fixed)
  await taskScreenshot(field(page, 'quote'), 'typo')
  await publishAndWait(page, lake)
  await expectFormSettled(page)
  await expect(quote).toHaveValue(fixed)

  const fan = await browser.newPage()
  await fan.goto(`${site.url}/news/oxygen-gangsters`)
  await expect(fan.getByRole('main')).toContainText('every single run counts')
})

const REPORT = {
  slug: 'match-9-oxygen-elite-warriors-rising-force-beat-oxygen-gangsters-by-6-wickets',
  title: 'Oxygen Elite Warriors Rising Force beat Oxygen Gangsters by 6 wickets',
  draftTitle: 'The Warriors chase down 78 off the last ball',
  typedTitle: 'The Warriors chase down 78 with a six off the last ball',
}

test('a preview: a draft headline shows in the Presentation tab on the real page as it is typed, while fans still see the published one', async ({page, browser}) => {
  await openStudio(page, lake.studioUrl, '/structure/post')
  await page.getByRole('link', {name: new RegExp(REPORT.title)}).click()
  const headline = page.getByRole('textbox', {name: 'Headline'})
  await expect(headline).toHaveValue(REPORT.title)
  await headline.fill(REPORT.draftTitle)
  await expect.poll(async () => (await readFile(datasetFile, 'utf8')).includes(REPORT.draftTitle), {message: 'the draft is saved'}).toBe(true)
  await page.waitForTimeout(FRESH_WITHIN_MS)
  await expect(publishButton(page)).toBeEnabled() // a draft, not published

  // The site on its Sanity backend pointed at the stand-in, with draft preview (a read token) for the
  // Presentation tab; started for this task alone, since its queries load the stand-in the Studio talks to.
  const sanitySite = await startSite(PORTS.sanitySite, {
    SANITY_PROJECT_ID: 'opl-local',
    SANITY_API_HOST: lake.url,
    SANITY_READ_TOKEN: lake.token, // the one token the stand-in takes, made when it started
    SANITY_STUDIO_URL: lake.studioUrl, // the page may be framed by the Studio (CSP frame-ancestors)
  })
  try {
    const fan = await browser.newPage()
    for (const {url} of [site, sanitySite]) {
      await fan.goto(`${url}/news/${REPORT.slug}`)
      await expect(fan.getByRole('heading', {level: 1})).toHaveText(REPORT.title)
    }

    await page.goto(`${lake.studioUrl}/presentation?preview=${encodeURIComponent(`${sanitySite.url}/news/${REPORT.slug}`)}`)
    const preview = page.frameLocator('iframe')
    await expect(preview.getByRole('heading', {level: 1})).toHaveText(REPORT.draftTitle)
    await taskScreenshot(page.locator('body'), 'preview')
    // Typed beside the preview, the headline follows on the page with no refresh pressed.
    const beside = page.getByRole('textbox', {name: 'Headline'})
    await expect(beside).toHaveValue(REPORT.draftTitle)
    await beside.fill(REPORT.typedTitle)
    await expect(preview.getByRole('heading', {level: 1})).toHaveText(REPORT.typedTitle, {timeout: 15_000})
  } finally {
    await sanitySite.stop()
  }
})

const ALT_MESSAGE = 'Add a short description of the picture so screen-reader users know what it shows.'
const POST = {
  title: 'Sunrise Strikers take the opener',
  slug: 'sunrise-strikers-take-the-opener',
  author: 'Asha (volunteer)',
  summary: 'A last-over finish on the main ground.',
  alt: 'A Strikers batter running between the wickets',
}

test('deliberate mistakes: a photo without its description is refused, in words under the field; once fixed, the post publishes', async ({page, browser}, testInfo) => {
  const fan = await browser.newPage()
  await fan.goto(`${site.url}/news/${POST.slug}`)
  await expect(fan.getByRole('heading', {level: 1})).not.toHaveText(POST.title) // not there (a cached 404 must not stick)

  await openStudio(page, lake.studioUrl, '/structure/post')
  await page.getByRole('link', {name: 'News post', exact: true}).click() // the list's + (create)
  await field(page, 'title').getByRole('textbox').fill(POST.title)
  await field(page, 'slug').getByRole('button', {name: 'Generate'}).click()
  await expect(field(page, 'slug').getByRole('textbox')).toHaveValue(POST.slug)
  await field(page, 'author').getByRole('textbox').fill(POST.author)
  await field(page, 'summary').getByRole('textbox').fill(POST.summary)
  await field(page, 'body').locator('[contenteditable="true"]').click()
  await page.keyboard.type('The Strikers chased 84 with a six off the last ball.')
  await page.getByTestId('file-button-input').first().setInputFiles(await newPhoto(testInfo.outputDir, '#7a3e9d')) // the cover's Upload button
  await expect(page.getByText('Drag or paste image here')).toBeHidden() // the photo is in

  await expect(publishButton(page)).toBeDisabled()
  // The photo's description field says what is missing under itself, in words, before any list is opened
  // (then the document's list of problems says it too).
  const underField = page.getByText(ALT_MESSAGE)
  await expect(underField).toHaveCount(1)
  await expect(underField).toBeVisible()
  await page.getByRole('button', {name: 'Validation', exact: true}).click()
  await expect(page.getByText(ALT_MESSAGE)).toHaveCount(2)
  await field(page, 'cover.alt').evaluate((element) => element.scrollIntoView({block: 'center'})) // the message under the field
  await taskScreenshot(page.locator('body'), 'mistakes')

  // The draft is in the working copy, in export format, its photo a file beside it: what the site's backend
  // reads, and fans do not see. The Studio saves the finished upload in its own mutation, after the picture
  // shows in the form.
  await expect
    .poll(() => storedLine((line) => line.includes(POST.title)), {timeout: 10_000})
    .toMatchObject({_id: expect.stringMatching(/^drafts\./), _type: 'post', cover: {_sanityAsset: expect.stringMatching(/^image@file:\/\/\.\/images\//)}})
  await fan.reload()
  await expect(fan.getByRole('heading', {level: 1})).not.toHaveText(POST.title)

  // Fixed: the message goes, Publish works, the form keeps the description, and fans see the post.
  await field(page, 'cover.alt').getByRole('textbox').fill(POST.alt)
  await expect(page.getByText(ALT_MESSAGE)).toHaveCount(0)
  await publishAndWait(page, lake)
  await expectFormSettled(page)
  await expect(field(page, 'cover.alt').getByRole('textbox')).toHaveValue(POST.alt)
  await fan.goto(`${site.url}/news/${POST.slug}`)
  await expect(fan.getByRole('heading', {level: 1})).toHaveText(POST.title, {timeout: 250})
  await expect(fan.getByRole('article').getByRole('img', {name: POST.alt})).toBeVisible()
})

test.describe('on a phone', () => {
  test.use(PHONE)

  /** The smallest target a thumb gets. */
  const MIN_TARGET_PX = 48
  /** Taps in the over, its refusal and the next bowler included. */
  const OVER_TAPS = 13

  const tool = (page: Page) => page.getByRole('region', {name: 'Scorer'})
  const key = (page: Page, name: string) => tool(page).getByRole('button', {name, exact: true})
  const scoreLine = (page: Page) => tool(page).getByTestId('score-line')
  const crease = (page: Page, end: 'On strike' | 'Non-striker' | 'Bowling') => tool(page).locator(`dt:text-is("${end}") + dd`)
  const alert = (page: Page) => tool(page).getByRole('alert')

  /** No key narrower or shorter than a thumb, and nothing wider than the phone. */
  async function fitsAThumb(page: Page) {
    const sizes = await tool(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => ({name: b.getAttribute('aria-label') ?? b.textContent, ...b.getBoundingClientRect().toJSON()})))
    for (const {name, width, height} of sizes) expect.soft(Math.min(width, height), `${name}: ${width}×${height}`).toBeGreaterThanOrEqual(MIN_TARGET_PX)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  }

  test('a score on a phone: a volunteer scores an over of the final, each tap as quick as a stored ball, with a refusal and an undo; the match page follows', async ({page, browser}, testInfo) => {
    // The demo's final, still to be played: its home side bats. Each side's squad by name, as the tool lists it.
    const byId = new Map(docs.map((d) => [d._id, d]))
    const final = byId.get('match-final')!
    const [home, away] = [byId.get(final.homeTeam!._ref)!, byId.get(final.awayTeam!._ref)!]
    const code = teamCode(home)
    const squad = (team: Doc) => docs.filter((d) => d._type === 'player' && d.team?._ref === team._id).map((d) => d.name!).sort((a, b) => a.localeCompare(b))
    const [opener1, opener2, newBatter] = squad(home) as [string, string, string]
    const [bowler, catcher, nextBowler] = squad(away) as [string, string, string]
    const stored = async () => {
      const doc = await lake.store.get('scorecard-match-final')
      return doc as unknown as {toss?: {winner: {_ref: string}; decision: string}; innings?: Array<{team: {_ref: string}; deliveries?: Array<Record<string, unknown>>}>} | undefined
    }
    const storedBalls = async () => (await stored())?.innings?.[0]?.deliveries?.length ?? 0

    // From the desk to the match, and from the match to its scorecard: no match picked by hand.
    await openMatch(page, `#${final.matchNumber} ${home.name} v ${away.name}`)
    await page.getByRole('link', {name: 'Score this match'}).click()
    // The final is dated weeks ahead: the tool asks before it is played today.
    await key(page, 'Yes, start it today').click()
    await expect(tool(page).getByRole('heading', {name: 'Who won the toss?'})).toBeVisible()
    await fitsAThumb(page)

    // The toss starts the first innings: the home side won it and bats.
    await key(page, home.name!).click()
    await key(page, 'Bat').click()
    await expect(scoreLine(page)).toHaveText(`${code} 0/0 (0.0)`)
    await expect.poll(stored).toMatchObject({toss: {winner: {_ref: home._id}, decision: 'bat'}, innings: [{team: {_ref: home._id}}]})

    await expect(tool(page).getByRole('heading', {name: 'Who takes strike?'})).toBeVisible()
    await key(page, opener1).click()
    await key(page, opener2).click()
    await expect(tool(page).getByRole('heading', {name: 'Who bowls the first over?'})).toBeVisible()
    await key(page, bowler).click()
    await expect(crease(page, 'Bowling')).toContainText(bowler)
    await fitsAThumb(page)

    const started = Date.now()
    const ball = async (press: () => Promise<void>, line: string) => {
      await press()
      await expect(scoreLine(page)).toHaveText(`${code} ${line}`)
    }
    await ball(() => key(page, 'One run').click(), '1/0 (0.1)')
    await expect(crease(page, 'On strike'), 'an odd run changes ends').toContainText(opener2)
    await ball(() => key(page, 'Four runs').click(), '5/0 (0.2)')
    await ball(async () => {
      await key(page, 'Wide').click()
      await key(page, 'Wide, nothing else').click()
    }, '6/0 (0.2)')
    // By keyboard: focus came back to the keys; Tab along to 0 (a visible ring), Enter scores it.
    await expect(key(page, 'Wide')).toBeFocused()
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    await expect(key(page, 'No run')).toBeFocused()
    expect(await key(page, 'No run').evaluate((b) => getComputedStyle(b).outlineStyle)).not.toBe('none')
    await ball(() => page.keyboard.press('Enter'), '6/0 (0.3)')
    await ball(() => key(page, 'Six runs').click(), '12/0 (0.4)')
    await expect(tool(page).getByRole('list', {name: 'This over'})).toHaveText(/1\s*4\s*wd\s*0\s*6/)
    const shotsStarted = Date.now() // the pictures are no part of the over's time
    await taskScreenshot(tool(page), 'score-on-a-phone')
    await guideScreenshot(page, 'scorer', testInfo.outputDir, 'png') // the whole phone screen, for docs/season.md
    const shotsTook = Date.now() - shotsStarted
    await ball(async () => {
      await key(page, 'Wicket').click()
      await key(page, 'Caught').click()
      await key(page, catcher).click()
    }, '12/1 (0.5)')
    await expect(tool(page).getByRole('heading', {name: /who comes in\?/})).toBeVisible()
    await key(page, newBatter).click()
    await expect(crease(page, 'On strike'), 'the new batter takes the catch victim’s end').toContainText(newBatter)
    await ball(() => key(page, 'Two runs').click(), '14/1 (1.0)')

    // End of the over: the same bowler again is refused in a sentence; another one is taken.
    await expect(tool(page).getByRole('heading', {name: 'End of over 1. Who bowls over 2?'})).toBeVisible()
    await key(page, bowler).click()
    await expect(alert(page)).toContainText(new RegExp(`${bowler}.*may not bowl over 2`))
    await key(page, nextBowler).click()
    await expect(crease(page, 'Bowling')).toContainText(nextBowler)
    const overTook = Date.now() - started - shotsTook
    await expect(alert(page)).toHaveText('')
    await expect(crease(page, 'On strike'), 'ends change at the end of the over').toContainText(opener1)
    // The first ball marked the Scheduled match Live, so the site takes its scorecard.
    await expect.poll(async () => (await lake.store.get(final._id))?.status, {message: 'the match is marked Live'}).toBe('live')

    // Stored as the Cricsheet-shaped deliveries, each ball appended by its own insert (never the whole list).
    await expect.poll(storedBalls).toBe(7)
    const innings = (await stored())!.innings![0]!
    expect(innings.deliveries!.map((d) => (d.runs as {total: number}).total)).toEqual([1, 4, 1, 0, 6, 0, 2])
    expect(innings.deliveries![2]).toMatchObject({extras: {wides: 1}, runs: {batter: 0, extras: 1, total: 1}})
    expect(innings.deliveries![5]).toMatchObject({
      wickets: [{kind: 'caught', player_out: {_ref: expect.stringMatching(/^player-/)}, fielders: [{_ref: expect.stringMatching(/^player-/)}]}],
    })
    const patches = lake.store.transactions.flatMap(({changes}) => changes.filter(({id}) => id === 'scorecard-match-final').flatMap(({mutations}) => mutations))
    const inserts = patches.filter((m) => JSON.stringify(m).includes('].deliveries[-1]'))
    expect(inserts).toHaveLength(7)
    expect(patches.filter((m) => JSON.stringify(m.patch?.set ?? {}).includes('deliveries')), 'no ball rewrites the innings').toEqual([])

    // Undo takes back exactly the last ball, in the form and in the store; the over's bowler stays chosen.
    const oneBall = await timed(() => ball(() => key(page, 'Three runs').click(), '17/1 (1.1)'))
    await expect.poll(storedBalls).toBe(8)
    const undo = await timed(() => ball(() => key(page, 'Undo the last ball').click(), '14/1 (1.0)'))
    await expect.poll(storedBalls).toBe(7)
    testInfo.annotations.push({type: 'over scored in', description: `${overTook} ms (a ball and its undo: ${Math.round(oneBall + undo)} ms)`})
    // Timed beside two taps that each write the scorecard, in the same run (a busy machine slows both
    // alike): the over's taps, its menus, refusal and new batter included, answer no slower than those.
    const perTap = {over: overTook / OVER_TAPS, storing: (oneBall + undo) / 2}
    expect(perTap.over, `the over took ${overTook} ms, a ball and its undo ${Math.round(oneBall + undo)} ms`).toBeLessThan(boundBeside(perTap.storing, 2, 1_000))
    await expect(crease(page, 'Bowling')).toContainText(nextBowler)
    await fitsAThumb(page)

    // A fan on a phone: the final's page has the score as it stands, with no Publish.
    const fan = await browser.newPage(PHONE)
    await fan.goto(`${site.url}/matches/2026/${final.matchNumber}`)
    await expect(fan.getByRole('region', {name: 'Scoreboard'})).toContainText('14/1 (1.0)')
  })
})
