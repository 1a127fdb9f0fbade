// Photos never pop in from blank: until its file has loaded, each gallery thumbnail, highlight and the
// first hero picture shows the photo's own LQIP (a tiny JPEG data: URL, blurred by the browser's upscale)
// as its background (next/image's placeholder, taken away once the photo is in); logos and crests have none; a photo that fails shows the plain blank tile. Every
// file a page names is the picture at a listed width, in the crop it was drawn in. And the weight of a
// first view: /gallery at 390 px transfers at most 500 KB in all (bytes, not time).
import {expect, test, type Page} from '@playwright/test'
import {IMAGE_WIDTHS} from '../../web/lib/limits'
import {freePort} from './support/sandbox'
import {startSite} from './support/site-server'
import {boundBeside} from './support/timing'
import {kb, measureTransfer, PHONE_390} from './support/transfer'

const LQIP_BACKGROUND = /^url\("data:image\/webp;base64,[A-Za-z0-9+/]+=*"\)$/
const GALLERY_BUDGET_BYTES = 500_000

const background = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).backgroundImage))

/** Holds every image file request unanswered, so the page is seen as it is before its photos arrive. */
async function holdImages(page: Page) {
  await page.route('**/images/**', () => undefined)
}

test('before its photos load, /gallery shows each thumbnail’s blurred LQIP in a box of the photo’s shape', async ({browser}) => {
  const context = await browser.newContext(PHONE_390)
  const page = await context.newPage()
  await holdImages(page)
  await page.goto('/gallery', {waitUntil: 'domcontentloaded'})
  const thumbs = page.getByRole('list', {name: 'Auction 2025 photos'}).getByRole('img')
  const first = thumbs.first()
  await expect(first).toBeVisible()
  expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false)
  expect(await first.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(LQIP_BACKGROUND)
  expect(await first.evaluate((img) => getComputedStyle(img).backgroundSize)).toBe('cover')
  // The placeholder fills the thumbnail's 3:2 box in the two-column grid (half of 390 px less the gaps).
  const box = (await first.boundingBox())!
  expect(box.width).toBeGreaterThan(150)
  expect(box.width).toBeLessThan(195)
  expect(box.height).toBeCloseTo((box.width * 267) / 400, 0)
  // Every thumbnail on the page has its own placeholder.
  const all = await background(page, 'main ul[aria-label$=" photos"] img')
  expect(all.length).toBe(24)
  for (const value of all) expect(value).toMatch(LQIP_BACKGROUND)
  expect(new Set(all).size).toBe(all.length)
  await context.close()
})

test('on the home page the first hero picture and the gallery highlights have their LQIP; logos and crests none', async ({page}) => {
  await holdImages(page)
  await page.goto('/', {waitUntil: 'domcontentloaded'})
  // The later slides' pictures are drawn once the page's scripts run (they show only in the carousel).
  await expect(page.locator('[data-hero-picture] img')).toHaveCount(3)
  const hero = await background(page, '[data-hero-picture] img')
  expect(hero[0]).toMatch(LQIP_BACKGROUND)
  // Later slides load long before they show: no placeholder bytes spent on them.
  expect(hero.slice(1)).toEqual(hero.slice(1).map(() => 'none'))
  const highlights = await background(page, 'ul[aria-label="Gallery highlights"] img')
  expect(highlights).toHaveLength(4)
  for (const value of highlights) expect(value).toMatch(LQIP_BACKGROUND)
  // Transparent PNGs (the league logo, team crests, sponsor marks): nothing would look right behind them.
  const marks = await background(page, 'img[src*=".png"]')
  expect(marks.length).toBeGreaterThan(3)
  expect(marks).toEqual(marks.map(() => 'none'))
})

