// Team and match pages on the demo season: what a fan looks for on each, one tap from every team name
// and match number, accessible at both widths, in the sitemap with their JSON-LD, a match's share image
// with the score, and a 404 for an unknown team or match that leaves no page in the cache.
import {readdir} from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import {expect, test} from '@playwright/test'
import {demoSite} from './support/demo-site'

const demo = demoSite()

const jsonLd = async (page: import('@playwright/test').Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>)

test('a team page: crest, society, captain, place in the table, fixtures and results, squad, calendar, news @phone', async ({page}) => {
  await page.goto(`${demo().url}/matches/points`)
  const first = page.getByRole('region', {name: /points table/}).locator('tbody tr').first().getByRole('link')
  // The link's accessible name is the full name (a phone shows the short code beside it).
  const team = /link "(.+)"/.exec(await first.ariaSnapshot())![1]!
  await first.click()
  await expect(page.getByRole('heading', {level: 1})).toHaveText(team)
  const facts = page.locator('dl').first()
  await expect(facts).toContainText('Society')
  await expect(facts).toContainText('Captain')
  await expect(facts).toContainText(/1st of 4 · \d+ pts from \d+/)
  await expect(page.getByRole('link', {name: /^Download the fixtures of .+ \(\.ics\)$/})).toHaveAttribute('href', /^\/calendar\/[a-z-]+\.ics$/)
  // Cards on a phone, a table from the sm breakpoint up.
  const matches = page
    .getByRole('group', {name: `Matches of ${team}`})
    .getByRole('listitem')
    .or(page.getByRole('region', {name: `Matches of ${team}`}).locator('tbody tr'))
  await expect(matches.first()).toBeVisible()
  expect(await matches.count()).toBeGreaterThan(3)
  await expect(matches.filter({hasText: /won by|No result/}).first()).toBeVisible()
  const squad = page.getByRole('region', {name: `${team} squad`})
  await expect(squad.locator('tbody tr')).toHaveCount(11)
  await expect(squad.locator('tbody tr').first()).toContainText('₹')
  const ld = await jsonLd(page)
  expect(ld.find((node) => node['@type'] === 'SportsTeam')).toMatchObject({name: team, sport: 'Cricket'})
})

test('a match page: both innings as cricket writes them, the margin, time, venue, status and its report @phone', async ({page}) => {
  await page.goto(`${demo().url}/news`)
  const report = page.getByRole('list', {name: 'Posts, newest first'}).getByRole('link').first()
  await report.click()
  await page.getByRole('link', {name: /: the scoreboard$/}).click()
  await expect(page).toHaveURL(new RegExp(`${demo().url}/matches/\\d{4}/\\d+$`))
  const scoreboard = page.getByRole('region', {name: 'Scoreboard'})
  await expect(scoreboard.getByRole('heading', {level: 2})).toHaveCount(2)
  await expect(scoreboard.getByText(/^\d+\/\d+\(\d+\.\d overs\)$/)).toHaveCount(2)
  await expect(scoreboard).toContainText(/won by \d+ (runs?|wickets?)/)
  const details = page.locator('dl').first()
  await expect(details).toContainText('IST')
  await expect(details).toContainText('Completed')
  await expect(page.getByRole('list', {name: 'Reports of this match'}).getByRole('listitem')).toHaveCount(1)
  const event = (await jsonLd(page)).find((node) => node['@type'] === 'SportsEvent')
  expect(event).toMatchObject({homeTeam: {'@type': 'SportsTeam'}, awayTeam: {'@type': 'SportsTeam'}, description: expect.stringMatching(/won by/)})
  // The share image is this match's score.
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toMatch(/\/matches\/\d{4}\/\d+\/opengraph-image/)
  const png = await page.request.get(`${demo().url}${new URL(image!).pathname}`)
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
})

test('every team name and match number on the league pages leads to its page', async ({page, request}) => {
  const hrefs = new Set<string>()
  for (const route of ['/matches/points', '/matches/results', '/matches/schedules', '/matches/top-bids', '/participation/teams', '/participation/players']) {
    await page.goto(`${demo().url}${route}`)
    for (const href of await page.getByRole('main').locator('a[href^="/participation/teams/"], a[href^="/matches/2"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      hrefs.add(href.split('#')[0]!)
  }
  expect([...hrefs].filter((h) => h.startsWith('/participation/teams/'))).toHaveLength(4)
  expect([...hrefs].filter((h) => h.startsWith('/matches/'))).toHaveLength(13)
  for (const href of hrefs) expect((await request.get(`${demo().url}${href}`)).status(), href).toBe(200)
  const sitemap = await (await request.get(`${demo().url}/sitemap.xml`)).text()
  for (const href of hrefs) expect(sitemap).toContain(href)
})

test('an unknown team or match is a 404 and leaves no page in the cache', async ({request}) => {
  const cached = async () => {
    const files = await readdir(path.join(demo().distDir, 'server/app'), {recursive: true}).catch(() => [])
    return files.filter((f) => /^(participation\/teams|matches)\//.test(String(f))).length
  }
  test.slow()
  const before = await cached()
  for (let i = 0; i < 5; i++) {
    for (const unknown of [`/participation/teams/no-such-team-${i}`, `/matches/2026/${900 + i}`, `/matches/1999/${i + 1}`, `/matches/x${i}/1`]) {
      const response = await request.get(`${demo().url}${unknown}`)
      expect(response.status(), unknown).toBe(404)
    }
  }
  expect(await cached()).toBe(before)
})

for (const route of ['/participation/teams/oxygen-gangsters', '/matches/2026/1', '/matches/2026/13'])
  test(`${route} has no axe violations @phone`, async ({browser}, testInfo) => {
    const {viewport, isMobile, hasTouch} = testInfo.project.use
    const context = await browser.newContext({viewport, isMobile, hasTouch})
    const page = await context.newPage()
    await page.goto(`${demo().url}${route}`)
    const {violations} = await new AxeBuilder({page}).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    await context.close()
  })
