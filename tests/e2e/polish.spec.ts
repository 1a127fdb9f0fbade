// The small things a fan notices (issue 13, item 6), as a visitor sees them: one sponsor placeholder
// and highlights from every gallery section on home, a 404 that leads on, /about and /profile using
// the width, /profile saying the visitor is signed out, one action on /join/contests, the site's own
// contact form errors, a footer email kept whole, and compact team cards that lead somewhere.
import AxeBuilder from '@axe-core/playwright'
import {expect, test, type Browser, type Page, type TestInfo} from '@playwright/test'

const main = (page: Page) => page.getByRole('main')

/** A fresh context like the project's (axe needs one made by browser.newContext()). */
async function projectPage(browser: Browser, testInfo: TestInfo, options: {javaScriptEnabled?: boolean} = {}) {
  const {viewport, isMobile, hasTouch} = testInfo.project.use
  const context = await browser.newContext({viewport, isMobile, hasTouch, ...options})
  return {context, page: await context.newPage()}
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({page}).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

test('home names the sponsor placeholder once and draws its highlights from every gallery section @phone', async ({page}) => {
  await page.goto('/')
  await expect(main(page).getByText('Your Brand Here')).toHaveCount(1)
  await expect(page.getByRole('complementary', {name: 'Sponsored by'})).toContainText('Your Brand Here')
  await expect(page.getByRole('region', {name: 'Main Sponsor'}).getByRole('link', {name: 'Become a sponsor'})).toBeVisible()
  const photos = page.getByRole('list', {name: 'Gallery highlights'}).getByRole('listitem')
  // Auction 2025, Season 1 Matches and Closing Day in turn, then the auction's second photo (each
  // thumbnail carries its caption).
  await expect(photos).toHaveCount(4)
  const captions = [
    'Team owners take their seats for the auction',
    'Opening ball of Season 1',
    'Champions lift the Season 1 trophy',
    'The auctioneer opens the bidding',
  ]
  for (const [index, caption] of captions.entries()) await expect(photos.nth(index)).toContainText(caption)
})

test.describe('the 404 page leads on', () => {
  test('its server HTML offers the latest news and the main sections, and they work without script @phone', async ({browser, request}, testInfo) => {
    const response = await request.get('/no/such/page')
    expect(response.status()).toBe(404)
    const html = await response.text()
    for (const href of ['/news/oxygen-gangsters', '/news/oxygen-desperados', '/news/oxygen-gladiators', '/gallery', '/participation/teams']) {
      expect(html).toContain(`href="${href}"`)
    }

    const {context, page} = await projectPage(browser, testInfo, {javaScriptEnabled: false})
    await page.goto('/no/such/page')
    await expect(page.getByText('Sorry, that page could not be found.')).toBeVisible()
    const news = main(page).getByRole('region', {name: 'Latest news'}).getByRole('link')
    await expect(news).toHaveText(['Oxygen Gangsters', 'Oxygen Desperados', 'Oxygen Gladiators'])
    const sections = main(page).getByRole('navigation', {name: 'Main sections'}).getByRole('link')
    await expect(sections).toHaveText(['Team news', 'Schedules and key dates', 'Gallery', 'Teams', 'Sponsors'])
    await news.nth(1).click()
    await expect(page).toHaveURL('/news/oxygen-desperados')
    await expect(page.getByRole('heading', {level: 1, name: 'Oxygen Desperados'})).toBeVisible()
    await context.close()
  })

  test('News Not Found offers the latest news too', async ({page}) => {
    await page.goto('/news/no-such-team')
    await expect(main(page).getByRole('region', {name: 'Latest news'}).getByRole('link')).toHaveCount(3)
  })

  for (const path of ['/no/such/page', '/news/no-such-team']) {
    test(`${path} has no axe violations @phone`, async ({browser}, testInfo) => {
      const {context, page} = await projectPage(browser, testInfo)
      await page.goto(path)
      await expect(main(page).getByRole('region', {name: 'Latest news'})).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await context.close()
    })
  }
})

/** Beside at 1280 (the aside to the right of the content, both in the top band), stacked at 390. */
async function expectBesideOrStacked(page: Page, content: ReturnType<Page['locator']>, aside: ReturnType<Page['locator']>) {
  const a = (await content.boundingBox())!
  const b = (await aside.boundingBox())!
  const width = page.viewportSize()!.width
  if (width >= 1200) {
    expect(b.x).toBeGreaterThan(a.x + a.width - 1)
    expect(Math.abs(b.y - a.y)).toBeLessThan(40)
    // The two columns together span most of the 1200 px content width: no empty right 40 %.
    expect(b.x + b.width - a.x).toBeGreaterThan(1100)
  } else {
    expect(Math.abs(b.x - a.x)).toBeLessThan(2)
    expect(Math.abs(b.width - a.width)).toBeLessThan(2)
  }
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  return {content: a, aside: b}
}

test('/about puts key facts and contacts beside the text, under it on phones @phone', async ({page}) => {
  await page.goto('/about')
  const facts = main(page).getByRole('region', {name: 'Key facts'})
  await expect(facts).toContainText(/Season\s*2025/)
  await expect(facts.getByRole('link', {name: '8 housing societies'})).toHaveAttribute('href', '/participation/societies')
  await expect(facts.getByRole('link', {name: '4 teams'})).toHaveAttribute('href', '/participation/teams')
  await expect(facts).toContainText('Grand Finale')
  await expect(facts.locator('time')).toHaveText('8 Feb 2026')
  const contact = main(page).getByRole('complementary', {name: 'Get in touch'})
  await expect(contact.getByRole('link', {name: 'support@oxygenpremierleague.in'})).toBeVisible()
  const {content, aside} = await expectBesideOrStacked(page, main(page).locator('article'), facts)
  if (page.viewportSize()!.width < 600) expect(aside.y).toBeGreaterThan(content.y + content.height - 1)
})

test('/profile says the visitor is signed out, like the header, beside the labelled demo @phone', async ({page}) => {
  await page.goto('/profile')
  await expect(page.getByRole('banner').getByRole('link', {name: 'Login'}).first()).toBeAttached()
  const signedOut = main(page).getByRole('region', {name: 'You are not signed in'})
  await expect(signedOut).toContainText('demo profile')
  await expect(signedOut.getByRole('link', {name: 'Login'})).toHaveAttribute('href', '/login')
  const demo = main(page).getByRole('region', {name: 'Demo Player'})
  await expect(demo).toContainText('Demo profile: sample details, not a real account')
  await expect(demo.getByRole('button', {name: 'Logout'})).toBeVisible()
  await expect(demo).toContainText('Logout here is part of the demo')
  const {content, aside} = await expectBesideOrStacked(page, demo, signedOut)
  // On phones the signed-out note comes first.
  if (page.viewportSize()!.width < 600) expect(aside.y + aside.height).toBeLessThan(content.y + 1)
})

test('/join/contests has one call to action; the rest are a quiet link and a disabled entry @phone', async ({page}) => {
  await page.goto('/join/contests')
  const card = main(page).getByRole('region', {name: 'Three contests are on the way'})
  // Filled (non-transparent) enabled buttons and button-links in the card: exactly one.
  const filled = await card.locator('a, button:not(:disabled)').evaluateAll((els) =>
    els.filter((el) => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)').map((el) => el.textContent?.trim()),
  )
  expect(filled).toEqual(['See the key dates'])
  await expect(card.getByRole('link', {name: 'Back to Home'})).toHaveCSS('border-top-style', 'none')
  // "Coming Soon" is said once, by the disabled entry button, which explains itself.
  await expect(main(page).getByText('Coming Soon', {exact: true})).toHaveCount(1)
  const entry = card.getByRole('button', {name: 'Coming Soon'})
  await expect(entry).toBeDisabled()
  // The seed's season is over: entries open with next season's matches (season-calendar.spec shows the
  // spec's words before the league).
  await expect(entry).toHaveAccessibleDescription('Entries open closer to next season’s league matches.')
  await card.getByRole('link', {name: 'See the key dates'}).click()
  await expect(page).toHaveURL('/matches/schedules')
})

test.describe('the contact form', () => {
  const field = (page: Page, label: string) => main(page).getByLabel(label, {exact: true})

  test('shows its own errors: under each field, announced, focus on the first @phone', async ({browser}, testInfo) => {
    // Many steps and an axe run: on a loaded machine it needs more than the default 30 s.
    test.slow()
    const {context, page} = await projectPage(browser, testInfo)
    await page.goto('/contact')
    const form = main(page).getByRole('form', {name: 'Send us a message'})
    await expect(form).toHaveJSProperty('noValidate', true)
    await form.getByRole('button', {name: 'Send Message'}).click()
    await expect(field(page, 'Name')).toBeFocused()
    for (const [label, message] of [
      ['Name', 'Enter your name.'],
      ['Email', 'Enter your email address.'],
      ['Message', 'Enter your message.'],
    ] as const) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, label)).toHaveAccessibleDescription(message)
      await expect(form.getByText(message)).toBeVisible()
    }
    const summary = form.getByText('3 fields need attention: Name, Email, Message.')
    await expect(summary).toBeVisible()
    await expect(summary).toHaveAttribute('aria-live', 'polite')
    expect(await axeViolations(page)).toEqual([])

    await field(page, 'Name').fill('Asha')
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid')
    await field(page, 'Email').fill('asha-at-example')
    await field(page, 'Message').fill('When is the auction?')
    await form.getByRole('button', {name: 'Send Message'}).click()
    await expect(field(page, 'Email')).toBeFocused()
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.')
    await field(page, 'Email').fill('asha@example.com')
    await form.getByRole('button', {name: 'Send Message'}).click()
    await expect(main(page).getByRole('status')).toContainText('Thank you, Asha!')
    await context.close()
  })

  test('still checks the fields without script (the browser does)', async ({browser}, testInfo) => {
    const {context, page} = await projectPage(browser, testInfo, {javaScriptEnabled: false})
    await page.goto('/contact')
    const form = main(page).getByRole('form', {name: 'Send us a message'})
    await expect(form).toHaveJSProperty('noValidate', false)
    await form.getByRole('button', {name: 'Send Message'}).click()
    await expect(page).toHaveURL('/contact')
    expect(await field(page, 'Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    await context.close()
  })
})

