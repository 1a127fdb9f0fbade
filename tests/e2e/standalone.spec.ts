// The deployment artifact: Next's own standalone server.js (no build step, no node_modules beside it)
// serves every route, news items, images, the calendar and /api/health, and its pages work in the browser.
import {spawn, type ChildProcess} from 'node:child_process'
import {readdirSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {standaloneServer} from '../../scripts/lib/standalone'
import {PAGE_CACHE_CONTROL} from '../../web/lib/caching'
import {PUBLIC_ROUTES} from '../../web/lib/routes'
import {freePort} from './support/sandbox'
import {E2E_DIST_DIR, ROOT} from './support/site-server'

let server: ChildProcess
let base = ''

// Global setup built and completed the standalone folder (scripts/lib/standalone.ts) once for every worker.
test.beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, [standaloneServer(E2E_DIST_DIR)], {
    env: {...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1'},
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {timeout: 30_000}).toBe(200)
})
test.afterAll(() => void server?.kill('SIGTERM'))

test('the standalone server answers every route, images, the calendar and a healthy /api/health', async () => {
  console.log(`standalone server on Node ${process.version}`)
  for (const route of [...PUBLIC_ROUTES, '/news/oxygen-gangsters', '/calendar.ics', '/sitemap.xml']) {
    expect((await fetch(`${base}${route}`)).status, route).toBe(200)
  }
  expect((await fetch(`${base}/news/made-up-note`)).status).toBe(404)
  const image = readdirSync(path.join(ROOT, 'content/images')).find((file) => file.endsWith('.jpg'))!
  const picture = await fetch(`${base}/images/embedded/production/${image}?w=320&auto=format`, {headers: {accept: 'image/webp'}})
  expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp'])
  const health = await (await fetch(`${base}/api/health`)).json()
  expect(health).toMatchObject({status: 'ok', backend: 'embedded', contentVersion: expect.stringMatching(/^embedded:/)})
  // Next's own compression: pages come gzipped to a browser that asks.
  const page = await fetch(`${base}/`, {headers: {'accept-encoding': 'gzip, br'}})
  expect(page.headers.get('content-encoding')).toBe('gzip')
  expect(await page.text()).toContain('Highlights &amp; News')
})

test('a CDN may keep pages and feeds for minutes, never a year; assets stay immutable', async () => {
  for (const route of ['/', '/gallery', '/news/oxygen-gangsters', '/calendar.ics']) {
    expect((await fetch(`${base}${route}`)).headers.get('cache-control'), route).toBe(PAGE_CACHE_CONTROL)
  }
  expect((await fetch(`${base}/sitemap.xml`)).headers.get('cache-control')).not.toMatch(/s-maxage=31536000/)
  const html = await (await fetch(`${base}/`)).text()
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)![0]
  expect((await fetch(`${base}${chunk}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
})

test('a page from the standalone server works in the browser: the gallery opens a photo', async ({page}) => {
  await page.goto(`${base}/gallery`)
  await expect(page.getByRole('list', {name: 'Auction 2025 photos'})).toHaveAttribute('data-enhanced', '')
  await page.getByRole('list', {name: 'Auction 2025 photos'}).getByRole('link').first().click()
  await expect(page.getByRole('dialog', {name: 'Auction 2025 photos'})).toBeVisible()
})
