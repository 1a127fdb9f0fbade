// The league pages on the demo season (content/demo-season.ndjson): real fixtures, results, a points
// table that adds up, top bids and players, accessible at both widths. The seed keeps Coming Soon.
import {cp, rm} from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import {expect, test} from '@playwright/test'
import {E2E_PORT} from './support/browser'
import {E2E_DIST_DIR, ROOT, startSite, type RunningSite} from './support/site-server'

/** The demo site listens next to the suite's own server. */
const DEMO_PORT = E2E_PORT + 1

let site: RunningSite
const distDir = `${E2E_DIST_DIR}-league`

test.beforeAll(async () => {
  // The server caches data in its build folder; a copy keeps the demo's data away from other specs.
  await cp(path.join(ROOT, 'web', E2E_DIST_DIR), path.join(ROOT, 'web', distDir), {
    recursive: true,
    verbatimSymlinks: true,
  })
  site = await startSite(DEMO_PORT, {
    CONTENT_DATASET_PATH: path.join(ROOT, 'content/demo-season.ndjson'),
    NEXT_DIST_DIR: distDir,
  })
})

test.afterAll(async () => {
  await site?.stop()
  await rm(path.join(ROOT, 'web', distDir), {recursive: true, force: true})
})

const main = (page: import('@playwright/test').Page) => page.getByRole('main')

test('the points table adds up: wins equal losses, points follow the rule @phone', async ({page}) => {
  await page.goto(`${site.url}/matches/points`)
  const rows = main(page)
    .getByRole('region', {name: /points table/})
    .locator('tbody tr')
  await expect(rows).toHaveCount(4)
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  )
  // Columns: #, P, W, L, T, NR, Pts, NRR (the team is the row header).
  const n = cells.map((c) => c.slice(1, 7).map(Number))
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
  await expect(
    main(page)
      .getByText(/^\S.* \d+\/\d+ \(\d+\.\d\)$/)
      .first(),
  ).toBeVisible()
  await expect(
    main(page)
      .getByText(/won by \d+ (runs?|wickets?)/)
      .first(),
  ).toBeVisible()
  await expect(main(page).getByText('No result').first()).toBeVisible()
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
