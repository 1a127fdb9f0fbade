// What fans read on match day, on the demo season (every played match scored ball by ball): a match's
// full scorecard — its tables readable at 320, 390 and 1280 px with the player column pinned and no
// text cut, the over-by-over charts with their text alternative, every name a link to the player's
// page — the leaderboards and a player's season agreeing with the league's own derivations on the same
// data, the Cricsheet download, the share text, a 404 for an unknown player, and axe on the new pages.
import {readFileSync} from 'node:fs'
import {readdir} from 'node:fs/promises'
import path from 'node:path'
import {expect, test, type Locator, type Page} from '@playwright/test'
import {leaderboards, MIN_BALLS_FOR_STRIKE_RATE, seasonStats, type Scorecard} from '../../league/scorecard'
import {STATS_BOARD_SIZE} from '../../web/lib/match-day/season-view'
import {scoringRules, type SeasonData} from '../../league/season'
import {readScorecard} from '../../scripts/seed/scorecard-doc'
import {axeViolations} from './support/axe'
import {demoSite} from './support/demo-site'
import {ROOT} from './support/site-server'

const demo = demoSite()

type Doc = {_id: string; _type: string; [field: string]: unknown}
const refOf = (value: unknown) => (value as {_ref?: string} | undefined)?._ref

/** The demo season as the league's derivations see it: each player's season and the leaderboards. */
async function demoFigures() {
  const docs = readFileSync(path.join(ROOT, 'content/demo-season.ndjson'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Doc)
  const season = docs.find((d) => d._type === 'season')!
  const rules = scoringRules(season as unknown as SeasonData)
  const matches = docs.filter((d) => d._type === 'match').sort((a, b) => String(a.startsAt).localeCompare(String(b.startsAt)))
  const cards = new Map<string, Scorecard>()
  for (const doc of docs.filter((d) => d._type === 'scorecard')) {
    const card = await readScorecard(doc)
    if (card) cards.set(card.match, card.scorecard)
  }
  const players = docs.filter((d) => d._type === 'player')
  const name = (id: string) => String(players.find((p) => p._id === id)?.name)
  const slug = (id: string) => String((players.find((p) => p._id === id)?.slug as {current: string}).current)
  const played = matches.flatMap((m) => (cards.has(m._id) ? [{matchId: m._id, scorecard: cards.get(m._id)!, playerOfMatch: refOf(m.playerOfMatch) ? [refOf(m.playerOfMatch)!] : []}] : []))
  const seasons = seasonStats(played, rules, Object.fromEntries(players.map((p) => [p._id, refOf(p.team)!])))
  return {seasons, boards: leaderboards(seasons.values(), {name, size: STATS_BOARD_SIZE}), name, slug, matches}
}

type Box = {left: number; right: number}
const box = (locator: Locator) => locator.evaluate((el) => (({left, right}) => ({left, right}))(el.getBoundingClientRect()))
const inside = (inner: Box, outer: Box) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1

/** Cells whose text is wider than the cell: cut off. */
const cutCells = (frame: Locator) => frame.locator('th, td').evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent))

const SCORECARD = '/matches/2026/1'
const TABLES = /batting$|^Bowling to|partnerships$/

