// The league pages on the demo season (content/demo-season.ndjson): real fixtures, results, a points
// table that adds up, top bids and players, accessible at both widths. The seed keeps Coming Soon.
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import {expect, test} from '@playwright/test'
import {freePort, sandbox} from './support/sandbox'
import {startSite, type RunningSite} from './support/site-server'

// One demo server for the whole file, so its tests run in order in one worker (the last one edits
// the sandbox's copy of the dataset).
test.describe.configure({mode: 'default'})

/** How long an edit of the dataset file may take to reach a reloaded page. The watcher notices within
 * a fraction of a second; the margin is for a busy machine, where each load is slower too. */
const EDIT_SHOWN_WITHIN_MS = 10_000

let site: RunningSite
let demoFile: string
let removeSandbox: () => Promise<unknown>

test.beforeAll(async () => {
  test.setTimeout(120_000)
  // A private copy of the content and the build: the server caches data in its build folder, and the
  // last test edits the dataset.
  const box = await sandbox()
  removeSandbox = box.remove
  demoFile = path.join(path.dirname(box.file), 'demo-season.ndjson')
  site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: demoFile})
})

test.afterAll(async () => {
  await site?.stop()
  await removeSandbox?.()
})

const main = (page: import('@playwright/test').Page) => page.getByRole('main')

test('the points table adds up: wins equal losses, points follow the rule @phone', async ({page}) => {
  await page.goto(`${site.url}/matches/points`)
  const rows = main(page)
    .getByRole('region', {name: /points table/})
    .locator('tbody tr')
  await expect(rows).toHaveCount(4)
  // Read each number by its column's heading, whatever order the columns come in.
  const headings = await main(page).getByRole('region', {name: /points table/}).locator('thead th').allTextContents()
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')))
  const column = (name: string) => headings.indexOf(name)
  const n = cells.map((c) => ['P', 'W', 'L', 'T', 'NR', 'Pts'].map((name) => Number(c[column(name)])))
  expect(n.reduce((s, r) => s + r[1]!, 0)).toBe(n.reduce((s, r) => s + r[2]!, 0))
  for (const [p, w, l, t, nr, pts] of n) {
    expect(p).toBe(w! + l! + t! + nr!)
    expect(pts).toBe(2 * w! + t! + nr!)
  }
  const points = n.map((r) => r[5]!)
  expect([...points].sort((a, b) => b - a)).toEqual(points)
  await expect(main(page).getByText('Coming Soon', {exact: true})).toHaveCount(0)
})

test('results show scores and margins; fixtures list the upcoming final first', async ({page}) => {
  await page.goto(`${site.url}/matches/results`)
  // The table (this width's view; a phone's cards are season-calendar.spec's).
  const results = main(page).getByRole('region', {name: /results/})
  await expect(results.getByText(/^\S.* \d+\/\d+ \(\d+\.\d\)$/).first()).toBeVisible()
  await expect(results.getByText(/won by \d+ (runs?|wickets?)/).first()).toBeVisible()
  await expect(results.getByText('No result').first()).toBeVisible()
  await page.goto(`${site.url}/matches/schedules`)
  const first = main(page).getByRole('region', {name: 'Fixtures'}).locator('tbody tr').first()
  await expect(first).toContainText('Final')
  await expect(first).toContainText('IST')
})

test('top bids are highest first and players are grouped by team', async ({page}) => {
  await page.goto(`${site.url}/matches/top-bids`)
  const prices = await main(page).locator('tbody tr td:last-child').allTextContents()
  expect(prices).toHaveLength(40)
  const values = prices.map((p) => Number(p.replace(/[^\d]/g, '')))
  expect([...values].sort((a, b) => b - a)).toEqual(values)
  await page.goto(`${site.url}/participation/players`)
  await expect(main(page).getByRole('heading', {level: 2, name: 'Oxygen Gangsters'})).toBeVisible()
  await expect(main(page).getByRole('cell', {name: 'Wicket-keeper'}).first()).toBeVisible()
})

for (const route of [
  '/matches/schedules',
  '/matches/results',
  '/matches/points',
  '/matches/top-bids',
  '/participation/players',
])
  test(`${route} on the demo season has no axe violations @phone`, async ({page}) => {
    await page.goto(`${site.url}${route}`)
    expect((await new AxeBuilder({page}).analyze()).violations).toEqual([])
  })

test('calendars: the season file carries every fixture, each team has its own feed, unknown teams are 404', async ({
  request,
}) => {
  const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')
  const season = unfold(await (await request.get(`${site.url}/calendar.ics`)).text())
  expect(season.match(/BEGIN:VEVENT/g)).toHaveLength(3 + 13) // the key dates and the 13 fixtures
  expect(season).toContain('SUMMARY:OPL: Final: ')

  const feed = await request.get(`${site.url}/calendar/oxygen-gangsters.ics`)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('text/calendar')
  expect(feed.headers()['content-disposition']).toBe('attachment; filename="opl-oxygen-gangsters.ics"')
  const fixtures = unfold(await feed.text())
    .split('BEGIN:VEVENT')
    .filter((event) => event.includes('DTSTART:'))
  expect(fixtures.length).toBeGreaterThan(0)
  for (const event of fixtures) expect(event).toContain('Oxygen Gangsters')
  expect(fixtures.some((e) => /DESCRIPTION:.*won by/.test(e))).toBe(true)

  for (const unknown of ['/calendar/no-such-team.ics', '/calendar/oxygen-gangsters', '/calendar/%2e%2e.ics']) {
    expect((await request.get(`${site.url}${unknown}`)).status(), unknown).toBe(404)
  }
})

