// The match-day desk's result actions in the built Studio, offline, on a private copy of the demo season:
// a status change away from Completed clears the scores after asking, and "Write the report" is offered only
// on a played match with no report (writing one is the first of tests/e2e/volunteer-tasks.spec.ts's tasks).
// Each step checks what the form then shows.
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, test, type Page} from '@playwright/test'
import {ROOT} from './support/site-server'
import {keepOffline, openStudio, startStudio} from './support/studio'
import {type MatchForReport, resultLineFor} from '../../studio/match/result-fields'

/** The Studio is a large app: on a busy two-core machine (the full suite's two workers) a document can
 * take tens of seconds to open. */
const expect = baseExpect.configure({timeout: 45_000})

/** Ports of this spec's stand-in and Studio (E2E_PORT + 1, + 2): apart from every other server. */
const E2E_PORT = Number(process.env.E2E_PORT) || 3000
/** Match 10 of the demo season, played here with typed scores (Gladiators 80/5 beat Desperados 60 all out). */
const TYPED = {status: 'completed', battedFirst: 'home', home: {runs: 80, wickets: 5, overs: 8}, away: {runs: 60, wickets: 10, overs: 7}, winner: 'home'}

type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let copy: string

test.describe.configure({mode: 'serial', timeout: 180_000})
test.use({ignoreHTTPSErrors: true}) // the stand-in's certificate is made for this run (scripts/content-lake/secure.ts)

test.beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'opl-studio-desk-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  const datasetFile = path.join(copy, 'demo-season.ndjson')
  const lines = (await readFile(datasetFile, 'utf8')).split('\n')
  const index = lines.findIndex((line) => line.includes('"_id":"match-10"'))
  baseExpect(index).toBeGreaterThan(-1)
  lines[index] = JSON.stringify({...JSON.parse(lines[index]!), ...TYPED})
  await writeFile(datasetFile, lines.join('\n'))
  lake = await startStudio({datasetFile, port: E2E_PORT + 1, studioPort: E2E_PORT + 2})
})
test.afterAll(async () => {
  await lake?.close()
  await rm(copy, {recursive: true, force: true})
})
test.beforeEach(async ({context}) => {
  await keepOffline(context)
})
test.afterEach(() => {
  expect(lake.unanswered, 'requests the stand-in did not answer').toEqual([])
})

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`)

/** A demo match with its teams' names, season and scorecard, as the result line reads it. */
async function storedMatch(id: string): Promise<MatchForReport> {
  const docs = (await readFile(path.join(copy, 'demo-season.ndjson'), 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line))
  const byId = new Map(docs.map((d) => [d._id, d]))
  const match = byId.get(id)
  const team = (ref: {_ref: string}) => ({_id: ref._ref, name: byId.get(ref._ref).name})
  const scorecard = docs.find((d) => d._type === 'scorecard' && d.match?._ref === id)
  return {...match, homeTeam: team(match.homeTeam), awayTeam: team(match.awayTeam), season: byId.get(match.season._ref), scorecard}
}

async function openMatch(page: Page, title: RegExp) {
  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Matches by season', exact: true}).click()
  await page.getByRole('link', {name: /OPL 2026/}).click()
  await page.getByRole('link', {name: title}).click()
}

test('setting a completed match back to Scheduled asks first, then clears its scores; declining keeps them', async ({page}) => {
  await openMatch(page, /#10 Oxygen Gladiators v Oxygen Desperados/)
  const status = field(page, 'status')
  const homeRuns = field(page, 'home.runs').locator('input')
  await expect(status.getByRole('radio', {name: 'Completed'})).toBeChecked()
  await expect(homeRuns).toHaveValue('80')

  // Declined: nothing changes.
  await status.getByRole('radio', {name: 'Scheduled'}).click() // the radio stays as it was until confirmed
  const confirm = page.getByRole('alertdialog', {name: 'Clear the scores of this match?'})
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText('A match marked Scheduled shows no score.')
  await confirm.getByRole('button', {name: 'Keep it Completed'}).click()
  await expect(confirm).toBeHidden()
  await expect(status.getByRole('radio', {name: 'Completed'})).toBeChecked()
  await expect(homeRuns).toHaveValue('80')
  await expect(page.getByTestId('match-result')).toHaveText('Oxygen Gladiators won by 20 runs')
  expect(await lake.store.get('drafts.match-10')).toBeFalsy() // no draft written

  // Confirmed: the status changes and the score fields are gone from the form and the draft.
  await status.getByRole('radio', {name: 'Scheduled'}).click()
  await confirm.getByRole('button', {name: 'Clear the scores'}).click()
  await expect(status.getByRole('radio', {name: 'Scheduled'})).toBeChecked()
  await expect(field(page, 'home.runs')).toHaveCount(0)
  await expect.poll(async () => lake.store.get('drafts.match-10')).toMatchObject({status: 'scheduled'})
  const draft = (await lake.store.get('drafts.match-10')) as Record<string, unknown>
  for (const name of ['battedFirst', 'home', 'away', 'winner', 'playerOfMatch']) expect(draft[name], name).toBeUndefined()

  // Marked Completed again, the form asks for the score afresh: empty fields, no result yet.
  await status.getByRole('radio', {name: 'Completed'}).check()
  await expect(homeRuns).toHaveValue('')
  await expect(field(page, 'away.runs').locator('input')).toHaveValue('')
  await expect(page.getByTestId('match-result')).toHaveText("Enter the home side's score.")
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

test('a match scored ball by ball shows the result its scorecard gives; set back to Scheduled, its scorecard is kept', async ({page}) => {
  const line = resultLineFor(await storedMatch('match-2'))
  expect(line).toMatch(/^Oxygen (Gangsters|Gladiators) won by \d+ (runs?|wickets?)$|^Match tied$/)
  const balls = (card: unknown) => (card as MatchForReport['scorecard'])?.innings?.flatMap((i) => i.deliveries ?? []).length
  const stored = balls(await lake.store.get('scorecard-match-2'))
  await openMatch(page, /#2 Oxygen Gangsters v Oxygen Gladiators/)
  const result = page.getByTestId('match-result')
  await expect(result).toContainText(line!)
  await expect(result).toContainText('This match is scored ball by ball: its result comes from the scorecard.')

  await field(page, 'status').getByRole('radio', {name: 'Scheduled'}).click()
  const confirm = page.getByRole('alertdialog', {name: 'Clear the scores of this match?'})
  await expect(confirm).toContainText('Its ball-by-ball scorecard is kept, nothing in it lost: the site shows it again once the match is Live or Completed.')
  await confirm.getByRole('button', {name: 'Clear the scores'}).click()
  await expect(field(page, 'status').getByRole('radio', {name: 'Scheduled'})).toBeChecked()
  await expect.poll(async () => lake.store.get('drafts.match-2')).toMatchObject({status: 'scheduled'})
  expect(balls(await lake.store.get('scorecard-match-2'))).toBe(stored)
  expect(stored).toBeGreaterThan(0)
})

test('a match with a report, or not played, offers no "Write the report"', async ({page}) => {
  for (const title of [/#9 Oxygen Elite Warriors Rising Force v Oxygen Gangsters/, /#13 Oxygen Elite Warriors Rising Force v Oxygen Gangsters/]) {
    await openMatch(page, title)
    await page.getByRole('button', {name: 'Open document actions'}).click()
    await expect(page.getByRole('menuitem', {name: 'Score this match'})).toBeVisible()
    await expect(page.getByRole('menuitem', {name: 'Write the report'})).toHaveCount(0)
    await page.keyboard.press('Escape')
  }
})