for (const width of [320, 390, 1280])
  test(`the scorecard's tables read at ${width} px: the player column pinned, nothing cut`, async ({browser}) => {
    const context = await browser.newContext({viewport: {width, height: 800}})
    const page = await context.newPage()
    await page.goto(`${demo().url}${SCORECARD}`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(width)
    const frames = page.getByRole('region', {name: TABLES})
    expect(await frames.count()).toBe(6)
    for (const frame of await frames.all()) {
      const frameBox = await box(frame)
      expect(frameBox.right).toBeLessThanOrEqual(width)
      expect(await cutCells(frame)).toEqual([])
      const headings = frame.locator('thead th')
      expect(inside(await box(headings.first()), frameBox)).toBe(true)
      if (await frame.evaluate((el) => el.scrollWidth > el.clientWidth + 1)) {
        await frame.evaluate((el) => el.scrollTo({left: el.scrollWidth}))
        await expect.poll(async () => inside(await box(headings.last()), frameBox)).toBe(true)
        expect(inside(await box(frame.locator('tbody tr').first().locator('th')), frameBox), 'the player column stays in view').toBe(true)
      } else {
        expect(inside(await box(headings.last()), frameBox)).toBe(true)
      }
    }
    await context.close()
  })

test('a match page: batting with how out, extras, total, fall of wickets, bowling, partnerships and the over chart @phone', async ({page}) => {
  await page.goto(`${demo().url}${SCORECARD}`)
  // The scorecard's innings (the Commentary section has its own, one per innings too).
  const innings = page.getByRole('region', {name: 'Scorecard'}).getByRole('region', {name: /innings$/})
  await expect(innings).toHaveCount(2)
  const first = innings.first()
  const batting = first.getByRole('region', {name: /batting$/})
  await expect(batting.locator('thead th')).toHaveText(['Batter', 'R', 'B', '4s', '6s', 'SR'])
  // Each batter's name, and under it how they got out.
  const howOut = await batting.locator('tbody th').evaluateAll((cells) => cells.map((c) => (c as HTMLElement).innerText.split('\n')[1]))
  for (const text of howOut) expect(text).toMatch(/^(b |c |c & b |lbw b |st |run out|hit wicket|not out|retired)/)
  await expect(batting.locator('tfoot')).toContainText(/Extras\s*\d+/)
  await expect(batting.locator('tfoot')).toContainText(/Total\s*\d+( all out|\/\d+) \(\d+\.\d\)/)
  // The fall of wickets, under an innings that lost one (score-runs (batter, over)).
  await expect(innings.filter({hasText: /\d+\/[1-9]|all out/}).first()).toContainText(/Fall of wickets: 1-\d+ \(/)
  await expect(first.getByRole('region', {name: /^Bowling to/}).locator('thead th')).toHaveText(['Bowler', 'O', 'M', 'R', 'W', 'Econ', 'Wd', 'NB'])
  await expect(first.getByRole('region', {name: /partnerships$/}).locator('tbody tr').first()).toContainText(/^.+ & .+1st wicket/)
  // The chart: pictures hidden from assistive technology, a caption and a table of every over.
  const chart = page.getByRole('figure')
  await expect(chart.locator('svg')).toHaveCount(2)
  await expect(chart.locator('svg[aria-hidden="true"]')).toHaveCount(2)
  await expect(chart.locator('svg rect').first()).toBeAttached()
  await expect(chart.locator('svg polyline')).toHaveCount(2)
  await expect(chart.locator('figcaption')).toContainText(/Runs in each over/)
  await chart.getByText('Every over as a table').click()
  const overs = chart.getByRole('region', {name: 'Runs and wickets over by over'})
  await expect(overs.locator('tbody tr').first()).toContainText(/^1\s*\d+ runs?/)
  // The ways on: the leaderboards and the download.
  await expect(page.getByRole('link', {name: /Season leaderboards/})).toHaveAttribute('href', '/matches/stats')
  await expect(page.getByRole('link', {name: /Cricsheet JSON/})).toHaveAttribute('href', `${SCORECARD}/cricsheet.json`)
})

test('every player named on a scorecard links to their page, which names them', async ({page, request}) => {
  await page.goto(`${demo().url}${SCORECARD}`)
  const links = await page.getByRole('region', {name: 'Scorecard'}).locator('a[href^="/participation/players/"]').evaluateAll((as) => as.map((a) => [a.getAttribute('href')!, a.textContent!] as const))
  const unique = new Map(links)
  expect(unique.size).toBeGreaterThanOrEqual(12)
  for (const [href] of unique) expect((await request.get(`${demo().url}${href}`)).status(), href).toBe(200)
  const [href, name] = [...unique][0]!
  await page.goto(`${demo().url}${href}`)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(name)
})

test('the squads link to the players: the players list and a team page', async ({page}) => {
  await page.goto(`${demo().url}/participation/players`)
  const squad = page.getByRole('region', {name: /Oxygen Gangsters players/})
  await expect(squad.locator('tbody th a')).toHaveCount(11)
  await page.goto(`${demo().url}/participation/teams/oxygen-gangsters`)
  await expect(page.getByRole('region', {name: 'Oxygen Gangsters squad'}).locator('tbody th a').first()).toHaveAttribute('href', /^\/participation\/players\/[a-z0-9-]+$/)
})

/** A board's rows as the page shows them: the player and the first figure. */
const boardRows = (page: Page, title: string) =>
  page
    .getByRole('region', {name: `${title}: the leaders`})
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => ({rank: r.children[0]!.textContent, player: r.querySelector('th a')?.textContent, figure: r.children[2]!.textContent})))

