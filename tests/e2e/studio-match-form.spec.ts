// A match's form as a volunteer meets it (issue #57), in the built Studio, offline, on a private copy of the
// demo season: its start time in India time on a laptop set to any zone, a result line that never says what
// the scores cannot make, Publish that waits for the checks, and "Write the report" in the match's banner.
import {cp, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, test, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from '@playwright/test'
import {E2E_PORT} from './support/browser'
import {ROOT} from './support/site-server'
import {field, keepOffline, newPhoto, openStudio, publishButton, startStudio} from './support/studio'

/** The Studio is a large app: on a busy two-core machine a document can take a minute to open. */
const expect = baseExpect.configure({timeout: 90_000})
/** This spec's stand-in, its Studio and the site port its Presentation tab is told: apart from every other
 * spec's (up to E2E_PORT + 13). */
const PORTS = {lake: E2E_PORT + 20, studio: E2E_PORT + 21, site: E2E_PORT + 22}
const DESKTOP = {viewport: {width: 1280, height: 900}}
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}

type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let copy: string

test.describe.configure({mode: 'serial', timeout: 600_000})

test.beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'opl-match-form-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  lake = await startStudio({datasetFile: path.join(copy, 'demo-season.ndjson'), port: PORTS.lake, studioPort: PORTS.studio, previewUrl: `http://localhost:${PORTS.site}`})
})
test.afterAll(async () => {
  await lake?.close()
  if (copy) await rm(copy, {recursive: true, force: true})
})
test.afterEach(() => {
  expect(lake.unanswered, 'requests the stand-in did not answer').toEqual([])
})

/** One browser per kind of laptop or phone for the whole file, as a volunteer keeps theirs: the Studio's
 * files stay in its cache, so each test opens the Studio without fetching and compiling them again. */
const browsers = new Map<string, Promise<BrowserContext>>()
test.afterAll(async () => {
  for (const context of browsers.values()) await (await context).close()
})

/** A new tab in the volunteer's laptop or phone: its own time zone and width, offline. */
async function volunteerPage(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const key = JSON.stringify(options)
  if (!browsers.has(key)) {
    browsers.set(key, browser.newContext({ignoreHTTPSErrors: true, ...options}).then(async (context) => (await keepOffline(context), context)))
  }
  return (await browsers.get(key)!).newPage()
}

async function openMatch(page: Page, title: RegExp) {
  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Matches by season', exact: true}).click()
  await page.getByRole('link', {name: /OPL 2026/}).click()
  await page.getByRole('link', {name: title}).click()
}

