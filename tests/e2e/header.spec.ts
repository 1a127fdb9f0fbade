// The header on every page: dropdowns (server-rendered <details>, enhanced by script) by hover
// (closing 120 ms after the pointer leaves) and by keyboard, one open at a time, the active link,
// Login, the mobile menu (the same navigation, behind a toggle), and the bar on one line from 768 px up.
import {expect, test, type Locator, type Page} from '@playwright/test'

/** A dropdown group: its <details> (role group, expanded while open) and its <summary> toggle. */
function group(scope: Locator, name: string) {
  const details = scope.getByRole('group').filter({has: scope.page().locator('summary', {hasText: name})})
  return {details, toggle: details.locator('summary').first()}
}
const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'})
const menuToggle = (page: Page) => page.getByRole('banner').locator('details[data-nav-menu] > summary')
const menuDetails = (page: Page) => page.getByRole('banner').locator('details[data-nav-menu]')

test.describe('desktop dropdowns', () => {
  test('a group opens on hover, stays open within 120 ms of leaving, then closes', async ({page}) => {
    await page.clock.install()
    await page.goto('/participation/societies')
    const nav = mainNav(page)
    const {details, toggle} = group(nav, 'Matches')
    await expect(details).toHaveJSProperty('open', false)
    await toggle.hover()
    await expect(details).toHaveJSProperty('open', true)
    await expect(nav.getByRole('link', {name: 'Points Table'})).toBeVisible()
    await expect(nav.getByRole('link', {name: 'Top Bids'})).toBeVisible()
    await expect(nav.getByRole('link', {name: 'Schedules (Current Season)'})).toBeVisible()
    await expect(nav.getByRole('link', {name: 'Results (Coming Soon)'})).toBeVisible()

    // Stop the page's clock, then leave: just after leaving the group it is still open (a diagonal
    // move towards the panel is forgiven); 120 ms later it is closed.
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.mouse.move(5, 400)
    await page.clock.runFor(60)
    await expect(details).toHaveJSProperty('open', true)
    await page.clock.runFor(80)
    await expect(details).toHaveJSProperty('open', false)
    await expect(nav.getByRole('link', {name: 'Points Table'})).toBeHidden()
  })

  test('at most one group is open, and clicking an item closes it and navigates', async ({page}) => {
    await page.goto('/participation/societies')
    const nav = mainNav(page)
    const participation = group(nav, 'Participation')
    const join = group(nav, 'Join OPL')
    await participation.toggle.hover()
    await expect(participation.details).toHaveJSProperty('open', true)
    await join.toggle.hover()
    await expect(join.details).toHaveJSProperty('open', true)
    await expect(participation.details).toHaveJSProperty('open', false)
    await expect(nav.locator('details[open]')).toHaveCount(1)
    // Keyboard too: opening one group closes the other.
    await participation.toggle.focus()
    await page.keyboard.press('Enter')
    await expect(participation.details).toHaveJSProperty('open', true)
    await expect(nav.locator('details[open]')).toHaveCount(1)

    await page.mouse.move(5, 400)
    await join.toggle.hover()
    await expect(join.details).toHaveJSProperty('open', true)
    await nav.getByRole('link', {name: 'Contests'}).click()
    await expect(page).toHaveURL('/join/contests')
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Contests')
    await expect(join.details).toHaveJSProperty('open', false)
  })

  test('groups have the spec entries: 3 / 4 / 2', async ({page}) => {
    await page.goto('/participation/societies')
    const nav = mainNav(page)
    for (const [name, count] of [['Participation', 3], ['Matches', 4], ['Join OPL', 2]] as const) {
      const {details, toggle} = group(nav, name)
      await toggle.click()
      await expect(details).toHaveJSProperty('open', true)
      await expect(details.getByRole('link')).toHaveCount(count)
      for (const link of await details.getByRole('link').all()) await expect(link).toBeVisible()
    }
  })

  test('keyboard: the button toggles its group, Escape closes it and returns focus', async ({page}) => {
    await page.goto('/participation/societies')
    const nav = mainNav(page)
    const {details, toggle} = group(nav, 'Participation')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(details).toHaveJSProperty('open', true)
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', {name: 'Societies'})).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(details).toHaveJSProperty('open', false)
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Space')
    await expect(details).toHaveJSProperty('open', true)
    await page.keyboard.press('Space')
    await expect(details).toHaveJSProperty('open', false)
    // A click elsewhere on the page closes an open group.
    await page.keyboard.press('Space')
    await expect(details).toHaveJSProperty('open', true)
    await page.getByRole('heading', {level: 1}).click()
    await expect(details).toHaveJSProperty('open', false)
  })

  test('the active link is highlighted and marked as the current page', async ({page}) => {
    await page.goto('/gallery')
    const nav = mainNav(page)
    await expect(nav.getByRole('link', {name: 'Gallery'})).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', {name: 'News'})).not.toHaveAttribute('aria-current', 'page')
    const active = await nav.getByRole('link', {name: 'Gallery'}).evaluate((el) => getComputedStyle(el).boxShadow)
    const inactive = await nav.getByRole('link', {name: 'News'}).evaluate((el) => getComputedStyle(el).boxShadow)
    expect(active).not.toEqual(inactive)

    await page.goto('/matches/schedules')
    const matches = group(nav, 'Matches')
    await expect(matches.toggle).toHaveAttribute('data-active', 'true')
    await expect(group(nav, 'Join OPL').toggle).not.toHaveAttribute('data-active')
    await matches.toggle.click()
    await expect(nav.getByRole('link', {name: 'Schedules (Current Season)'})).toHaveAttribute('aria-current', 'page')
  })

  test('Login leads to /login', async ({page}) => {
    await page.goto('/participation/societies')
    await page.getByRole('banner').getByRole('link', {name: 'Login'}).click()
    await expect(page).toHaveURL('/login')
  })
})