test('/matches/stats shows the leaders the league derives from the same deliveries @phone', async ({page}) => {
  const {boards, name} = await demoFigures()
  await page.goto(`${demo().url}/matches/stats`)
  const orange = page.getByRole('region', {name: 'Orange Cap'})
  await expect(orange).toContainText(name(boards.mostRuns[0]!.player))
  await expect(orange).toContainText(`${boards.mostRuns[0]!.value} runs`)
  const purple = page.getByRole('region', {name: 'Purple Cap'})
  await expect(purple).toContainText(name(boards.mostWickets[0]!.player))
  await expect(purple).toContainText(`${boards.mostWickets[0]!.value} wickets`)
  const expectBoard = async (title: string, rows: {rank: number; player: string; value: number}[], figure: (value: number) => string = String) =>
    expect(await boardRows(page, title)).toEqual(rows.map((r) => ({rank: String(r.rank), player: name(r.player), figure: figure(r.value)})))
  await expectBoard('Most runs', boards.mostRuns)
  await expectBoard('Most wickets', boards.mostWickets)
  await expectBoard('Best strike rate', boards.bestStrikeRate, (v) => v.toFixed(2))
  await expectBoard('Best economy', boards.bestEconomy, (v) => v.toFixed(2))
  await expectBoard('Most sixes', boards.mostSixes)
  await expectBoard('Player of the match awards', boards.playerOfMatch)
  expect((await boardRows(page, 'Highest scores'))[0]!.player).toBe(name(boards.highestScores[0]!.player))
  expect((await boardRows(page, 'Best bowling'))[0]!.player).toBe(name(boards.bestBowling[0]!.player))
  await expect(page.getByText(`at least ${MIN_BALLS_FOR_STRIKE_RATE} balls`)).toBeVisible()
  await expect(page.getByText(/at least \d+\.\d overs/)).toBeVisible()
})

