// The scorer at the ground, on a 390 px phone with touch, in the built Studio against the local Content
// Lake stand-in on a private copy of the demo season (today has no match; the final is on Sat 19 Dec):
// the right match from "Today's matches", a rescheduled match started only when the scorer says so, any
// ball corrected with every later ball derived again (or refused, naming the ball it would break), and the
// score, the question and any message on screen at every step. With UPDATE_DOC_SHOTS=1 it takes the
// pictures of docs/editors.md's match-day part.
import {cp, mkdtemp, readFile, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, test, type Locator, type Page} from '@playwright/test'
import {teamCode} from '../../league/team-code'
import {E2E_PORT} from './support/browser'
import {ROOT} from './support/site-server'
import {keepOffline, openStudio, startStudio, taskScreenshot} from './support/studio'

/** The Studio is a large app: on a busy two-core machine a document can take a minute to open. */
const expect = baseExpect.configure({timeout: 60_000})
/** This spec's stand-in and Studio: apart from every other spec's (volunteer-tasks uses + 10 to + 13). */
const PORTS = {lake: E2E_PORT + 30, studio: E2E_PORT + 31}
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}
/** Today as the league reads it (India time, whatever the machine's zone): "Sun 29 Nov" and "2026-11-29". */
const indiaToday = (options: Intl.DateTimeFormatOptions, locale = 'en-GB') => new Intl.DateTimeFormat(locale, {...options, timeZone: 'Asia/Kolkata'}).format(new Date()).replace(',', '')

type Doc = {_id: string; _type: string; name?: string; team?: {_ref: string}; homeTeam?: {_ref: string}; awayTeam?: {_ref: string}; startsAt?: string}
type Delivery = {_key: string; batter: {_ref: string}; runs: {batter: number; total: number}; wickets?: unknown[]}
type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let copy: string
let docs: Doc[]

test.describe.configure({mode: 'serial', timeout: 600_000})
test.use({...PHONE, ignoreHTTPSErrors: true}) // the stand-in's certificate is made for this run

test.beforeAll(async () => {
  test.setTimeout(120_000)
  copy = await mkdtemp(path.join(tmpdir(), 'opl-scorer-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  const datasetFile = path.join(copy, 'demo-season.ndjson')
  docs = (await readFile(datasetFile, 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Doc)
  lake = await startStudio({datasetFile, port: PORTS.lake, studioPort: PORTS.studio})
})
test.afterAll(async () => {
  await lake?.close()
  if (copy) await rm(copy, {recursive: true, force: true})
})
test.beforeEach(async ({context}) => {
  await keepOffline(context)
})
test.afterEach(() => {
  expect(lake.unanswered, 'requests the stand-in did not answer').toEqual([])
})

const byId = () => new Map(docs.map((d) => [d._id, d]))
const final = () => byId().get('match-final')!
const squad = (team: string) => docs.filter((d) => d._type === 'player' && d.team?._ref === team).map((d) => d.name!).sort((a, b) => a.localeCompare(b))

const tool = (page: Page) => page.getByRole('region', {name: 'Scorer'})
const key = (page: Page, name: string) => tool(page).getByRole('button', {name, exact: true})
const heading = (page: Page, name: string | RegExp) => tool(page).getByRole('heading', {name})
const scoreLine = (page: Page) => tool(page).getByTestId('score-line')
const alert = (page: Page) => tool(page).getByRole('alert')
const storedInnings = async () => ((await lake.store.get('scorecard-match-final')) as {innings?: {deliveries?: Delivery[]}[]} | undefined)?.innings?.[0]?.deliveries ?? []

/**
 * What the scorer must read without scrolling: the element's box inside the phone's screen and the element
 * itself at its centre (not covered by the Studio's bars or by the stuck score).
 */
async function onScreen(target: Locator, what: string) {
  const seen = await target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 12))
    return {top: box.top, bottom: box.bottom, height: innerHeight, covered: !hit || !(element.contains(hit) || hit.contains(element))}
  })
  expect(seen.top, `${what}: its top is on screen`).toBeGreaterThanOrEqual(0)
  expect(seen.bottom, `${what}: its bottom is on screen`).toBeLessThanOrEqual(seen.height)
  expect(seen.covered, `${what}: nothing covers it`).toBe(false)
}

