// Calendars that follow the season (demo season, played): the home and schedule pages' calendar button
// offers the season's fixtures to subscribe to, add to Google Calendar by address, or download; each
// team's feed offers the same; the feed a subscription follows holds the fixtures.
import {expect, test, type Page} from '@playwright/test'
import {demoSite} from './support/demo-site'

const demo = demoSite()

/** The http address a webcal:// link subscribes to, on the server under test. */
const feedOf = (webcal: string) => `${demo().url}${new URL(webcal.replace(/^webcal:/, 'http:')).pathname}`

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

async function offers(page: Page, scope = page.locator('body')) {
  const webcal = (await scope.getByRole('link', {name: /^Subscribe/}).first().getAttribute('href'))!
  const google = (await scope.getByRole('link', {name: /Google Calendar/}).first().getAttribute('href'))!
  return {webcal, google}
}

for (const path of ['/', '/matches/schedules']) {
  test(`${path}: the calendar button offers the season's fixtures to subscribe to`, async ({page, request}) => {
    await page.goto(`${demo().url}${path}`)
    const menu = page.locator('[data-add-to-calendar]')
    await menu.locator('summary', {hasText: 'Add fixtures to calendar'}).click()
    await expect(menu).toContainText('Every fixture of the season')
    await expect(menu).toContainText('keeps it up to date by itself')
    const {webcal, google} = await offers(page, menu)
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/calendar\.ics$/)
    expect(google.startsWith('https://calendar.google.com/calendar/render?cid=')).toBe(true)
    expect(new URL(google).searchParams.get('cid')).toBe(webcal)
    const feed = unfold(await (await request.get(feedOf(webcal))).text())
    expect(feed).toContain('X-WR-CALNAME:Oxygen Premier League: fixtures and key dates')
    expect(feed.match(/^DTSTART:\d{8}T\d{6}Z\r$/gm)).toHaveLength(13) // every fixture, timed
    await expect(menu.getByRole('link', {name: 'Download the file'})).toHaveAttribute('href', '/calendar.ics')
  })
}

test('each team\'s feed can be subscribed to, and holds that team\'s fixtures', async ({page, request}) => {
  test.setTimeout(60_000) // two pages and a feed, on a busy machine
  await page.goto(`${demo().url}/matches/schedules`)
  const section = page.getByRole('region', {name: 'Team calendars'})
  await expect(section).toContainText('Subscribing adds the feed to your calendar')
  const webcal = (await section.getByRole('link', {name: 'Subscribe to the fixtures of Oxygen Gladiators'}).getAttribute('href'))!
  expect(webcal).toMatch(/^webcal:\/\/[^/]+\/calendar\/oxygen-gladiators\.ics$/)
  const google = (await section.getByRole('link', {name: 'Google Calendar: add the fixtures of Oxygen Gladiators'}).getAttribute('href'))!
  expect(new URL(google).searchParams.get('cid')).toBe(webcal)
  const events = unfold(await (await request.get(feedOf(webcal))).text())
    .split('BEGIN:VEVENT')
    .filter((event) => event.includes('DTSTART:'))
  expect(events.length).toBeGreaterThan(0)
  for (const event of events) expect(event).toContain('Oxygen Gladiators')

  await page.goto(`${demo().url}/participation/teams/oxygen-gladiators`)
  const fact = page.locator('[data-calendar]')
  await expect(fact.getByRole('link', {name: 'Subscribe to the fixtures of Oxygen Gladiators'})).toHaveAttribute('href', webcal)
  await expect(fact).toContainText('keeps it up to date by itself')
})