test('the orange cap holder’s page: the season’s figures, every match linked, bests and awards', async ({page, request}) => {
  const {boards, seasons, name, slug} = await demoFigures()
  const leader = boards.mostRuns[0]!.player
  const season = seasons.get(leader)!
  await page.goto(`${demo().url}/matches/stats`)
  await page.getByRole('region', {name: 'Orange Cap'}).getByRole('link', {name: name(leader)}).click()
  await expect(page).toHaveURL(`${demo().url}/participation/players/${slug(leader)}`)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(name(leader))
  const tile = (section: string, label: string) => page.getByRole('region', {name: section}).locator('div').filter({has: page.locator(`dt:text-is("${label}")`)}).locator('dd')
  await expect(tile('Batting', 'Runs')).toHaveText(String(season.batting.runs))
  await expect(tile('Batting', 'Innings')).toHaveText(String(season.batting.innings))
  const matches = page.getByRole('region', {name: /match by match$/}).locator('tbody tr')
  await expect(matches).toHaveCount(season.byMatch.length)
  for (const href of await matches.locator('th a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) expect((await request.get(`${demo().url}${href}`)).status()).toBe(200)
  await expect(page.getByText('Best batting')).toBeVisible()
  const awards = page.getByRole('region', {name: 'Best of the season'}).getByText('Player of the match', {exact: true})
  await expect(awards).toHaveCount(season.playerOfMatch.length)
})

test('the leaderboards are one tap from the points table, the home page and every scorecard', async ({page}) => {
  for (const route of ['/matches/points', '/', SCORECARD]) {
    await page.goto(`${demo().url}${route}`)
    await expect(page.getByRole('main').locator('a[href="/matches/stats"]').first(), route).toBeVisible()
  }
})

test('/matches/<season>/<number>/cricsheet.json: the match in Cricsheet JSON 1.1.0, a 404 without a scorecard', async ({request}) => {
  const response = await request.get(`${demo().url}${SCORECARD}/cricsheet.json`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/json')
  expect(response.headers()['content-disposition']).toBe('attachment; filename="opl-2026-match-1.json"')
  const file = await response.json()
  expect(Object.keys(file)).toEqual(['meta', 'info', 'innings'])
  expect(file.meta).toMatchObject({data_version: '1.1.0', revision: 1})
  expect(file.info).toMatchObject({balls_per_over: 6, overs: 8, season: '2026', team_type: 'club', event: {match_number: 1}})
  expect(file.info.teams).toHaveLength(2)
  expect(file.info.outcome).toMatchObject({winner: expect.any(String), by: expect.any(Object)})
  for (const team of file.info.teams) expect(file.info.players[team].length).toBeGreaterThanOrEqual(11)
  const delivery = file.innings[0].overs[0].deliveries[0]
  expect(Object.keys(delivery)).toEqual(expect.arrayContaining(['batter', 'bowler', 'non_striker', 'runs']))
  expect(file.info.registry.people[delivery.batter]).toMatch(/^player-/)
  for (const unknown of ['/matches/2026/13/cricsheet.json', '/matches/2026/999/cricsheet.json', '/matches/1999/1/cricsheet.json']) {
    const missing = await request.get(`${demo().url}${unknown}`)
    expect(missing.status(), unknown).toBe(404)
  }
})

test('the share button and its WhatsApp link carry the match in one line, in the server HTML', async ({request, page}) => {
  const html = await (await request.get(`${demo().url}${SCORECARD}`)).text()
  const href = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1]
  expect(href).toBeTruthy()
  const text = new URL(href!.replaceAll('&amp;', '&')).searchParams.get('text')!
  expect(text).toMatch(/^OPL · [A-Z]{3} \d+(\/\d+| all out) \(\d+\.\d\), [A-Z]{3} \d+(\/\d+| all out) \(\d+\.\d\) — .+ won by \d+ (runs?|wickets?) · http:\/\/\S+\/matches\/2026\/1$/)
  // With the Web Share API the same line goes to the share sheet.
  await page.addInitScript(() => {
    const share = (data: ShareData) => {
      Object.assign(window, {__shared: data})
      return Promise.resolve()
    }
    Object.defineProperty(Navigator.prototype, 'share', {value: share, configurable: true})
  })
  await page.goto(`${demo().url}${SCORECARD}`)
  await page.getByRole('button', {name: 'Share'}).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as {__shared?: ShareData}).__shared?.text)).toBe(text.replace(/ · http\S+$/, ''))
})

test('an unknown player is a 404 and leaves no page in the cache', async ({request}) => {
  const cached = async () => (await readdir(path.join(demo().distDir, 'server/app/participation/players'), {recursive: true}).catch(() => [])).length
  const before = await cached()
  for (const slug of ['no-such-player', 'Aarav-Sharma', 'a--b']) expect((await request.get(`${demo().url}/participation/players/${slug}`)).status(), slug).toBe(404)
  expect(await cached()).toBe(before)
})

for (const route of ['/matches/stats', '/participation/players/rahul-menon', SCORECARD])
  test(`${route} has no axe violations @phone`, async ({browser}, testInfo) => {
    // axe reads every cell of the leaderboards and scorecards: on a busy two-core machine, past 30 s.
    test.setTimeout(60_000)
    const {viewport, isMobile, hasTouch} = testInfo.project.use
    const context = await browser.newContext({viewport, isMobile, hasTouch})
    const page = await context.newPage()
    await page.goto(`${demo().url}${route}`)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
