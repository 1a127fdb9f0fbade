// The header on every page: dropdowns by hover (closing 120 ms after the pointer leaves) and by
// keyboard, one open at a time, the active link, Login, and the mobile menu.
import {expect, test} from '@playwright/test'

test.describe('desktop dropdowns', () => {
  test('a group opens on hover, stays open within 120 ms of leaving, then closes', async ({page}) => {
    await page.clock.install()
    await page.goto('/participation/societies')
    const nav = page.getByRole('navigation', {name: 'Main'})
    const button = nav.getByRole('button', {name: 'Matches'})
    await button.hover()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', {name: 'Points Table'})).toBeVisible()
    await expect(nav.getByRole('link', {name: 'Top Bids'})).toBeVisible()
    await expect(nav.getByRole('link', {name: 'Schedules (Current Season)'})).toBeVisible()
    await expect(nav.getByRole('link', {name: 'Results (Coming Soon)'})).toBeVisible()

    // Stop the page's clock, then leave: just after leaving the group it is still open (a diagonal
    // move towards the panel is forgiven); 120 ms later it is closed.
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.mouse.move(5, 400)
    await page.clock.runFor(60)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.clock.runFor(80)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', {name: 'Points Table'})).toBeHidden()
  })

  test('at most one group is open, and clicking an item closes it and navigates', async ({page}) => {
    await page.goto('/participation/societies')
    const nav = page.getByRole('navigation', {name: 'Main'})
    await nav.getByRole('button', {name: 'Participation'}).hover()
    await nav.getByRole('button', {name: 'Join OPL'}).hover()
    await expect(nav.getByRole('button', {name: 'Join OPL'})).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('button', {name: 'Participation'})).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.locator('[aria-expanded="true"]')).toHaveCount(1)

    await nav.getByRole('link', {name: 'Contests'}).click()
    await expect(page).toHaveURL('/join/contests')
    await expect(nav.getByRole('button', {name: 'Join OPL'})).toHaveAttribute('aria-expanded', 'false')
  })

  test('groups have the spec entries: 3 / 4 / 2', async ({page}) => {
    await page.goto('/participation/societies')
    const nav = page.getByRole('navigation', {name: 'Main'})
    for (const [group, count] of [['Participation', 3], ['Matches', 4], ['Join OPL', 2]] as const) {
      await nav.getByRole('button', {name: group}).click()
      const panel = page.locator(`#${await nav.getByRole('button', {name: group}).getAttribute('aria-controls')}`)
      await expect(panel.getByRole('link')).toHaveCount(count)
    }
  })

  test('keyboard: the button toggles its group, Escape closes it and returns focus', async ({page}) => {
    await page.goto('/participation/societies')
    const nav = page.getByRole('navigation', {name: 'Main'})
    const button = nav.getByRole('button', {name: 'Participation'})
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', {name: 'Societies'})).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the active link is highlighted and marked as the current page', async ({page}) => {
    await page.goto('/gallery')
    const nav = page.getByRole('navigation', {name: 'Main'})
    await expect(nav.getByRole('link', {name: 'Gallery'})).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', {name: 'News'})).not.toHaveAttribute('aria-current', 'page')
    const active = await nav.getByRole('link', {name: 'Gallery'}).evaluate((el) => getComputedStyle(el).boxShadow)
    const inactive = await nav.getByRole('link', {name: 'News'}).evaluate((el) => getComputedStyle(el).boxShadow)
    expect(active).not.toEqual(inactive)

    await page.goto('/matches/schedules')
    await nav.getByRole('button', {name: 'Matches'}).click()
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
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeHidden()
    const toggle = page.getByRole('button', {name: 'Menu'})
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', {name: 'Mobile'})
    await expect(menu.getByRole('link', {name: 'Gallery'})).toBeVisible()

    const group = menu.getByRole('button', {name: 'Matches'})
    await expect(menu.getByRole('link', {name: 'Top Bids'})).toBeHidden()
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await menu.getByRole('link', {name: 'Top Bids'}).click()
    await expect(page).toHaveURL('/matches/top-bids')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('Escape closes the open menu', async ({page}) => {
    await page.goto('/participation/societies')
    const toggle = page.getByRole('button', {name: 'Menu'})
    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
