// /gallery: the three sections with their photo counts, the lightbox (click and keyboard, captions,
// arrow keys that wrap, Escape and focus return), on-demand loading, the image fallback, and axe.
import AxeBuilder from '@axe-core/playwright'
import {expect, test, type Page} from '@playwright/test'

const SECTIONS = [
  {name: 'Auction 2025', count: 7},
  {name: 'Season 1 Matches', count: 12},
  {name: 'Closing Day', count: 5},
]
const AUCTION_CAPTIONS = [
  'Team owners take their seats for the auction',
  'The auctioneer opens the bidding',
  'A bidding war for an all-rounder',
]
// What the first two auction pictures show (their alt texts; the captions say what happened).
const AUCTION_ALTS = [
  'A packed hall in team colours faces the stage under the banner "OPL Player Auction 2025", rows of red chairs in front.',
  'The auctioneer raises his gavel at the green OPL lectern; the bid board beside him reads "Next up: batter, base price ₹ 1,000".',
]

const section = (page: Page, name: string) => page.getByRole('region', {name})
const thumbnails = (page: Page, name: string) => page.getByRole('list', {name: `${name} photos`}).getByRole('button')
const lightbox = (page: Page, name: string) => page.getByRole('dialog', {name: `${name} photos`})

test('shows the three sections in order, each with its photo count and thumbnails @phone', async ({page}) => {
  await page.goto('/gallery')
  await expect(page).toHaveTitle('Gallery | OPL')
  await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText(SECTIONS.map((s) => s.name))
  for (const {name, count} of SECTIONS) {
    await expect(section(page, name)).toContainText(`${count} photos`)
    await expect(thumbnails(page, name)).toHaveCount(count)
  }
  // Sized thumbnails; the first row loads at once, the rest as they scroll into view.
  const first = thumbnails(page, 'Auction 2025').first().getByRole('img')
  await expect(first).toHaveAttribute('loading', 'eager')
  await expect(first).toHaveAttribute('width', /\d+/)
  await expect(first).toHaveAttribute('height', /\d+/)
  await expect(thumbnails(page, 'Closing Day').last().getByRole('img')).toHaveAttribute('loading', 'lazy')
})

test('a click opens the lightbox at that photo with its caption; arrows move and wrap; Escape closes @phone', async ({page}) => {
  await page.goto('/gallery')
  const opener = thumbnails(page, 'Auction 2025').nth(1)
  await expect(opener).toHaveAccessibleName(AUCTION_ALTS[1]!)
  await opener.click()

  const dialog = lightbox(page, 'Auction 2025')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('group', {name: 'Photo 2 of 7'})).toContainText(AUCTION_CAPTIONS[1]!)

  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('group', {name: 'Photo 3 of 7'})).toContainText(AUCTION_CAPTIONS[2]!)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('group', {name: 'Photo 1 of 7'})).toContainText(AUCTION_CAPTIONS[0]!)
  // First → last, then last → first.
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('group', {name: 'Photo 7 of 7'})).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('group', {name: 'Photo 1 of 7'})).toContainText(AUCTION_CAPTIONS[0]!)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('Enter on a focused thumbnail opens the lightbox; it wraps from the last photo; focus comes back', async ({page}) => {
  await page.goto('/gallery')
  const last = thumbnails(page, 'Closing Day').last()
  await last.focus()
  await page.keyboard.press('Enter')

  const dialog = lightbox(page, 'Closing Day')
  await expect(dialog.getByRole('group', {name: 'Photo 5 of 5'})).toContainText('All teams together for the closing photo')
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('group', {name: 'Photo 1 of 5'})).toContainText('Champions lift the Season 1 trophy')
  await dialog.getByRole('button', {name: 'Close'}).click()
  await expect(dialog).toBeHidden()
  await expect(last).toBeFocused()
})

test('the lightbox code and styles load only when a photo is opened', async ({page}) => {
  await page.goto('/gallery')
  const hasLightboxStyles = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.cssText.includes('.yarl__portal'))
        } catch {
          return false
        }
      }),
    )
  await page.waitForLoadState('networkidle')
  expect(await hasLightboxStyles()).toBe(false)
  await thumbnails(page, 'Season 1 Matches').first().click()
  await expect(lightbox(page, 'Season 1 Matches')).toBeVisible()
  expect(await hasLightboxStyles()).toBe(true)
})

test('a photo that fails to load shows the blank fallback image, not a broken one', async ({page}) => {
  // The first auction photo's file, at every size the page asks for.
  await page.route('**/6a4501beafa8baf5db6adef9672c40a382503e53-*', (route) => route.abort())
  await page.goto('/gallery')
  const image = page.getByRole('img', {name: AUCTION_ALTS[0], exact: true})
  await expect(image).toHaveAttribute('src', /\/blank\.svg$/)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/blank\.svg$/)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // Its neighbours are untouched.
  await expect(page.getByRole('img', {name: AUCTION_ALTS[1], exact: true})).not.toHaveAttribute('src', /blank\.svg/)
})

test('/gallery has no axe violations, with the lightbox closed and open @phone', async ({browser}, testInfo) => {
  const {viewport, isMobile, hasTouch} = testInfo.project.use
  const context = await browser.newContext({viewport, isMobile, hasTouch})
  const page = await context.newPage()
  await page.goto('/gallery')
  expect((await new AxeBuilder({page}).analyze()).violations).toEqual([])
  await thumbnails(page, 'Auction 2025').first().click()
  await expect(lightbox(page, 'Auction 2025')).toBeVisible()
  expect((await new AxeBuilder({page}).include('.yarl__root').analyze()).violations).toEqual([])
  await context.close()
})