test.describe('mobile menu @phone', () => {
  test.use({viewport: {width: 390, height: 844}})

  test('the menu button opens the menu, groups expand, and navigation closes it', async ({page}) => {
    await page.goto('/participation/societies')
    await expect(mainNav(page)).toBeHidden()
    const toggle = menuToggle(page)
    await expect(toggle).toHaveAccessibleName('Menu')
    await expect(menuDetails(page)).toHaveJSProperty('open', false)
    await toggle.click()
    await expect(menuDetails(page)).toHaveJSProperty('open', true)
    // The one navigation, now shown as the menu; the page it is on is marked in it too.
    const menu = mainNav(page)
    await expect(page.getByRole('banner').locator('nav')).toHaveCount(1)
    await expect(page.getByRole('banner').locator('ul')).toHaveCount(1 + 3) // the list and its three groups
    await expect(menu.getByRole('link', {name: 'Gallery'})).toBeVisible()
    await expect(group(menu, 'Participation').toggle).toHaveAttribute('data-active', 'true')
    // Tab goes from the toggle into the menu it opened.
    await toggle.focus()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', {name: 'Home'})).toBeFocused()

    const matches = group(menu, 'Matches')
    const participation = group(menu, 'Participation')
    await expect(menu.getByRole('link', {name: 'Top Bids'})).toBeHidden()
    await participation.toggle.click()
    await matches.toggle.click()
    await expect(matches.details).toHaveJSProperty('open', true)
    // Groups expand one at a time, in place (below their name, not as a dropdown over the rest).
    await expect(participation.details).toHaveJSProperty('open', false)
    const [name, first, join] = await Promise.all([
      matches.toggle.boundingBox(),
      menu.getByRole('link', {name: 'Points Table'}).boundingBox(),
      group(menu, 'Join OPL').toggle.boundingBox(),
    ])
    expect(first!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1)
    expect(join!.y).toBeGreaterThan(first!.y + first!.height)
    // Hovering a group (a mouse on a narrow window) does not fold it: only a click does.
    await group(menu, 'Join OPL').toggle.hover()
    await expect(matches.details).toHaveJSProperty('open', true)
    await menu.getByRole('link', {name: 'Top Bids'}).click()
    await expect(page).toHaveURL('/matches/top-bids')
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Top Bids')
    await expect(menuDetails(page)).toHaveJSProperty('open', false)
    await expect(menu).toBeHidden()
    // Reopened after navigating, its groups start collapsed.
    await toggle.click()
    await expect(matches.details).toHaveJSProperty('open', false)
  })

  test('Escape closes the open menu', async ({page}) => {
    await page.goto('/participation/societies')
    const toggle = menuToggle(page)
    await toggle.click()
    await expect(menuDetails(page)).toHaveJSProperty('open', true)
    const join = group(mainNav(page), 'Join OPL')
    await join.toggle.click()
    await mainNav(page).getByRole('link', {name: 'Contests'}).focus()
    await page.keyboard.press('Escape')
    await expect(menuDetails(page)).toHaveJSProperty('open', false)
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle).toBeFocused()
    // The group open in it closed with it.
    await toggle.click()
    await expect(join.details).toHaveJSProperty('open', false)
  })
})

test.describe('one line from 768 px up', () => {
  for (const width of [768, 900, 1024, 1280]) {
    test(`at ${width} px the whole bar (brand, links, groups, Login) sits on one line`, async ({page}) => {
      await page.setViewportSize({width, height: 800})
      await page.goto('/participation/societies')
      const header = page.getByRole('banner')
      await expect(mainNav(page)).toBeVisible()
      await expect(menuToggle(page)).toBeHidden()
      const items = [
        header.getByRole('link', {name: 'Oxygen Premier League home'}),
        ...(await mainNav(page).locator(':scope > ul > li > a, :scope > ul > li > details > summary').all()),
        header.getByRole('link', {name: 'Login', exact: true}),
      ]
      expect(items.length).toBe(9)
      const boxes = await Promise.all(items.map(async (item) => (await item.boundingBox())!))
      const headerBox = (await header.boundingBox())!
      for (const box of boxes) {
        // Each item is one line tall, vertically inside the bar, and none spills off the screen.
        expect(box.height).toBeLessThan(48)
        expect(box.y).toBeGreaterThanOrEqual(headerBox.y)
        expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
      // No item's text spills out of its box (e.g. a squeezed brand name running into Home).
      for (const item of items) expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
      // Left to right without overlapping.
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width)
      expect(headerBox.height).toBeLessThanOrEqual(72)
    })
  }

  test('below 768 px the menu button replaces the bar', async ({page}) => {
    await page.setViewportSize({width: 767, height: 800})
    await page.goto('/participation/societies')
    await expect(mainNav(page)).toBeHidden()
    await expect(menuToggle(page)).toBeVisible()
  })
})
