// /gallery: the three sections with their photo counts, thumbnails that link to the full image, the
// lightbox (click and keyboard, captions, a counter, a thumbnail strip, large arrows, arrow keys that
// wrap, Escape and focus return), captions without hover on touch screens, on-demand loading, the
// image fallback, and axe.
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
const thumbnails = (page: Page, name: string) => page.getByRole('list', {name: `${name} photos`}).getByRole('link')
const lightbox = (page: Page, name: string) => page.getByRole('dialog', {name: `${name} photos`})
/** Opens /gallery and waits until the lightbox can take a thumbnail's click over (before that, a
 * click simply follows the link to the full image, as it does without JavaScript). */
async function openGallery(page: Page) {
  await page.goto('/gallery')
  for (const {name} of SECTIONS) await expect(page.getByRole('list', {name: `${name} photos`})).toHaveAttribute('data-enhanced', '')
}

test('shows the three sections in order, each with its photo count and thumbnails @phone', async ({page}) => {
  await openGallery(page)
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
  // Each thumbnail links to its full image on the site's image route (what opens without script).
  await expect(thumbnails(page, 'Auction 2025').first()).toHaveAttribute('href', /^\/images\/.+[?&]w=(800|1[0-9]{3})\b/)
})

test('the lightbox shows a "2 / 7" counter, a strip of thumbnails to jump with, and large arrows @phone', async ({page}) => {
  await openGallery(page)
  // The files the page's thumbnails show (each the one its srcset picked).
  const pageThumbs = await thumbnails(page, 'Auction 2025').locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc))
  await thumbnails(page, 'Auction 2025').nth(1).click()
  const dialog = lightbox(page, 'Auction 2025')
  await expect(dialog.locator('.yarl__counter')).toHaveText('2 / 7')
  // The strip (it renders the thumbnails near the current photo) shows the page's small thumbnail
  // files, not the large versions.
  const strip = dialog.locator('.yarl__thumbnails_thumbnail')
  await expect(strip.nth(2)).toBeVisible()
  for (const src of await strip.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc))) {
    expect(pageThumbs).toContain(src)
  }
  // A thumbnail in the strip jumps to its photo.
  await strip.last().click()
  await expect(dialog.locator('.yarl__counter')).not.toHaveText('2 / 7')
  const shown = Number((await dialog.locator('.yarl__counter').textContent())!.split(' / ')[0])
  await expect(dialog.getByRole('group', {name: `Photo ${shown} of 7`})).toBeVisible()
  for (const name of ['Previous', 'Next']) {
    const button = dialog.getByRole('button', {name})
    const box = (await button.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(48)
    expect(box.height).toBeGreaterThanOrEqual(48)
    // A thick stroke, on a plate that stands out from the photo.
    expect(Number(await button.locator('polyline').getAttribute('stroke-width'))).toBeGreaterThanOrEqual(3)
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  }
})

const captionOpacity = (page: Page, section: string, at: number) =>
  thumbnails(page, section)
    .nth(at)
    .locator('span')
    .evaluate((el) => getComputedStyle(el).opacity)

test('with a mouse, a caption shows on hover', async ({page}) => {
  await openGallery(page)
  expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true)
  await expect.poll(() => captionOpacity(page, 'Auction 2025', 0)).toBe('0')
  await thumbnails(page, 'Auction 2025').first().hover()
  await expect.poll(() => captionOpacity(page, 'Auction 2025', 0)).toBe('1')
  await expect.poll(() => captionOpacity(page, 'Auction 2025', 1)).toBe('0')
})

test.describe('on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true})

  test('every caption shows without hover (hover: none)', async ({page}) => {
    await openGallery(page)
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true)
    for (const [section, at] of [['Auction 2025', 0], ['Auction 2025', 6], ['Closing Day', 4]] as const) {
      await expect.poll(() => captionOpacity(page, section, at)).toBe('1')
    }
    await expect(thumbnails(page, 'Auction 2025').first().getByText(AUCTION_CAPTIONS[0]!)).toBeVisible()
  })
})

test('a thumbnail opened in a new tab (Ctrl+click) keeps the link and opens no lightbox', async ({page, context}) => {
  await openGallery(page)
  const opener = thumbnails(page, 'Auction 2025').first()
  const [tab] = await Promise.all([context.waitForEvent('page'), opener.click({modifiers: ['ControlOrMeta']})])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toMatch(/^\/images\//)
  await expect(lightbox(page, 'Auction 2025')).toBeHidden()
})

test('a click opens the lightbox at that photo with its caption; arrows move and wrap; Escape closes @phone', async ({page}) => {
  await openGallery(page)
  const opener = thumbnails(page, 'Auction 2025').nth(1)
  await expect(opener).toHaveAccessibleName(AUCTION_ALTS[1]!)
  await opener.click()

  const dialog = lightbox(page, 'Auction 2025')
  await expect(dialog).toBeVisible()
  // The photo on screen is the one the counter names (its neighbours are drawn beside it, off screen),
  // and each key is pressed once the last move has shown, as a reader would.
  const shows = async (at: number, caption?: string) => {
    await expect(dialog.locator('.yarl__counter')).toHaveText(`${at} / 7`)
    if (caption) await expect(dialog.getByRole('group', {name: `Photo ${at} of 7`})).toContainText(caption)
  }
  await shows(2, AUCTION_CAPTIONS[1])

  await page.keyboard.press('ArrowRight')
  await shows(3, AUCTION_CAPTIONS[2])
  await page.keyboard.press('ArrowLeft')
  await shows(2)
  await page.keyboard.press('ArrowLeft')
  await shows(1, AUCTION_CAPTIONS[0])
  // First → last, then last → first.
  await page.keyboard.press('ArrowLeft')
  await shows(7)
  await page.keyboard.press('ArrowRight')
  await shows(1, AUCTION_CAPTIONS[0])

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('Enter on a focused thumbnail opens the lightbox; it wraps from the last photo; focus comes back', async ({page}) => {
  await openGallery(page)
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
  await openGallery(page)
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
  await openGallery(page)
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
  await openGallery(page)
  expect((await new AxeBuilder({page}).analyze()).violations).toEqual([])
  await thumbnails(page, 'Auction 2025').first().click()
  await expect(lightbox(page, 'Auction 2025')).toBeVisible()
  expect((await new AxeBuilder({page}).include('.yarl__root').analyze()).violations).toEqual([])
  await context.close()
})
