// A season's page, the seasons list and the grounds, as a fan sees them: on the demo season (played
// around today) the list links to the season's page, which names it, says it is in progress, links to its
// fixtures, results, table, stats and rules and lists its matches (cards on a phone, a table wider), with
// no sideways scroll at 320, 390 and 1280 px; each fixture names its ground with a Map link, the match page
// its address. On the seed (no season) the list says so and a season address is the 404.
import AxeBuilder from '@axe-core/playwright'
import {expect, test, type Page} from '@playwright/test'
import {demoSite} from './support/demo-site'

const demo = demoSite({around: new Date()})

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(width)

for (const width of [320, 390, 1280]) {
  test(`the seasons list leads to the demo season's page at ${width} px`, async ({browser}) => {
    const context = await browser.newContext({viewport: {width, height: 900}})
    const page = await context.newPage()
    await page.goto(`${demo().url}/matches/schedules`)
    await page.getByRole('link', {name: 'All seasons'}).click()
    await expect(page).toHaveURL(/\/matches\/seasons$/)
    await expect(page.getByRole('heading', {level: 1, name: 'Seasons'})).toBeVisible()
    const seasons = page.getByRole('list', {name: 'Seasons'}).getByRole('listitem')
    await expect(seasons).toHaveCount(1)
    await expect(seasons.first()).toContainText('current season')
    const name = (await seasons.first().getByRole('link').textContent())!
    expect(name).toMatch(/^OPL 20\d\d$/)
    await seasons.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/matches\/20\d\d$/)
    await expect(page).toHaveTitle(new RegExp(`^${name}`))
    await expect(page.getByRole('heading', {level: 1})).toHaveText(name)
    await expect(page.locator('[data-season-state]')).toContainText(/In progress · League matches are under way; the final is on \d+ \w+ 20\d\d\./)
    const nav = page.getByRole('navigation', {name: 'This season'})
    const links: [string, string][] = [
      ['Fixtures', '/matches/schedules'],
      ['Results', '/matches/results'],
      ['Points table', '/matches/points'],
      ['Stats', '/matches/stats'],
      ['Rules', '/matches/rules'],
      ['All seasons', '/matches/seasons'],
    ]
    for (const [label, href] of links) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href)
    }
    // The season's 13 matches, as the fixtures show them: cards below 600 px, a table from there up.
    const matches = width < 600 ? page.getByRole('group', {name: 'Fixtures'}).getByRole('listitem') : page.getByRole('region', {name: 'Fixtures'}).locator('tbody tr')
    await expect(matches).toHaveCount(13)
    await expect(matches.filter({hasText: width < 600 ? /won by/ : /Completed/}).first()).toBeVisible()
    await noSidewaysScroll(page, width)
    expect((await new AxeBuilder({page}).analyze()).violations).toEqual([])
    await context.close()
  })
}

for (const width of [390, 1280]) {
  test(`fixtures name each ground with a Map link, the final's page its address at ${width} px`, async ({browser}) => {
    const context = await browser.newContext({viewport: {width, height: 900}})
    const page = await context.newPage()
    await page.goto(`${demo().url}/matches/schedules`)
    const fixtures = width < 600 ? page.getByRole('group', {name: 'Fixtures'}) : page.getByRole('region', {name: 'Fixtures'})
    const maps = fixtures.getByRole('link', {name: /^Map of .+ \(opens in a new tab\)$/})
    await expect(maps).toHaveCount(13)
    await expect(maps.first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//)
    await expect(maps.first()).toHaveAttribute('target', '_blank')
    await expect(maps.first()).toHaveAttribute('rel', /noopener/)
    await expect(maps.first()).toHaveText(/^Map/)
    await expect(fixtures.getByText(/Oxygen Residency main ground/).first()).toBeVisible()

    await page.goto(`${demo().url}/matches/seasons`)
    const season = await page.getByRole('list', {name: 'Seasons'}).getByRole('link').first().getAttribute('href')
    expect(season).toMatch(/^\/matches\/20\d\d$/)
    await page.goto(`${demo().url}${season}/13`)
    const venue = page.locator('dt', {hasText: 'Venue'}).locator('xpath=following-sibling::dd[1]')
    await expect(venue).toContainText('Oxygen Residency main ground')
    await expect(venue.locator('[data-ground-address]')).toHaveText('Oxygen Residency, Dommasandra, Sarjapur Road')
    await expect(venue.getByRole('link', {name: /^Map of Oxygen Residency main ground/})).toHaveAttribute('href', /^https:\/\//)
    await noSidewaysScroll(page, width)
    await context.close()
  })
}

test('the demo season is in the sitemap; an unknown year is the 404', async ({request}) => {
  const sitemap = await (await request.get(`${demo().url}/sitemap.xml`)).text()
  expect(sitemap).toMatch(/\/matches\/seasons<\/loc>/)
  expect(sitemap).toMatch(/\/matches\/20\d\d<\/loc>/)
  for (const address of ['/matches/1999', '/matches/season-one']) {
    const answer = await request.get(`${demo().url}${address}`)
    expect(answer.status(), address).toBe(404)
  }
})

test('on the seed (no season yet) the list says so and a season address is the 404', async ({page}) => {
  await page.goto('/matches/seasons')
  await expect(page.getByRole('heading', {name: 'No season has matches yet'})).toBeVisible()
  const answer = await page.request.get('/matches/2026')
  expect(answer.status()).toBe(404)
  await page.goto('/matches/schedules')
  await expect(page.getByRole('link', {name: 'Rules', exact: true})).toHaveAttribute('href', '/matches/rules')
  await expect(page.getByRole('link', {name: 'All seasons'})).toHaveAttribute('href', '/matches/seasons')
})
