// What a first view of a page costs on the wire: every response's encoded bytes (headers and body, as
// Chromium's DevTools protocol counts them in Network.loadingFinished), summed by resource type, for a
// fresh browser context (empty cache) that loads the page and does not scroll. Used by the images spec's
// budget and by `npm run transfer` (scripts/page-transfer.ts).
import type {Browser, BrowserContextOptions} from '@playwright/test'

export type Transfer = {
  total: number
  /** Bytes by DevTools resource type (Document, Stylesheet, Script, Font, Image, Fetch…). */
  byType: Record<string, number>
  /** Each response: its URL (path and query), type and bytes, largest first. */
  responses: {url: string; type: string; bytes: number}[]
}

/** A 390 px phone as the budget means it (CSS pixels; the device pixel ratio is the caller's choice). */
export const PHONE_390: BrowserContextOptions = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}

/** Loads `url` in a new context and sums the bytes transferred until the network has been idle. */
export async function measureTransfer(browser: Browser, url: string, options: BrowserContextOptions = PHONE_390): Promise<Transfer> {
  const context = await browser.newContext(options)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const seen = new Map<string, {url: string; type: string; bytes: number}>()
    cdp.on('Network.responseReceived', ({requestId, type, response}) => {
      const {pathname, search} = new URL(response.url)
      seen.set(requestId, {url: `${pathname}${search}`, type, bytes: 0})
    })
    cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
      const entry = seen.get(requestId)
      if (entry) entry.bytes = encodedDataLength
    })
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true})
    await page.goto(url, {waitUntil: 'load'})
    await page.waitForLoadState('networkidle')
    // data: URLs (the LQIPs) never touch the network; only real responses count.
    const responses = [...seen.values()].filter((r) => r.bytes > 0).sort((a, b) => b.bytes - a.bytes)
    const byType: Record<string, number> = {}
    for (const {type, bytes} of responses) byType[type] = (byType[type] ?? 0) + bytes
    return {total: responses.reduce((sum, r) => sum + r.bytes, 0), byType, responses}
  } finally {
    await context.close()
  }
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
