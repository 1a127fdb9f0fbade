// What the live tests share: a page watched for its live connection and any reload, and edits of a
// dataset's documents the way an editor's save (or the scorer's tool) writes them.
import {readFile, writeFile} from 'node:fs/promises'
import {expect, type Page} from '@playwright/test'

/** The bound: a change shows on every open page within this long. */
export const LIVE_WITHIN_MS = 2_000

/** Opens `path` and waits until its live stream has answered (its hello: <html data-live="open">).
 * Returns what proves the page was never reloaded, and the live streams it opened. */
export async function openLivePage(page: Page, url: string) {
  const streams: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live') streams.push(request.url())
  })
  await page.goto(url)
  await expect(page.locator('html[data-live="open"]')).toHaveCount(1, {timeout: 10_000})
  await page.evaluate(() => Object.assign(window, {__liveMarker: 'this document'}))
  const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length)
  return {
    streams,
    /** Fails when the page was navigated or reloaded since it opened. */
    expectNoReload: async () => {
      expect(await page.evaluate(() => (window as {__liveMarker?: string}).__liveMarker)).toBe('this document')
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations)
    },
  }
}

/** Rewrites one document of an NDJSON dataset file in place. */
export async function editDocument(file: string, id: string, edit: (doc: Record<string, unknown>) => void): Promise<void> {
  const lines = (await readFile(file, 'utf8')).split('\n')
  const at = lines.findIndex((line) => line.includes(`"_id":"${id}"`))
  expect(at, `${id} in ${file}`).toBeGreaterThanOrEqual(0)
  const doc = JSON.parse(lines[at]!) as Record<string, unknown>
  edit(doc)
  lines[at] = JSON.stringify(doc)
  await writeFile(file, lines.join('\n'))
}

type Shown = {__shown?: Record<string, Promise<number>>}

/** What to wait for: the element to exist, to read a text, or to read anything but a text. */
export type Want = {exists: true} | {text: string} | {changedFrom: string}

/** Starts watching `selector` on the page for `want`, with a MutationObserver rather than a polling
 * assertion; the returned function resolves with the moment (ms since the epoch, the machine's clock) it
 * first held, and fails after `ms`. Arm it before the change. */
export async function armShown(page: Page, selector: string, want: Want, ms = 10_000): Promise<() => Promise<number>> {
  const key = `${selector}\n${JSON.stringify(want)}\n${Math.random()}`
  await page.evaluate(
    ([key, selector, want, ms]) => {
      const scope = window as Shown
      scope.__shown ??= {}
      scope.__shown[key] = new Promise<number>((resolve, reject) => {
        const check = () => {
          const text = document.querySelector(selector)?.textContent
          if (text == null || ('text' in want && text !== want.text) || ('changedFrom' in want && text === want.changedFrom)) return
          observer.disconnect()
          clearTimeout(timer)
          resolve(Date.now())
        }
        const observer = new MutationObserver(check)
        const timer = setTimeout(() => {
          observer.disconnect()
          reject(new Error(`${selector} did not come to ${JSON.stringify(want)} within ${ms} ms`))
        }, ms)
        observer.observe(document.body, {subtree: true, childList: true, characterData: true})
        check()
      })
    },
    [key, selector, want, ms] as const,
  )
  return () => page.evaluate((key) => (window as Shown).__shown![key]!, key)
}

/** The value below which `p` percent of `values` fall (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!
}
