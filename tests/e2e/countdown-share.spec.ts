// The two bits of the site that live in the visitor's browser beyond the pages themselves: the
// Share button on a news item (Web Share or copy-link) and the countdown to the next key date.
import AxeBuilder from '@axe-core/playwright'
import {expect, test, type Page} from '@playwright/test'

/** From /news into the first news item, the way a fan gets there. */
async function openFirstNewsItem(page: Page) {
  await page.goto('/news')
  await page.getByRole('main').locator('a[href^="/news/"]').first().click()
  await expect(page).toHaveURL(/\/news\/[\w-]+$/)
}

test.describe('share button on a news item', () => {
  test('copies the page URL and confirms it where the browser has no Web Share', async ({browser}) => {
    const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']})
    const page = await context.newPage()
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', {value: undefined, configurable: true}))
    await openFirstNewsItem(page)
    await page.getByRole('button', {name: 'Share'}).click()
    await expect(page.getByRole('status').filter({hasText: 'Link copied to clipboard'})).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    await context.close()
  })

  test('hands title and URL to the Web Share API where there is one', async ({page}) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, {__shared: shared})
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          shared.push(data)
          return Promise.resolve()
        },
        configurable: true,
      })
    })
    await openFirstNewsItem(page)
    await page.getByRole('button', {name: 'Share'}).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as {__shared: ShareData[]}).__shared)).toEqual([
      expect.objectContaining({url: page.url(), title: expect.any(String)}),
    ])
    await expect(page.getByRole('status').filter({hasText: 'Link copied'})).toHaveCount(0)
  })
})

test.describe('countdown on the home page', () => {
  test('counts down to the next key date in India, turning over at midnight IST @phone', async ({page}) => {
    // Half a minute before midnight IST (the clock runs while a busy host loads the page), then past it.
    await page.clock.install({time: new Date('2025-12-05T23:59:30+05:30')})
    await page.goto('/')
    const countdown = page.getByText('Next up')
    await expect(page.getByText('Player Auction tomorrow')).toBeVisible()
    await expect(page.getByText('(date tentative)')).toBeVisible()
    await page.clock.runFor(31_000)
    await expect(page.getByText('Player Auction today')).toBeVisible()
    await expect(countdown).toBeVisible()
  })

  test('says how many days are left two weeks out, accessibly', async ({browser}) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.clock.setFixedTime(new Date('2025-11-22T10:00:00+05:30'))
    await page.goto('/')
    await expect(page.getByText('Player Auction in 14 days')).toBeVisible()
    const results = await new AxeBuilder({page}).include('section[aria-labelledby="key-dates-heading"]').analyze()
    expect(results.violations).toEqual([])
    await context.close()
  })

  test('bows out when the last key date is over, leaving the calendar link', async ({page}) => {
    await page.clock.install({time: new Date('2026-02-08T23:59:30+05:30')})
    await page.goto('/')
    await expect(page.getByText('Grand Finale today')).toBeVisible()
    await page.clock.runFor(31_000)
    await expect(page.getByText('Next up')).toHaveCount(0)
    await expect(page.locator('summary', {hasText: 'Add to calendar'})).toBeVisible()
  })
})