test('the schedule links each team\'s feed and describes every fixture as a SportsEvent', async ({page}) => {
  await page.goto(`${site.url}/matches/schedules`)
  const feeds = page.getByRole('region', {name: 'Team calendars'})
  await expect(feeds.getByRole('link', {name: 'Download the fixtures of Oxygen Gladiators (.ics)'})).toHaveAttribute('href', '/calendar/oxygen-gladiators.ics')
  const graphs = await page.locator('script[type="application/ld+json"]').allTextContents()
  const events = graphs
    .flatMap((text) => (JSON.parse(text) as {'@graph'?: {'@type': string; homeTeam?: {name: string}}[]})['@graph'] ?? [])
    .filter((node) => node['@type'] === 'SportsEvent' && node.homeTeam)
  expect(events).toHaveLength(13)
  await page.goto(`${site.url}/matches/results`)
  const results = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(results.join('')).toMatch(/"description":"Oxygen [^"]+ \d+\/\d+ \(\d\.\d\), [^"]+won by/)
})

test('a shared results link shows the latest result as its picture', async ({page, request}) => {
  await page.goto(`${site.url}/matches/results`)
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toContain('/matches/results/opengraph-image')
  const response = await request.get(`${site.url}${new URL(image!).pathname}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect((await response.body()).byteLength).toBeGreaterThan(10_000)
})

test('a ball edited in a scorecard changes the result on results and points', async ({page}) => {
  const row = (name: string) => page.getByRole('region', {name: /points table/}).getByRole('row').filter({hasText: name})
  const wins = async (name: string) => {
    const headings = await page.getByRole('region', {name: /points table/}).locator('thead th').allTextContents()
    return Number(await row(name).locator('th, td').nth(headings.indexOf('W')).textContent())
  }
  await page.goto(`${site.url}/matches/points`)
  const before = {gangsters: await wins('Oxygen Gangsters'), desperados: await wins('Oxygen Desperados')}

  // Match 1: the Gangsters, chasing 105, finished on 102/7 after a dot ball; the corrected scorecard has
  // that last ball hit for six (108/7), so they won by 3 wickets. The result is derived from the balls.
  await page.goto(`${site.url}/matches/results`, {waitUntil: 'domcontentloaded'})
  const row1 = page.getByRole('row').filter({has: page.getByRole('rowheader', {name: '#1', exact: true})})
  await expect(row1).toContainText('Oxygen Desperados won by 2 runs')
  const lines = (await readFile(demoFile, 'utf8')).split('\n')
  const at = lines.findIndex((line) => line.includes('"_id":"scorecard-match-1"'))
  const scorecard = JSON.parse(lines[at]!) as {innings: {deliveries: {runs: {batter: number; extras: number; total: number}}[]}[]}
  const lastBall = scorecard.innings[1]!.deliveries.at(-1)!
  expect(lastBall.runs).toEqual({batter: 0, extras: 0, total: 0})
  lastBall.runs = {batter: 6, extras: 0, total: 6}
  lines[at] = JSON.stringify(scorecard)
  await writeFile(demoFile, lines.join('\n'))

  // Plain loads, as a fan reloading the page would: no restart, no deploy.
  await expect
    .poll(async () => {
      await page.goto(`${site.url}/matches/results`, {waitUntil: 'domcontentloaded'})
      return row1.textContent()
    }, {timeout: EDIT_SHOWN_WITHIN_MS})
    .toContain('Oxygen Gangsters won by 3 wickets')
  await page.goto(`${site.url}/matches/points`, {waitUntil: 'domcontentloaded'})
  expect(await wins('Oxygen Gangsters')).toBe(before.gangsters + 1)
  expect(await wins('Oxygen Desperados')).toBe(before.desperados - 1)
})

test('the seed has no league data: no fixtures under the key dates, Coming Soon on the league pages', async ({
  page,
}) => {
  await page.goto('/matches/schedules')
  await expect(page.getByRole('heading', {level: 2, name: 'Key dates'})).toBeVisible()
  await expect(page.getByRole('region', {name: 'Fixtures'})).toHaveCount(0)
  for (const route of ['/matches/results', '/matches/points', '/matches/top-bids', '/participation/players']) {
    await page.goto(route)
    await expect(page.getByRole('main').getByText('Coming Soon', {exact: true})).toBeVisible()
    await expect(page.getByRole('main').locator('table')).toHaveCount(0)
  }
})
