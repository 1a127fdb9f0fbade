// What the live tests share: a page watched for its live connection and any reload, and edits of a
// dataset's documents the way an editor's save (or the scorer's tool) writes them.
import {readFile, writeFile} from 'node:fs/promises'
import {expect, type Page} from '@playwright/test'

/** The bound: a change shows on every open page within this long. */
export const LIVE_WITHIN_MS = 2_000

/** Opens `path` and waits until its live stream has answered (the first scores are asked on its hello).
 * Returns what proves the page was never reloaded, and the live streams it opened. */
export async function openLivePage(page: Page, url: string) {
  const streams: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live') streams.push(request.url())
  })
  const firstScores = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live/scores')
  await page.goto(url)
  expect((await firstScores).status()).toBe(200)
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