test("Today's matches offers the next match on a day without one; scoring it, dated next month, asks first", async ({page}) => {
  const {homeTeam, awayTeam} = final()
  const [home, away] = [byId().get(homeTeam!._ref)!, byId().get(awayTeam!._ref)!]
  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Match day'}).click()
  await page.getByRole('link', {name: "Today's matches"}).click()
  const title = `#13 Final: ${home.name} v ${away.name}`
  // One tap from the list to the scorer, which names the match.
  await page.getByRole('link', {name: `Sat 19 Dec · ${title}`}).click()
  await expect(tool(page).getByTestId('scorer-title')).toHaveText(title)
  const today = indiaToday({weekday: 'short', day: 'numeric', month: 'short'})
  const question = heading(page, `This match is scheduled for Sat 19 Dec. Start it today, ${today}?`)
  await expect(question).toBeVisible()
  await onScreen(question, 'the question')
  await taskScreenshot(tool(page), 'start-rescheduled-match')

  // No: nothing is written, the match keeps its day, and the toss is not offered.
  await key(page, 'No').click()
  await expect(tool(page)).toContainText('Nothing was changed: the match stays on Sat 19 Dec.')
  await expect(heading(page, 'Who won the toss?')).toHaveCount(0)
  expect((await lake.store.get('match-final'))?.startsAt).toBe(final().startsAt)
  expect(await lake.store.get('scorecard-match-final')).toBeFalsy()

  // Yes: the match moves to today at its own time (18:00 in India), and the toss comes next.
  await key(page, 'Yes, start it today').click()
  await expect(heading(page, 'Who won the toss?')).toBeVisible()
  await expect.poll(async () => (await lake.store.get('match-final'))?.startsAt).toBe(`${indiaToday({year: 'numeric', month: '2-digit', day: '2-digit'}, 'en-CA')}T12:30:00.000Z`)
})