test('a match starting at 08:00 IST shows and takes India time on a laptop set to UTC or to New York', async ({browser}) => {
  // Match 1 starts at 02:30 UTC, 08:00 in India: a UTC laptop once showed 02:30.
  for (const timezoneId of ['UTC', 'America/New_York']) {
    const page = await volunteerPage(browser, {...DESKTOP, timezoneId})
    await openMatch(page, /#1 Oxygen Gangsters v Oxygen Desperados/)
    const startsAt = field(page, 'startsAt')
    await expect(startsAt).toContainText('Date and time (IST)')
    await expect(startsAt).toContainText('India')
    await expect(startsAt.getByRole('textbox')).toHaveValue('2026-10-03 08:00')
    await expect(startsAt.getByTestId('timezone-button')).toHaveCount(0) // no switch to the laptop's own zone
    await page.close()
  }

  // Typed in India time on a UTC laptop, stored as that instant; read back as typed in another zone.
  const page = await volunteerPage(browser, {...DESKTOP, timezoneId: 'UTC'})
  await openMatch(page, /#1 Oxygen Gangsters v Oxygen Desperados/)
  const time = field(page, 'startsAt').getByRole('textbox')
  await time.fill('2026-10-03 09:15')
  await time.press('Enter')
  await expect.poll(async () => (await lake.store.get('drafts.match-1'))?.startsAt).toBe('2026-10-03T03:45:00.000Z')
  await page.close()
  const elsewhere = await volunteerPage(browser, {...DESKTOP, timezoneId: 'America/Los_Angeles'})
  await openMatch(elsewhere, /#1 Oxygen Gangsters v Oxygen Desperados/)
  await expect(field(elsewhere, 'startsAt').getByRole('textbox')).toHaveValue('2026-10-03 09:15')
  await elsewhere.close()
})

/** Records, from the next edit on, every state the page's Publish button is drawn in (pressable or not),
 * from the first time it is drawn disabled. */
async function watchPublish(page: Page) {
  await page.evaluate(() => {
    const seen: boolean[] = []
    let edited = false
    const look = () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Publish')
      const pressable = button !== undefined && !button.disabled && button.getAttribute('data-disabled') !== 'true'
      if (edited && button && (seen.length > 0 || !pressable)) seen.push(pressable)
    }
    document.addEventListener('input', () => (edited = true), true)
    new MutationObserver(look).observe(document.body, {subtree: true, childList: true, attributes: true})
    Object.assign(window, {publishSeen: seen})
  })
  return () => page.evaluate(() => (window as unknown as {publishSeen: boolean[]}).publishSeen)
}

/**
 * Types `text` key by key into a score, as a volunteer does (over what it holds, or after it with
 * `{after: true}`), and right after each keystroke presses Publish if it is drawn pressable, as a hasty
 * volunteer would. Says, per keystroke, whether it was drawn pressable.
 */
async function typeKeys(page: Page, name: string, text: string, {after = false} = {}): Promise<boolean[]> {
  const input = field(page, name).locator('input')
  if (!after) await input.selectText()
  const pressable: boolean[] = []
  for (const key of text) {
    await input.press(key)
    const enabled = await publishButton(page).isEnabled()
    pressable.push(enabled)
    if (enabled) await publishButton(page).click({timeout: 2_000}).catch(() => {}) // disabled in between: not pressed
  }
  return pressable
}

test('typing a result: no line until the scores make one, each error under its score and gone once fixed, Publish never publishes an error', async ({browser}) => {
  const page = await volunteerPage(browser)
  await openMatch(page, /#10 Oxygen Gladiators v Oxygen Desperados/) // No result in the demo season
  await field(page, 'status').getByRole('radio', {name: 'Completed'}).check()
  const result = page.getByTestId('match-result')
  await expect(result).toHaveText("Enter the home side's score.")
  const type = async (name: string, value: string) => field(page, name).locator('input').fill(value)
  await type('home.runs', '80')
  await type('home.wickets', '5')
  await type('home.overs', '8')
  await expect(result).toHaveText("Enter the away side's score.")
  await expect(field(page, 'home')).not.toContainText('must be')
  await type('away.runs', '81')
  await type('away.wickets', '2')
  await type('away.overs', '6.3')
  await expect(result).toHaveText('Choose who batted first: the margin (runs or wickets) depends on it.')
  await field(page, 'battedFirst').getByRole('radio', {name: 'Oxygen Gladiators'}).check()
  await expect(result).toHaveText('Oxygen Desperados won by 8 wickets')
  await expect(publishButton(page)).toBeEnabled()

  // 21 wickets, typed after the 2 once Publish is offered: no margin ("won by -1 wickets"), the sentence
  // instead, the error under the away side's wickets; Publish, pressed whenever it is drawn pressable,
  // publishes nothing, and once drawn disabled it stays so until the score is mended.
  const published = (await lake.store.get('match-10'))?._rev
  const publishStates = await watchPublish(page)
  await typeKeys(page, 'away.wickets', '1', {after: true})
  await expect(field(page, 'away.wickets').locator('input')).toHaveValue('21')
  const away = field(page, 'away')
  await expect(result).toHaveText("The away side's wickets must be 0 to 10.")
  await expect(field(page, 'away.wickets')).toContainText("The away side's wickets must be 0 to 10.")
  await expect(field(page, 'home')).not.toContainText('must be')
  await expect(publishButton(page)).toBeDisabled()
  await page.waitForTimeout(2_000) // the Studio's own checks have run by now
  await expect(publishButton(page)).toBeDisabled()

  // A seventh ball in an over: the same, with its own sentence; never a margin of "-1 wickets".
  expect(await typeKeys(page, 'away.overs', '7.8'), 'Publish right after each keystroke of "7.8"').toEqual([false, false, false])
  await expect(result).toHaveText("The away side's wickets must be 0 to 10.")
  expect(await typeKeys(page, 'away.wickets', '2'), 'Publish right after the wickets were mended, the overs still wrong').toEqual([false])
  await expect(result).toHaveText("The away side's overs must be written like 7.3 (7 overs, 3 balls; balls 0–5).")
  await expect(away).not.toContainText('wickets must be')
  await expect(field(page, 'away.overs')).toContainText("The away side's overs must be written like 7.3")
  await page.waitForTimeout(2_000)
  expect(await publishStates(), 'Publish drawn pressable again while the score was wrong').not.toContain(true)
  expect(await publishStates(), 'Publish drawn disabled after the edit that broke the score').toContain(false)
  expect((await lake.store.get('match-10'))?._rev, 'the match as published: untouched').toBe(published)
  await type('away.overs', '6.3')
  await expect(result).toHaveText('Oxygen Desperados won by 8 wickets')
  await expect(away).not.toContainText('must be')
  await expect(publishButton(page)).toBeEnabled()
  await page.close()
})

// On the phone first: at 1280 px the test then writes the report, after which it is no longer offered.
for (const [width, options] of [['390', PHONE], ['1280', DESKTOP]] as const) {
  test(`"Write the report" sits in the banner beside "Open the scorecard" for a played match with no report (${width} px)`, async ({browser}) => {
    const page = await volunteerPage(browser, options)
    for (const title of [/#9 Oxygen Elite Warriors Rising Force v Oxygen Gangsters/, /#13 Oxygen Elite Warriors Rising Force v Oxygen Gangsters/]) {
      await openMatch(page, title) // reported already; not played yet
      await expect(page.getByRole('link', {name: /Open the scorecard|Score this match/})).toBeVisible()
      await expect(page.getByRole('button', {name: 'Write the report'})).toHaveCount(0)
    }
    await openMatch(page, /#1 Oxygen Gangsters v Oxygen Desperados/)
    const scorecard = page.getByRole('link', {name: 'Open the scorecard'})
    const write = page.getByRole('button', {name: 'Write the report'})
    await expect(scorecard).toBeVisible()
    await expect(write).toBeVisible()
    const [a, b] = [await scorecard.boundingBox(), await write.boundingBox()]
    expect(b!.height).toBeGreaterThanOrEqual(44) // a thumb's target
    expect(Math.abs(a!.y - b!.y) < a!.height || b!.y > a!.y, 'beside or just under the scorecard link').toBe(true)
    expect(b!.x + b!.width).toBeLessThanOrEqual(options.viewport.width)
    if (width === '1280') {
      await write.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/report-match-1/)
      await expect(page.getByRole('textbox', {name: 'Headline'})).toHaveValue('Oxygen Desperados beat Oxygen Gangsters by 2 runs')
    }
    await page.close()
  })
}

test('one date for one final: moving the Grand Finale warns on the key date and on the Final, each linking to the other, until both agree', async ({browser}) => {
  const page = await volunteerPage(browser)
  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Key dates', exact: true}).click()
  await page.getByRole('link', {name: /^Grand Finale 2026-12-19/}).click()
  const warning = page.getByTestId('date-disagreement')
  const day = field(page, 'date').getByRole('textbox')
  await expect(day).toHaveValue('19 Dec 2026')
  await expect(warning).toHaveCount(0) // both say 19 Dec
  await day.fill('27 Dec 2026')
  await day.press('Enter')
  const sentence = 'The Final (#13) is on 19 Dec 2026, but the key date "Grand Finale" says 27 Dec 2026: change one so that both say the same day.'
  await expect(warning).toContainText(sentence)

  // The link opens the Final, which says the same and links back.
  await warning.getByRole('link', {name: 'Open match #13'}).click()
  await expect(page).toHaveURL(/match-final/)
  // Under the start (the page holds one form): the match's own warning.
  const onMatch = warning
  await expect(onMatch).toContainText(sentence)
  await expect(onMatch.getByRole('link', {name: 'Open the key date "Grand Finale"'})).toBeVisible()

  // The Final moved to the same day: no warning left on either.
  const time = field(page, 'startsAt').getByRole('textbox')
  await time.fill('2026-12-27 18:00')
  await time.press('Enter')
  await expect(onMatch).toHaveCount(0)
  await expect.poll(async () => (await lake.store.get('drafts.match-final'))?.startsAt).toBe('2026-12-27T12:30:00.000Z')
  await page.goBack()
  await expect(page).toHaveURL(/keyDate-grand-finale/)
  await expect(field(page, 'date').getByRole('textbox')).toHaveValue('27 Dec 2026')
  await expect(warning).toHaveCount(0)
  await page.close()
})

for (const [width, options] of [['1280', DESKTOP], ['390', PHONE]] as const) {
  test(`news posts newest first by their date, each row with its date and its match's number and teams (${width} px)`, async ({browser}) => {
    const page = await volunteerPage(browser, options)
    await openStudio(page, lake.studioUrl)
    await page.getByRole('link', {name: 'News posts and match reports', exact: true}).click()
    // Three reports whose headlines start alike: told apart by the match, in date order (two on 8 Nov). An
    // earlier test of this file wrote today's report for match 1, which comes first.
    const rows = page.getByRole('link', {name: /^#\d+ [A-Z]+ v [A-Z]+ · /})
    await expect(rows.filter({hasText: 'EWR'})).toHaveCount(3)
    const names = await rows.evaluateAll((links) => links.map((link) => link.textContent ?? ''))
    const matches = names.map((name) => /^#(\d+) ([A-Z]+) v ([A-Z]+)/.exec(name)?.slice(1).join(' '))
    expect(matches.filter((match) => match?.includes('EWR'))).toEqual(['12 EWR GLA', '11 EWR DES', '9 EWR GAN'])
    const dates = names.map((name) => /\d{4}-\d{2}-\d{2}/.exec(name)?.[0] ?? '')
    expect(dates).toEqual(dates.toSorted().reverse())
    expect(dates.filter((_, i) => matches[i]?.includes('EWR'))).toEqual(['2026-11-08', '2026-11-08', '2026-11-01'])
    for (const box of await rows.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(options.viewport.width)
    await page.close()
  })
}

test('"Upload photos" adds many files to a gallery section at once; an item closed with no file leaves no empty tile', async ({browser}, testInfo) => {
  const page = await volunteerPage(browser)
  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Gallery', exact: true}).click()
  await page.getByRole('link', {name: /Closing Day/}).click()
  const photos = field(page, 'images')
  await expect(photos.getByTestId('Media')).toHaveCount(5)
  const files = await Promise.all(['#2b6cb0', '#c05621', '#2f855a', '#97266d'].map((colour) => newPhoto(testInfo.outputDir, colour)))
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', {name: 'Upload photos'}).click()
  await (await chooser).setFiles(files)
  await expect(page.getByRole('status').filter({hasText: 'photos added'})).toHaveText('4 of 4 photos added')
  await expect(photos.getByTestId('Media')).toHaveCount(9)
  const panel = page.getByRole('region', {name: 'Describe 4 photos'})
  await expect(panel.getByRole('group', {name: /^Photo \d+ of 9$/})).toHaveCount(4)
  await expect(panel).not.toContainText('Uploading…')
  const stored = async () => ((await lake.store.get('drafts.gallerySection-closing-day'))?.images ?? []) as Array<{asset?: unknown}>
  await expect.poll(async () => (await stored()).filter((photo) => photo.asset).length).toBe(9)

  // "Add item", then closing its dialog with no file: the tile goes again; the section keeps 9 photos.
  await photos.getByRole('button', {name: 'Add item'}).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(photos.getByTestId('Media')).toHaveCount(9)
  await expect.poll(async () => (await stored()).length).toBe(9)
  expect((await stored()).every((photo) => photo.asset)).toBe(true)
  await expect(page.getByRole('region', {name: 'Describe 4 photos'})).toBeVisible()
  await page.close()
})

test('Presentation opens the site on the port the stand-in was given, not the default one', async ({browser}) => {
  const page = await volunteerPage(browser)
  await openStudio(page, lake.studioUrl, '/presentation')
  const preview = page.locator('iframe')
  await expect(preview).toHaveAttribute('src', new RegExp(`^http://localhost:${PORTS.site}/api/draft-mode/enable`))
  await page.close()
})
