// Finding and starting things from the match-day desk, in the built Studio, offline, on a private copy of
// the demo season: a team's name typed in a season's match list finds that team's matches; "New match in
// <season>" starts with the season, the next number and the ground filled in, and the teams picked are kept
// for search; a team's form leads to its team note, and the note shows (and the site uses) the team's logo.
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect as baseExpect, test, type Page} from '@playwright/test'
import {ROOT, startSite, type RunningSite} from './support/site-server'
import {keepOffline, publishAndWait, startStudio} from './support/studio'

/** The Studio is a large app: on a busy two-core machine a document can take tens of seconds to open. */
const expect = baseExpect.configure({timeout: 45_000})

/** Ports of this spec's stand-in, Studio and site (E2E_PORT + 3, + 4, + 5): apart from every other server. */
const E2E_PORT = Number(process.env.E2E_PORT) || 3000
/** The team whose note this copy of the data lacks (the note is written here, from the team). */
const NO_NOTE = {team: 'Oxygen Elite Warriors Rising Force', noteId: 'teamNote-oxygen-elite-warriors-rising-force'}
/** The Gangsters' crest (team-oxygen-gangsters.logo); their note here keeps no logo of its own. */
const GANGSTERS_CREST = '0760945fabc542971aafe301cb503a3fc8b54ab1'
/** The Elite Warriors' crest (their team's logo). */
const WARRIORS_CREST = (line: string) => /"_sanityAsset":"image@file:\/\/\.\/images\/([0-9a-f]{40})-/.exec(line)?.[1]

type Lake = Awaited<ReturnType<typeof startStudio>>
let lake: Lake
let site: RunningSite
let copy: string
let datasetFile: string
let warriorsCrest: string

test.describe.configure({mode: 'serial', timeout: 420_000})
test.use({ignoreHTTPSErrors: true}) // the stand-in's certificate is made for this run (scripts/content-lake/secure.ts)