test('a ball corrected three balls later: later balls derived again; a correction that breaks a later ball is refused, naming it', async ({page}) => {
  const {homeTeam, awayTeam} = final()
  const code = teamCode(byId().get(homeTeam!._ref)!)
  const [opener1, opener2, third] = squad(homeTeam!._ref) as [string, string, string]
  const [bowler1, bowler2, bowler3] = squad(awayTeam!._ref) as [string, string, string]
  await openStudio(page, lake.studioUrl, '/structure/match-day;matches-today')
  await page.getByRole('link', {name: /#13 Final/}).click()
  await key(page, byId().get(homeTeam!._ref)!.name!).click()
  await key(page, 'Bat').click()
  await key(page, opener1).click()
  await key(page, opener2).click()
  await key(page, bowler1).click()

  const tap = async (name: string, line: string) => {
    await key(page, name).click()
    await expect(scoreLine(page)).toHaveText(`${code} ${line}`)
  }
  // Over 1: six dots. Over 2: dots, 1.5 bowled (a new batter), a dot; over 3: 2.3 a single, then three dots.
  for (let b = 1; b <= 6; b++) await tap('No run', b === 6 ? '0/0 (1.0)' : `0/0 (0.${b})`)
  const endOfOver = heading(page, 'End of over 1. Who bowls over 2?')
  await expect(endOfOver).toBeVisible()
  await onScreen(scoreLine(page), 'the score after an over')
  await onScreen(endOfOver, 'the next over’s question')
  // A refusal: the same bowler twice in a row. The score, the question and the refusal are all on screen.
  await key(page, bowler1).click()
  await expect(alert(page)).toContainText('may not bowl over 2')
  for (const [part, what] of [[scoreLine(page), 'the score'], [alert(page), 'the refusal'], [endOfOver, 'the question']] as const) await onScreen(part, `${what} after a refusal`)
  await key(page, bowler2).click()
  for (let b = 1; b <= 4; b++) await tap('No run', `0/0 (1.${b})`)
  await key(page, 'Wicket').click()
  await key(page, 'Bowled').click()
  await expect(scoreLine(page)).toHaveText(`${code} 0/1 (1.5)`)
  const newBatter = heading(page, /who comes in\?/)
  await onScreen(scoreLine(page), 'the score after a wicket')
  await onScreen(newBatter, 'the new batter’s question')
  await key(page, third).click()
  await tap('No run', '0/1 (2.0)')
  await key(page, bowler3).click()
  await tap('No run', '0/1 (2.1)')
  await tap('No run', '0/1 (2.2)')
  await tap('One run', '1/1 (2.3)')
  for (let b = 4; b <= 6; b++) await tap('No run', `1/1 (${b === 6 ? '3.0' : `2.${b}`})`)
  await expect.poll(async () => (await storedInnings()).length).toBe(18)
  const before = await storedInnings()
  const [single, ...after] = before.slice(14)
  expect(after.every((d) => d.batter._ref !== single!.batter._ref), 'after the single the other batter faced').toBe(true)

  // Three balls later, 2.3 was a four: opened from the list, it takes the four key.
  const transactions = lake.store.transactions.length
  await tool(page).getByText('Correct a ball').click()
  await tool(page).getByRole('button', {name: /^2\.3 .* to .*: 1 run$/}).click()
  await expect(heading(page, /^Correct ball 2\.3: .*: 1 run$/)).toBeVisible()
  await onScreen(scoreLine(page), 'the score while correcting')
  await taskScreenshot(tool(page), 'correct-a-ball')
  await key(page, 'Four runs').click()
  await expect(scoreLine(page)).toHaveText(`${code} 4/1 (3.0)`)
  // (Beside the save state's own status line.)
  await expect(tool(page).getByRole('status').filter({hasText: /^Ball /})).toHaveText('Ball 2.3 corrected; 3 later balls recorded again.')
  // In the store: the four, and the same batter on strike for the next three balls; nothing else moved.
  await expect.poll(async () => (await storedInnings())[14]?.runs.batter).toBe(4)
  const corrected = await storedInnings()
  expect(corrected.map((d) => d._key)).toEqual(before.map((d) => d._key))
  expect(corrected.slice(15).map((d) => d.batter._ref)).toEqual([single!.batter._ref, single!.batter._ref, single!.batter._ref])
  expect(corrected.slice(0, 14)).toEqual(before.slice(0, 14))
  const patches = lake.store.transactions.slice(transactions).flatMap(({changes}) => changes.filter(({id}) => id === 'scorecard-match-final').flatMap(({mutations}) => mutations))
  expect(JSON.stringify(patches), 'each changed ball set at its own key').toContain(`deliveries[_key==\\"${before[14]!._key}\\"]`)
  expect(JSON.stringify(patches), 'the innings is never rewritten whole').not.toMatch(/"innings\[_key==\\"[^"]+\\"\]\.deliveries"/)

  // 1.4 made a single would put the other batter on strike for 1.5, where the striker was bowled: refused,
  // with the ball named, and nothing written.
  const settled = lake.store.transactions.length
  await tool(page).getByText('Correct a ball').click()
  await tool(page).getByRole('button', {name: /^1\.4 /}).click()
  await key(page, 'One run').click()
  await expect(alert(page)).toHaveText(new RegExp(`^Ball 1\\.5 \\(${bowler2} to ${opener2}: W b ${bowler2}\\) could not have happened after this change: Only the batter on strike \\(${opener1}\\) can be out bowled\\.$`))
  await onScreen(alert(page), 'the refusal of a correction')
  await onScreen(scoreLine(page), 'the score beside it')
  await key(page, 'Cancel: keep it').click()
  await expect(scoreLine(page)).toHaveText(`${code} 4/1 (3.0)`)
  expect(lake.store.transactions.length).toBe(settled)
})
