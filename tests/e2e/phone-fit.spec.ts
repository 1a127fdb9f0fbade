// No page scrolls sideways on a phone or a tablet: every page of the seed (the header as it is between
// matches) and of the demo season with a match being played (every page of a played season, the header's
// LIVE pill on each), at 320, 390 and 768 px, with the phone menu's button wholly on screen; and no section
// of a page is a heading alone (a batter's page had an empty "Bowling"). One page load per page, the
// widths applied in turn; a few tabs at once, so one page's wait for its LIVE pill is not every page's.
import {copyFile} from 'node:fs/promises'
import path from 'node:path'
import {expect, test, type Browser, type Page} from '@playwright/test'
import {DocumentStore} from '../../scripts/content-lake/store'
import {nextFixture, playFixture} from '../../scripts/lib/match-day'
import {siteOnCopy} from './support/copy-site'
import {ROOT} from './support/site-server'
import {sitePages} from './support/site-pages'

const WIDTHS = [320, 390, 768] as const
/** Pages checked at once. */
const TABS = 3

/** Balls of the chase bowled before the sweep: the match is live on every page. */
const CHASE_BALLS = 20

type Finding = {page: string; width: number; problem: string}

async function sweep(browser: Browser, base: string, {live}: {live: boolean}): Promise<{pages: number; findings: Finding[]}> {
  const pages = await sitePages(base)
  // Not isMobile: a mobile viewport widens itself to the page, which would hide the very overflow sought.
  const context = await browser.newContext({viewport: {width: WIDTHS[0], height: 800}})
  const findings: Finding[] = []

  /** One page: its empty sections, then each width in turn. */
  async function check(page: Page, path: string) {
    await page.setViewportSize({width: WIDTHS[0], height: 800})
    await page.goto(`${base}${path}`)
    // The pill comes with the live stream's first answer: measure once it is there.
    if (live) await expect(page.locator('[data-live-badge]'), `${path}: the LIVE pill`).toHaveCount(1, {timeout: 10_000})
    const empty = await page.evaluate(() =>
      [...document.querySelectorAll('main section[aria-labelledby]')]
        .filter((section) => section.textContent?.trim() === document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent?.trim())
        .map((section) => section.textContent?.trim() ?? ''),
    )
    for (const heading of empty) findings.push({page: path, width: WIDTHS[0], problem: `a heading alone: "${heading}"`})
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 800})
      const {scrollWidth, viewport, menuRight} = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        menuRight: [...document.querySelectorAll('[data-site-header] summary')].map((s) => s.getBoundingClientRect()).find((r) => r.width > 0)?.right ?? 0,
      }))
      if (scrollWidth > viewport) findings.push({page: path, width, problem: `scrolls sideways by ${scrollWidth - viewport} px`})
      if (menuRight > viewport) findings.push({page: path, width, problem: `the menu button ends at ${menuRight} px`})
    }
  }

  // TABS pages at once, each tab taking the next page left.
  const queue = [...pages]
  await Promise.all(Array.from({length: TABS}, async () => {
    const page = await context.newPage()
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(page, path)
  }))
  await context.close()
  return {pages: pages.length, findings}
}

test.describe('the seed', () => {
  test('no page scrolls sideways at 320, 390 or 768 px', async ({browser, baseURL}) => {
    test.setTimeout(600_000)
    const {pages, findings} = await sweep(browser, baseURL!, {live: false})
    expect(pages).toBeGreaterThan(20)
    expect(findings).toEqual([])
  })
})

test.describe('the demo season with a match being played', () => {
  const live = siteOnCopy('live demo', async (box) => {
    const file = path.join(path.dirname(box.file), 'demo-season.ndjson')
    await copyFile(path.join(ROOT, 'content/demo-season.ndjson'), file)
    const fixture = nextFixture(await new DocumentStore(file).documents())
    if (typeof fixture === 'string') throw new Error(fixture)
    let chase = 0
    await playFixture(file, fixture, {
      pause: async () => {},
      onStep: ({scorecard}) => void (chase = scorecard.innings[1]?.deliveries.length ?? 0),
      stopped: () => chase >= CHASE_BALLS,
    })
    return file
  })
  test('no page scrolls sideways at 320, 390 or 768 px, the LIVE pill on each', async ({browser}) => {
    test.setTimeout(900_000)
    const {pages, findings} = await sweep(browser, live().url, {live: true})
    expect(pages).toBeGreaterThan(80)
    expect(findings).toEqual([])
  })
})
