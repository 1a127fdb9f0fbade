// What holds on every page: in one visit per page and width, no CSP violation, the server's HTML kept as it
// is by the script (no hydration error, which would redraw the page) and no axe violation; a unique title,
// no internal link to a 404, the scroll reset on navigation, and the blank fallback for an image that fails
// to load.
import AxeBuilder from '@axe-core/playwright'
import {expect, test} from '@playwright/test'
import {PUBLIC_ROUTES} from '../../web/lib/routes'

const NEWS_ITEM = '/news/oxygen-gangsters'
const ROUTES = [...PUBLIC_ROUTES, NEWS_ITEM]

test.describe('every page, as a visitor meets it @phone', () => {
  for (const route of ROUTES) {
    test(`${route}: no CSP violation, no hydration error (the #place the address names stays its :target), no axe violation`, async ({browser}, testInfo) => {
      const {viewport, isMobile, hasTouch} = testInfo.project.use
      const context = await browser.newContext({viewport, isMobile, hasTouch})
      const page = await context.newPage()
      const errors: string[] = []
      const violations: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      // Scripts run (hydration) under the policy, and the page settles before it is judged.
      await page.goto(`${route}#main`, {waitUntil: 'networkidle'})
      expect(violations).toEqual([])
      expect(await page.locator('main').evaluate((main) => main.matches(':target'))).toBe(true)
      expect(errors).toEqual([])
      // /login opens its dialog on arrival; axe checks the page as a visitor meets it.
      const results = await new AxeBuilder({page}).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      await context.close()
    })
  }
})

test('every route answers 200 with its own title', async ({request}) => {
  const titles = new Map<string, string>()
  for (const route of ROUTES) {
    const response = await request.get(route)
    expect(response.status(), route).toBe(200)
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1]
    expect(title, `${route} has a title`).toBeTruthy()
    expect([...titles.entries()].find(([, t]) => t === title)?.[0], `${route} shares its title`).toBeUndefined()
    titles.set(route, title!)
  }
})

test('no internal link leads to a 404', async ({request}) => {
  const seen = new Set<string>()
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text()
    for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)[^"]*"/g)) seen.add(href!)
  }
  expect(seen.size).toBeGreaterThan(20)
  for (const href of seen) {
    const response = await request.get(href)
    expect(response.status(), `link to ${href}`).toBe(200)
  }
})

test('the page scrolls to the top on a route change', async ({page}) => {
  await page.goto('/gallery')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await page.getByRole('contentinfo').getByRole('link', {name: 'About OPL'}).click()
  await expect(page).toHaveURL('/about')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a page scrolled before its scripts run stays where the visitor put it', async ({page}) => {
  // Hold the page's scripts back, scroll, then let them run: hydrating must not send the page to the top.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/gallery', {waitUntil: 'domcontentloaded'})
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  release()
  // GalleryLightbox marks its list when React has hydrated it.
  await expect(page.locator('main ul[data-enhanced]').first()).toBeAttached()
  // React's effects run within a frame or two of that; give them a few, then read where the page is.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
})

test('an image that fails to load is replaced by the blank fallback', async ({page}) => {
  await page.route('**/images/**', (route) => route.abort())
  await page.goto('/participation/societies')
  const logo = page.getByRole('banner').locator('img').first()
  await expect(logo).toHaveAttribute('src', '/blank.svg')
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})