test('every picture’s srcset names listed widths only, each file the same crop in the same shape', async ({page}) => {
  const listed: readonly number[] = IMAGE_WIDTHS
  for (const path of ['/', '/gallery', '/sponsors', '/participation/teams', '/news/oxygen-gangsters']) {
    await page.goto(path)
    const pictures = await page.locator('img[srcset]').evaluateAll((imgs) =>
      imgs.map((img) => ({alt: img.getAttribute('alt'), srcset: img.getAttribute('srcset')!, sizes: img.getAttribute('sizes')})),
    )
    expect(pictures.length, path).toBeGreaterThan(0)
    for (const {alt, srcset, sizes} of pictures) {
      const candidates = srcset.split(', ').map((candidate) => {
        const [url, descriptor] = candidate.split(' ') as [string, string]
        return {params: new URL(url, 'http://site.test').searchParams, path: new URL(url, 'http://site.test').pathname, descriptor}
      })
      const where = `${path} ${alt}: ${srcset}`
      expect(new Set(candidates.map((c) => c.path)).size, where).toBe(1)
      expect(candidates[0]!.path, where).toMatch(/^\/images\/embedded\/production\/[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp)$/)
      expect(new Set(candidates.map((c) => c.params.get('rect'))).size, where).toBe(1)
      // Width-described with `sizes` (the gallery's), 1x and 2x for a picture of fixed size.
      expect(candidates.every((c) => c.descriptor.endsWith(sizes ? 'w' : 'x')), where).toBe(true)
      const shape = (c: (typeof candidates)[number]) => Number(c.params.get('h') ?? 0) / Number(c.params.get('w'))
      for (const candidate of candidates) {
        const width = Number(candidate.params.get('w'))
        expect(listed, where).toContain(width)
        if (sizes) expect(`${width}w`, where).toBe(candidate.descriptor)
        expect(Math.abs(shape(candidate) - shape(candidates[0]!)) * width, where).toBeLessThanOrEqual(1)
      }
    }
  }
})

test('crests on the teams page have no placeholder', async ({page}) => {
  await page.goto('/participation/teams')
  const crests = await background(page, 'main img')
  expect(crests.length).toBeGreaterThan(3)
  expect(crests).toEqual(crests.map(() => 'none'))
})

test('a photo that fails to load shows the blank tile, with its placeholder taken away', async ({page}) => {
  // The first auction photo's file, at every size the page asks for.
  await page.route('**/6a4501beafa8baf5db6adef9672c40a382503e53-*', (route) => route.abort())
  await page.goto('/gallery')
  const image = page.getByRole('list', {name: 'Auction 2025 photos'}).getByRole('img').first()
  await expect(image).toHaveAttribute('src', /\/blank\.svg$/)
  await expect.poll(() => image.evaluate((img) => getComputedStyle(img).backgroundImage)).toBe('none')
  // Its neighbour shows its photo, the placeholder taken away once the photo is in.
  const second = page.getByRole('list', {name: 'Auction 2025 photos'}).getByRole('img').nth(1)
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect.poll(() => second.evaluate((img) => getComputedStyle(img).backgroundImage)).toBe('none')
  expect(await second.getAttribute('src')).not.toMatch(/blank\.svg/)
})

test('the lightbox shows the photo’s blurred LQIP at once, in the photo’s box, until the photo arrives', async ({page}) => {
  // No photo ever answers: the thumbnail keeps its placeholder, and all the lightbox has to show is its own.
  await holdImages(page)
  await page.goto('/gallery', {waitUntil: 'domcontentloaded'})
  const thumbs = page.locator('ul[data-enhanced][aria-label="Auction 2025 photos"] img')
  const lqip = await thumbs.first().evaluate((img) => getComputedStyle(img).backgroundImage)
  expect(lqip).toMatch(LQIP_BACKGROUND)
  await thumbs.first().click()
  const box = page.locator('.yarl__slide_current .opl-lightbox-photo')
  await expect(box).toBeVisible()
  expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe(lqip)
  // The 3:2 photo's box, contained in the 1280 × 800 window.
  const {width, height} = (await box.boundingBox())!
  expect(width).toBeGreaterThan(600)
  expect(width / height).toBeCloseTo(1.5, 1)
  await expect(page.locator('.yarl__slide_current img.yarl__slide_image')).toHaveClass(/yarl__slide_image_loading/)
})

