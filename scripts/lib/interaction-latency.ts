// How long an interaction takes to paint its result, as Chromium's Event Timing reports it (the figure
// INP is made of: from the input to the next frame), on a phone-sized page with the CPU slowed 4× — the
// bench's interaction goals (≤ 100 ms each): the phone menu, the carousel's next button, opening the
// gallery's lightbox and its next photo.
import {chromium, type Page} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/support/browser'
import {median} from './lighthouse-run'

/** The CPU slowdown the goals are set at (Lighthouse's mobile profile uses the same factor). */
export const CPU_SLOWDOWN = 4

type Interaction = {name: string; path: string; prepare?: (page: Page) => Promise<void>; act: (page: Page) => Promise<void>}

const nav = (page: Page) => page.getByRole('banner').locator('details[data-nav-menu] > summary')
const carousel = (page: Page) => page.getByRole('region', {name: 'Season highlights'})
const lightbox = (page: Page) => page.getByRole('dialog', {name: 'Auction 2025 photos'})
const thumbnails = (page: Page) => page.getByRole('list', {name: 'Auction 2025 photos'}).getByRole('link')

export const INTERACTIONS: Interaction[] = [
  {name: 'phone menu opens', path: '/', act: (page) => nav(page).click()},
  {name: 'carousel: next slide', path: '/', act: (page) => carousel(page).getByRole('button', {name: 'Next slide'}).click()},
  {name: 'lightbox opens', path: '/gallery', act: (page) => thumbnails(page).first().click()},
  {
    name: 'lightbox: next photo',
    path: '/gallery',
    prepare: async (page) => {
      await thumbnails(page).first().click()
      await lightbox(page).waitFor()
      await page.waitForTimeout(500)
    },
    act: (page) => lightbox(page).getByRole('button', {name: 'Next'}).click(),
  },
]

/** Collects every Event Timing entry of the page from its start (a 16 ms threshold, the finest there is). */
const OBSERVE = () => {
  const seen: {name: string; duration: number; interactionId: number}[] = []
  ;(window as unknown as {__eventTimings: typeof seen}).__eventTimings = seen
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet; Chromium sets it on every event of an interaction.
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & {interactionId?: number}>) {
      seen.push({name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0})
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true} as PerformanceObserverInit)
}

/** One reading: the longest Event Timing duration of the interaction `act` starts (0 when every event
 * of it painted within 16 ms, Event Timing's threshold: reported as 16). */
async function measureOnce(page: Page, base: string, interaction: Interaction): Promise<number> {
  await page.goto(`${base}${interaction.path}`, {waitUntil: 'load'})
  await page.waitForTimeout(1_000) // hydration and idle work done, as a reader's first tap would find it
  await interaction.prepare?.(page)
  const before = await page.evaluate(() => (window as unknown as {__eventTimings: unknown[]}).__eventTimings.length)
  await interaction.act(page)
  await page.waitForTimeout(1_000) // entries are reported after the frame they painted in
  const entries = await page.evaluate(
    (from) => (window as unknown as {__eventTimings: {duration: number; interactionId: number}[]}).__eventTimings.slice(from),
    before,
  )
  const durations = entries.filter((entry) => entry.interactionId > 0).map((entry) => entry.duration)
  return durations.length ? Math.max(...durations) : 16
}

/** The median of `runs` readings of each interaction, in ms. */
export async function interactionLatencies(base: string, runs: number): Promise<{name: string; ms: number; runs: number[]}[]> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
  try {
    const results = []
    for (const interaction of INTERACTIONS) {
      const readings: number[] = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 2})
        const page = await context.newPage()
        await page.addInitScript(OBSERVE)
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN})
        readings.push(Math.round(await measureOnce(page, base, interaction)))
        await context.close()
      }
      results.push({name: interaction.name, ms: median(readings), runs: readings})
    }
    return results
  } finally {
    await browser.close()
  }
}
