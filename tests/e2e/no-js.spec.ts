// The site before (and without) JavaScript: with script off, every route in the header is reachable
// by clicking through it at phone and desktop widths, a gallery thumbnail opens its full image, /login
// shows its message, and the home page shows the hero's first slide.
import {expect, test, type Page} from '@playwright/test'
import {isNavGroup, LOGIN_LINK, navigationFor, type NavLink} from '../../web/lib/navigation'

test.use({javaScriptEnabled: false})

/** Each header route's h1, as the pages say it. */
const HEADINGS: Record<string, string> = {
  '/': 'Oxygen Premier League',
  '/gallery': 'Gallery',
  '/news': 'Latest News',
  '/sponsors': 'Sponsors',
  '/participation/societies': 'Participating Societies',
  '/participation/teams': 'Teams',
  '/participation/players': 'Players',
  '/matches/points': 'Points Table',
  '/matches/top-bids': 'Top Bids',
  '/matches/schedules': 'Schedules',
  '/matches/results': 'Results',
  '/join/registration': 'Player Registration',
  '/join/contests': 'Contests',
  '/login': 'Login',
}

/** Every link the header offers on the seed (no results yet: Results is still marked Coming Soon; its
 * season is over, so registration is Coming Soon again), with the group (if any) it sits in. */
const ROUTES: {group?: string; item: NavLink}[] = [
  ...navigationFor({results: false, registration: 'Coming Soon'}).flatMap((entry) =>
    isNavGroup(entry) ? entry.items.map((item) => ({group: entry.label, item})) : [{item: entry}],
  ),
  {item: LOGIN_LINK},
]

async function expectPage(page: Page, href: string) {
  await expect(page).toHaveURL(href)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(HEADINGS[href]!)
}

test('the header lists exactly the routes this spec follows', () => {
  expect(ROUTES.map(({item}) => item.href).sort()).toEqual(Object.keys(HEADINGS).sort())
})

test.describe('at 1280 px', () => {
  test.use({viewport: {width: 1280, height: 800}})

  for (const {group, item} of ROUTES) {
    test(`${group ? `${group} › ` : ''}${item.label} is reachable from the header`, async ({page}) => {
      await page.goto(item.href === '/' ? '/gallery' : '/')
      const header = page.getByRole('banner')
      let scope = header
      if (group) {
        const details = header.getByRole('navigation', {name: 'Main'}).getByRole('group').filter({hasText: group})
        const link = details.getByRole('link', {name: item.label, exact: true})
        await expect(link).toBeHidden()
        await details.locator('summary').click()
        await expect(details).toHaveAttribute('open', '')
        await expect(link).toBeVisible()
        scope = details
      }
      await scope.getByRole('link', {name: item.label, exact: true}).first().click()
      await expectPage(page, item.href)
    })
  }
})

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true})

  for (const {group, item} of ROUTES) {
    test(`${group ? `${group} › ` : ''}${item.label} is reachable from the menu`, async ({page}) => {
      await page.goto(item.href === '/' ? '/gallery' : '/')
      const header = page.getByRole('banner')
      await expect(header.getByRole('navigation', {name: 'Main'})).toBeHidden()
      if (item === LOGIN_LINK) {
        // Login sits in the bar itself at every width.
        await header.getByRole('link', {name: 'Login', exact: true}).click()
        return expectPage(page, item.href)
      }
      const menu = header.getByRole('navigation', {name: 'Main'})
      await expect(menu).toBeHidden()
      await header.locator('details[data-nav-menu] > summary').click()
      await expect(menu).toBeVisible()
      let scope = menu
      if (group) {
        const details = menu.getByRole('group').filter({hasText: group})
        await expect(details.getByRole('link', {name: item.label, exact: true})).toBeHidden()
        await details.locator('summary').click()
        scope = details
      }
      const link = scope.getByRole('link', {name: item.label, exact: true})
      await expect(link).toBeVisible()
      await link.click()
      await expectPage(page, item.href)
    })
  }
})

test('a gallery thumbnail is a link that opens the full image', async ({page}) => {
  await page.goto('/gallery')
  const thumbnail = page.getByRole('list', {name: 'Auction 2025 photos'}).getByRole('link').nth(1)
  await expect(thumbnail).toHaveAccessibleName(/^The auctioneer raises his gavel/)
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest()), thumbnail.click()])
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\//)
  expect(new URL(page.url()).pathname).toMatch(/^\/images\//)
  // The full image, not the thumbnail: at least the lightbox's large width.
  const width = await page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)
  expect(width).toBeGreaterThanOrEqual(800)
})

test('/login shows its Coming Soon message, and its Close button works without script', async ({page}) => {
  await page.goto('/login')
  const dialog = page.getByRole('dialog', {name: 'Coming Soon'})
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('accounts are not open yet')
  await dialog.getByRole('button', {name: 'Close'}).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('every page of the site is free for all to browse')).toBeVisible()
})

test('the home page shows the hero’s first slide', async ({page}) => {
  await page.goto('/')
  const hero = page.getByRole('region', {name: 'Season highlights'})
  await expect(hero.getByText('Apartment Premier League')).toBeVisible()
  await expect(hero.getByRole('link', {name: 'View Schedule'}).first()).toBeVisible()
})

test('a made-up news, team or match address shows its 404 page, with the way on, from the server', async ({page}) => {
  const cases = [
    {path: '/news/no-such-note', heading: 'News Not Found', text: 'We could not find that news item.'},
    {path: '/participation/teams/no-such-team', heading: 'Page not found', text: 'Sorry, that page could not be found.'},
    {path: '/matches/2026/999', heading: 'Page not found', text: 'Sorry, that page could not be found.'},
    {path: '/no-such-page', heading: 'Page not found', text: 'Sorry, that page could not be found.'},
  ]
  for (const {path, heading, text} of cases) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading)
    await expect(page.getByText(text)).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('navigation', {name: 'Main sections'})).toBeVisible()
  }
})