test('a lightbox opened by a pointer that rested on the photo draws its slide as soon as when opened again', async ({page}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({width: 1280, height: 800})
  await page.goto('/gallery')
  const thumb = page.locator('ul[data-enhanced][aria-label="Auction 2025 photos"] a').first()
  // Resting on the list loads the lightbox's module.
  await thumb.hover()
  await page.waitForLoadState('networkidle')
  /** From the click to the first frame showing the slide, as the page's own clock has it. */
  const open = async () => {
    const drawnAfter = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let clicked = 0
          document.addEventListener('click', () => (clicked = performance.now()), {capture: true, once: true})
          const poll = () => {
            if (clicked && document.querySelector('.yarl__slide_current .opl-lightbox-photo')) resolve(performance.now() - clicked)
            else requestAnimationFrame(poll)
          }
          requestAnimationFrame(poll)
        }),
    )
    await thumb.click()
    const ms = await drawnAfter
    await expect(page.locator('.yarl__slide_current .opl-lightbox-photo')).toBeVisible()
    return ms
  }
  const first = await open()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The control, in the same run: opened again, with nothing left to load or to suspend on.
  const again = await open()
  console.log(`lightbox drawn ${first.toFixed(0)} ms after the first click, ${again.toFixed(0)} ms after the second`)
  // The first open must not suspend: React holds a suspended reveal back 300 ms (its Suspense throttle),
  // which a second open, its module long loaded, never meets. A first mount costs more than a second on
  // a busy machine, hence 3× the second's time, and never less than the second's + 250 ms.
  expect(first).toBeLessThan(boundBeside(again, 3, 250))
})

// A server of its own: it makes the lightbox's photos ahead when it starts (IMAGE_WARM, off for the suite).
test('a server makes ahead exactly the photos the lightbox asks for: each comes from its cache', async ({page}) => {
  test.setTimeout(120_000)
  const site = await startSite(await freePort(), {IMAGE_WARM: 'on'})
  try {
    await expect.poll(() => site.log(), {timeout: 90_000}).toMatch(/\[images\] 48 gallery photos made ahead/)
    const timings: string[] = []
    page.on('response', (response) => {
      if (/\/images\/.*[?&]w=(800|1200)&/.test(response.url())) timings.push(`${response.headers()['server-timing']} ${response.url()}`)
    })
    for (const viewport of [{width: 1280, height: 800}, {width: 390, height: 844}]) {
      await page.setViewportSize(viewport)
      await page.goto(`${site.url}/gallery`)
      const thumbs = page.locator('ul[data-enhanced][aria-label="Closing Day photos"] img')
      await thumbs.last().click()
      await expect(page.locator('.yarl__slide_current img.yarl__slide_image')).not.toHaveClass(/yarl__slide_image_loading/)
      await page.getByRole('button', {name: 'Next'}).click()
      await expect(page.locator('.yarl__slide_current img.yarl__slide_image')).not.toHaveClass(/yarl__slide_image_loading/)
    }
    expect(timings.length).toBeGreaterThanOrEqual(2)
    for (const timing of timings) expect(timing).toMatch(/^image;desc="cached";dur=/)
  } finally {
    await site.stop()
  }
})

// At 1x (the phone project's and Lighthouse's ~1.75x fetch the same files) and at 3x, a 390 px iPhone's.
for (const deviceScaleFactor of [1, 3]) {
  test(`a first view of /gallery at 390 px, ${deviceScaleFactor}x, transfers at most ${GALLERY_BUDGET_BYTES / 1000} KB in all`, async ({browser, baseURL}) => {
    const {total, byType, responses} = await measureTransfer(browser, `${baseURL}/gallery`, {...PHONE_390, deviceScaleFactor})
    const summary = Object.entries(byType)
      .map(([type, bytes]) => `${type} ${kb(bytes)}`)
      .join(', ')
    console.log(`/gallery first view at 390 px, ${deviceScaleFactor}x: ${kb(total)} (${summary})`)
    // It did load the page and its first photos (a measurement of nothing would pass any budget).
    expect(byType.Document).toBeGreaterThan(10_000)
    expect(responses.filter((r) => r.type === 'Image').length).toBeGreaterThanOrEqual(4)
    expect(total, responses.map((r) => `${kb(r.bytes)} ${r.type} ${r.url}`).join('\n')).toBeLessThanOrEqual(GALLERY_BUDGET_BYTES)
  })
}