test('the footer email stays whole on one line on phones @phone', async ({page}) => {
  for (const width of [390, 360, 320]) {
    await page.setViewportSize({width, height: 800})
    await page.goto('/contact')
    const email = page.getByRole('contentinfo').getByRole('link', {name: 'support@oxygenpremierleague.in'})
    await expect(email).toBeVisible()
    const lines = await email.evaluate((a) => {
      const range = document.createRange()
      range.selectNodeContents(a)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    })
    expect(lines, `lines at ${width} px`).toBe(1)
    const box = (await email.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(width)
  }
})

test('team cards are compact and lead to each team’s page and news (the seed has no players or fixtures yet) @phone', async ({page}) => {
  await page.goto('/participation/teams')
  const cards = page.getByRole('list', {name: 'Teams'}).getByRole('listitem')
  await expect(cards).toHaveCount(5)
  // Short cards: crest beside the name, one row of links (the tall, centred cards were ~260 px).
  for (let i = 0; i < 4; i++) {
    const box = (await cards.nth(i).boundingBox())!
    expect(box.height, `card ${i} height`).toBeLessThan(180)
  }
  const gangsters = cards.filter({hasText: 'Oxygen Gangsters'})
  // Two links: the team's name to its own page, and its news.
  await expect(gangsters.getByRole('link')).toHaveCount(2)
  await expect(gangsters.getByRole('link', {name: 'Oxygen Gangsters', exact: true})).toHaveAttribute('href', '/participation/teams/oxygen-gangsters')
  const news = gangsters.getByRole('link', {name: 'Team news about Oxygen Gangsters'})
  await expect(news).toHaveAttribute('href', '/news/oxygen-gangsters')
  await news.click()
  await expect(page.getByRole('heading', {level: 1, name: 'Oxygen Gangsters'})).toBeVisible()
})