test.beforeAll(async () => {
  test.setTimeout(180_000) // the stand-in and the site start beside the other runs on the machine
  copy = await mkdtemp(path.join(tmpdir(), 'opl-studio-desk-find-'))
  await cp(path.join(ROOT, 'content'), copy, {recursive: true})
  datasetFile = path.join(copy, 'demo-season.ndjson')
  const lines = (await readFile(datasetFile, 'utf8')).split('\n')
  // The Gangsters' note without its own logo (the site must show the team's); no note for the Warriors.
  const gangsters = lines.findIndex((line) => line.includes('"_id":"teamNote-oxygen-gangsters"'))
  const warriors = lines.findIndex((line) => line.includes(`"_id":"${NO_NOTE.noteId}"`))
  baseExpect(gangsters).toBeGreaterThan(-1)
  baseExpect(warriors).toBeGreaterThan(-1)
  const {logo: _dropped, ...note} = JSON.parse(lines[gangsters]!) as Record<string, unknown>
  lines[gangsters] = JSON.stringify(note)
  lines.splice(warriors, 1)
  warriorsCrest = WARRIORS_CREST(lines.find((line) => line.includes('"_id":"team-oxygen-elite-warriors-rising-force"'))!)!
  baseExpect(warriorsCrest).toMatch(/^[0-9a-f]{40}$/)
  await writeFile(datasetFile, lines.join('\n'))
  ;[lake, site] = await Promise.all([
    startStudio({datasetFile, port: E2E_PORT + 3, studioPort: E2E_PORT + 4}),
    startSite(E2E_PORT + 5, {CONTENT_DATASET_PATH: datasetFile}),
  ])
})
test.afterAll(async () => {
  await Promise.all([lake?.close(), site?.stop()])
  await rm(copy, {recursive: true, force: true})
})
test.beforeEach(async ({context}) => {
  await keepOffline(context)
})
test.afterEach(() => {
  expect(lake.unanswered, 'requests the stand-in did not answer').toEqual([])
})

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`)

/** Opens the Studio at `pathname` (the local login signs in at once); its first load waits on the CPU. */
async function openStudio(page: Page, studioUrl: string, pathname = '/structure') {
  await page.goto(`${studioUrl}${pathname}`)
  await expect(page.getByRole('link', {name: 'Structure'})).toBeVisible({timeout: 120_000})
}
/** The match links a season's list shows (each titled "#<n> <home> v <away> …"). */
const matchLinks = (page: Page) => page.getByRole('link', {name: /^#\d+ .+ v .+/})
/** The search box of the rightmost list (the season's matches; the seasons' list has one too). */
const searchList = (page: Page) => page.getByRole('combobox', {name: 'Search list'}).last()

async function openSeason(page: Page, matches = 13) {
  await openStudio(page, lake.studioUrl)
  await page.getByRole('link', {name: 'Matches by season', exact: true}).click()
  await page.getByRole('link', {name: /OPL 2026/}).click()
  await expect(matchLinks(page)).toHaveCount(matches)
}

test("typing a team's name in a season's match list lists that team's matches, home and away", async ({page}) => {
  await openSeason(page)
  await searchList(page).fill('Gladiators')
  const wanted = (await lake.store.documents()).filter((d) => d._type === 'match' && [d.homeTeam, d.awayTeam].some((t) => (t as {_ref: string})._ref === 'team-oxygen-gladiators'))
  await expect(matchLinks(page)).toHaveCount(wanted.length)
  for (const title of await matchLinks(page).allTextContents()) expect(title).toContain('Oxygen Gladiators')

  await searchList(page).fill('Desperados')
  await expect(matchLinks(page).first()).toContainText('Oxygen Desperados')
  for (const title of await matchLinks(page).allTextContents()) expect(title).toContain('Oxygen Desperados')
})

test('"New match in OPL 2026" starts with the season, the next number and the last ground; the teams picked are kept for search', async ({page}) => {
  await openSeason(page)
  await page.getByRole('link', {name: 'New match in OPL 2026', exact: true}).click()
  await expect(field(page, 'matchNumber').locator('input')).toHaveValue('14', {timeout: 120_000}) // the template's value, read from the stand-in
  await expect(page.getByRole('link', {name: /^OPL 2026 2026 · 8 overs/})).toBeVisible() // the Season field's choice
  await expect(page.getByRole('link', {name: /^Oxygen Residency main ground /})).toBeVisible() // Ground: the final's, the season's latest match

  for (const [name, team] of [['Home team', 'Oxygen Gangsters'], ['Away team', 'Oxygen Gladiators']] as const) {
    // Picked with the keyboard, as on a phone's keyboard: the option list is redrawn as the form scrolls
    // it into view, so a pointer click can land on a list being replaced.
    // A pick the redraw swallowed leaves the field empty: typed and picked again, as a volunteer would.
    await expect(async () => {
      await page.getByRole('combobox', {name}).fill(team.split(' ')[1]!)
      await expect(page.getByRole('option', {name: new RegExp(team)}).first()).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('link', {name: new RegExp(`^${team} `)}).last()).toBeVisible({timeout: 15_000}) // the field's choice (a list may name the team too)
    }).toPass({timeout: 120_000})
  }
  // The new draft, as stored: the only match numbered 14.
  const draft = async () => (await lake.store.documents()).find((d) => d._type === 'match' && d.matchNumber === 14)
  await expect.poll(async () => (await draft())?.teamNames).toBe('Oxygen Gangsters v Oxygen Gladiators')
  expect(await draft()).toMatchObject({season: {_ref: 'season-2026'}, matchNumber: 14, ground: {_ref: 'venue-main-ground'}})
  expect((await draft())?._id).toMatch(/^drafts\./)

  // The draft is found by a team's name too, in its season's list (the season's 13 and the new one).
  await openSeason(page, 14)
  await searchList(page).fill('Gangsters Gladiators')
  await expect(matchLinks(page).filter({hasText: '#14 Oxygen Gangsters v Oxygen Gladiators'})).toHaveCount(1)
})

test("a team's form opens its team note, whose form shows no second logo; the site shows the team's crest", async ({page}) => {
  await openStudio(page, lake.studioUrl, '/structure/team')
  await page.getByRole('link', {name: /^Oxygen Gangsters/}).click()
  await expect(page.getByText('Team note: Rahul Menon')).toBeVisible()
  await page.getByRole('link', {name: 'Open', exact: true}).click()
  await expect(field(page, 'captain').getByRole('textbox')).toHaveValue('Rahul Menon')
  await expect(field(page, 'quote')).toBeVisible()
  await expect(page.getByText('Team logo (old)')).toHaveCount(0) // the note holds no logo: it is not asked for

  const fan = await page.context().newPage()
  await fan.goto(`${site.url}/news/oxygen-gangsters`)
  await expect(fan.locator(`article img[src*="${GANGSTERS_CREST}"]`)).toHaveCount(1)

  // A note that still holds a logo of its own shows it, saying the team's is the one used.
  await openStudio(page, lake.studioUrl, '/structure/team')
  await page.getByRole('link', {name: /^Oxygen Desperados/}).click()
  await expect(page.getByText('Team note: Arjun Reddy')).toBeVisible()
  await page.getByRole('link', {name: 'Open', exact: true}).click()
  await expect(page.getByText('Team logo (old)')).toBeVisible()
  await expect(page.getByText("The site shows the team's own logo")).toBeVisible()
})

test('"Write the team note" from a team without one starts the note with the team set; published, the site shows it with the team\'s crest', async ({page}) => {
  await openStudio(page, lake.studioUrl, '/structure/team')
  await page.getByRole('link', {name: new RegExp(`^${NO_NOTE.team}`)}).click()
  await expect(page.getByText('This team has no team note yet.')).toBeVisible()
  await page.getByRole('link', {name: 'Write the team note', exact: true}).click()

  await expect(page.getByRole('link', {name: new RegExp(`^${NO_NOTE.team} `)}).last()).toBeVisible() // the Team field's choice (the team list may show it too)
  await expect(field(page, 'captain')).toBeVisible()
  await expect(page.getByText('Team logo (old)')).toHaveCount(0)
  await field(page, 'slug').getByRole('button', {name: 'Generate'}).click()
  await expect(field(page, 'slug').getByRole('textbox')).toHaveValue('oxygen-elite-warriors-rising-force')
  await field(page, 'captain').getByRole('textbox').fill('Meera Nair')
  await field(page, 'quote').getByRole('textbox').fill('New colours, same fight.')
  await publishAndWait(page, lake)
  await expect.poll(async () => lake.store.get(NO_NOTE.noteId)).toMatchObject({team: {_ref: 'team-oxygen-elite-warriors-rising-force'}, captain: 'Meera Nair'})
  expect((await lake.store.get(NO_NOTE.noteId))?.logo).toBeUndefined()

  // Back on the team, the link now opens the note.
  await page.goBack()
  await expect(page.getByText('Team note: Meera Nair')).toBeVisible()

  const fan = await page.context().newPage()
  await expect(async () => {
    await fan.goto(`${site.url}/news/oxygen-elite-warriors-rising-force`)
    await baseExpect(fan.getByRole('article')).toContainText('New colours, same fight.')
  }).toPass({timeout: 20_000})
  await expect(fan.locator(`article img[src*="${warriorsCrest}"]`)).toHaveCount(1)
})
