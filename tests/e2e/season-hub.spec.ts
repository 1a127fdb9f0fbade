// The season hub on the home page (demo season): on a 390 px phone the latest result and the next match
// are on the first two screens, each leading to its page, with the top of the table; the countdown counts
// to the next fixture when it comes before the next key date. The season is made around today (its league
// played, its final ahead), whatever the date the suite runs on. The seed's home page has no hub.
import AxeBuilder from '@axe-core/playwright'
import {expect, test} from '@playwright/test'
import {demoSite} from './support/demo-site'

const demo = demoSite({around: new Date()})

test('the hub shows the latest result, the next match and the top of the table within two screens @phone', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true})
  const page = await context.newPage()
  await page.goto(`${demo().url}/`)
  const hub = page.getByRole('region', {name: 'The Season'})
  const latest = hub.getByRole('list', {name: 'Latest results'}).getByRole('listitem').first()
  await expect(latest).toContainText(/won by \d+|No result/)
  await expect(latest).toContainText('IST')
  const twoScreens = 2 * 844
  const top = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!.y
  expect(await top(latest)).toBeLessThan(twoScreens)
  const next = hub.getByRole('list', {name: 'Next matches'}).getByRole('listitem')
  await expect(next.first()).toContainText('Final')
  await expect(next.first()).toContainText('IST')
  expect(await top(next.first())).toBeLessThan(twoScreens)
  // The countdown counts to that match: no key date comes before it.
  await expect(page.locator('[data-countdown]')).toContainText('Final')
  const table = hub.getByRole('region', {name: 'Top of the points table'})
  await expect(table.locator('tbody tr')).toHaveCount(4)
  await expect(table.getByRole('link').first()).toHaveAttribute('href', /^\/participation\/teams\//)
  // One tap to the match's page.
  await latest.getByRole('link', {name: /^Match \d+ details/}).click()
  await expect(page).toHaveURL(new RegExp(`/matches/\\d{4}/\\d+$`))
  await expect(page.getByRole('region', {name: 'Scoreboard'})).toBeVisible()
  await context.close()
})

test('the top of the table shows every column without scrolling wherever the hub stands three across', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 900, height: 800}})
  const page = await context.newPage()
  await page.goto(`${demo().url}/`)
  const frame = page.getByRole('region', {name: 'Top of the points table'})
  for (const width of [900, 950, 1000, 1100, 1280]) {
    await page.setViewportSize({width, height: 800})
    const {scroll, columns} = await frame.evaluate((el) => ({scroll: el.scrollWidth - el.clientWidth, columns: el.querySelectorAll('thead th').length}))
    expect({width, scroll, columns}).toEqual({width, scroll: 0, columns: 4})
  }
  await context.close()
})

test('while a season has data the home page leads with it: hub, reports then every team’s note, dates, photos, one sponsor slot', async ({browser}) => {
  for (const width of [320, 390, 1280]) {
    const context = await browser.newContext({viewport: {width, height: width < 600 ? 844 : 800}})
    const page = await context.newPage()
    await page.goto(`${demo().url}/`)
    const main = page.getByRole('main')
    // The sections' own headings (a hero slide has its own h2).
    await expect(main.locator('h2[id$="-heading"]')).toHaveText(['The Season', 'Highlights & News', 'Key Dates', 'Gallery Highlights', 'Main Sponsor'])
    await expect(page.getByRole('complementary', {name: 'Sponsored by'})).toHaveCount(0)
    // The hero keeps the spec's button; the hub's first line names what comes next: here, the final.
    await expect(main.getByRole('link', {name: 'View Schedule'}).first()).toBeVisible()
    const hub = page.getByRole('region', {name: 'The Season'})
    const headline = hub.getByRole('link', {name: /v .* · \w{3}, \d+ \w{3} \d{4}, .* IST$/})
    await expect(hub.getByText('The final:')).toBeVisible()
    await expect(headline).toHaveAttribute('href', /^\/matches\/\d{4}\/\d+$/)
    const news = page.getByRole('region', {name: 'Highlights & News'})
    const reports = news.getByRole('region', {name: 'Match reports and news'})
    const notes = news.getByRole('region', {name: 'Team notes'})
    // Reports first, newest first, then a note from every team.
    await expect(reports.getByRole('listitem')).toHaveCount(2)
    const dates = await reports.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''))
    expect(dates).toEqual([...dates].sort().reverse())
    await expect(reports.getByRole('heading', {level: 4}).first()).toContainText(/ beat | tied | No result/)
    await expect(notes.getByRole('listitem')).toHaveCount(4)
    const box = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!.y
    expect(await box(reports)).toBeLessThan(await box(notes))
    await context.close()
  }
})

test('with results in, the header’s Results link is no longer marked Coming Soon; registration is Closed mid-season', async ({page}) => {
  await page.goto(`${demo().url}/news`)
  // The links sit in closed dropdowns (out of the accessibility tree until opened): read them as HTML.
  const nav = page.locator('nav[aria-label="Main"]')
  await expect(nav.locator('a[href="/matches/results"]')).toHaveText('Results')
  // The auction is behind and the final ahead: this season's registration has closed.
  await expect(nav.locator('a[href="/join/registration"]')).toHaveText('Player Registration (Closed)')
})

test('the home page with the hub has no axe violations @phone', async ({browser}, testInfo) => {
  const {viewport, isMobile, hasTouch} = testInfo.project.use
  const context = await browser.newContext({viewport, isMobile, hasTouch})
  const page = await context.newPage()
  await page.goto(`${demo().url}/`)
  await expect(page.getByRole('region', {name: 'The Season'})).toBeVisible()
  const {violations} = await new AxeBuilder({page}).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  await context.close()
})
