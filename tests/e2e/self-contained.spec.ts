// Every page is self-contained and still: no request leaves the site (fonts, images and scripts are all
// served by it — the site must work with no internet), nothing but the HTML holds its first paint, and
// nothing moves once painted (CLS as Lighthouse reports it, 0 to two decimals, on the pages fans open first).
import {expect, type Page, test} from '@playwright/test'
import {PUBLIC_ROUTES} from '../../web/lib/routes'
import {startSlowHtmlProxy} from './support/slow-proxy'

const ROUTES = [...PUBLIC_ROUTES, '/news/oxygen-gangsters', '/no-such-page']

test('no page asks another host for anything @phone', async ({page, baseURL}) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
  const offsite: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) offsite.push(request.url())
  })
  for (const route of ROUTES) {
    await page.goto(route, {waitUntil: 'networkidle'})
    // Scroll to the foot so lazy images and anything loaded on view are asked for too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
  }
  expect(offsite).toEqual([])
})

/** What in a page's <head> the browser must fetch before it paints: stylesheets, and scripts that are
 * neither async, deferred nor for old browsers only. */
const RENDER_BLOCKING = /<link\b[^>]*\brel="stylesheet"[^>]*>|<script\b(?![^>]*\b(?:async|defer|nomodule)\b)[^>]*\bsrc=[^>]*>/gi

test('nothing but the HTML holds the first paint: no stylesheet or blocking script in any head', async ({request}) => {
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect([...head.matchAll(RENDER_BLOCKING)].map(([tag]) => tag), route).toEqual([])
    expect(head, `${route}: the font's @font-face rules come with the HTML`).toContain('@font-face')
  }
})

/** The page's cumulative layout shift (as Lighthouse counts it) once loaded, its fonts in and settled. */
async function layoutShiftOf(page: Page, url: string) {
  await page.addInitScript(() => {
    const w = window as unknown as {__cls: number}
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[])
        if (!entry.hadRecentInput) w.__cls += entry.value
    }).observe({type: 'layout-shift', buffered: true})
  })
  await page.goto(url, {waitUntil: 'networkidle'})
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(500)
  return page.evaluate(() => (window as unknown as {__cls: number}).__cls)
}

for (const route of ['/', '/gallery', '/news/oxygen-gangsters']) {
  test(`${route} does not shift once painted (CLS under 0.005) @phone`, async ({page}) => {
    expect(await layoutShiftOf(page, route)).toBeLessThan(0.005)
  })

  // A slow phone or a loaded server: the web fonts arrive well after the first paint. The page keeps its
  // fallback faces rather than reflow (with `display: swap` this moved the header and the hero, CLS up to 0.02).
  test(`${route} does not shift when its fonts arrive late @phone`, async ({page}) => {
    await page.route(/\.woff2$/, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await request.continue()
    })
    expect(await layoutShiftOf(page, route)).toBeLessThan(0.005)
  })

  // A slow connection: the HTML arrives a piece at a time, so the browser could paint a half-parsed header
  // or hero that the next piece then moves (the header and the hero are painted only once parsed whole).
  test(`${route} does not shift when its HTML arrives slowly @phone`, async ({page, baseURL}) => {
    const proxy = await startSlowHtmlProxy(baseURL!)
    try {
      expect(await layoutShiftOf(page, proxy.origin + route)).toBeLessThan(0.005)
    } finally {
      await proxy.close()
    }
  })
}
