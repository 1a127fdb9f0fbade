// The deployment artifact: the standalone server (what `npm run serve` and a Node host run) serves
// every page, the images and feeds from the embedded dataset copied beside it, and the health check,
// with no `next` CLI and no repo folders around it.
import {spawn, type ChildProcess} from 'node:child_process'
import {expect, test} from '@playwright/test'
import {CDN_CACHE_CONTROL} from '../../web/lib/runtime/cache-control'
import {completeStandalone} from '../../scripts/lib/standalone'
import {PUBLIC_ROUTES} from '../../web/lib/routes'
import {E2E_PORT} from './support/browser'
import {E2E_DIST_DIR} from './support/site-server'

const PORT = E2E_PORT + 50
const BASE = `http://127.0.0.1:${PORT}`
let server: ChildProcess

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  const file = await completeStandalone(E2E_DIST_DIR)
  server = spawn(process.execPath, [file], {
    // Only what a host would set: no NEXT_DIST_DIR, no repo-relative paths.
    env: {NODE_ENV: 'production', PATH: process.env.PATH ?? '', PORT: String(PORT), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1'},
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 30_000
  while (!(await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false))) {
    if (server.exitCode !== null) throw new Error(`the standalone server exited with ${server.exitCode}`)
    if (Date.now() > deadline) throw new Error('the standalone server did not answer within 30 s')
    await new Promise((r) => setTimeout(r, 200))
  }
})

test.afterAll(() => {
  server?.kill('SIGTERM')
})

test('every route, the calendar feed and the health check answer', async ({request}) => {
  for (const route of [...PUBLIC_ROUTES, '/news/oxygen-gangsters', '/calendar.ics', '/sitemap.xml', '/robots.txt']) {
    expect((await request.get(`${BASE}${route}`)).status(), route).toBe(200)
  }
  const health = await request.get(`${BASE}/api/health`)
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({status: 'ok', backend: 'embedded', contentVersion: expect.stringMatching(/^\d{4}-/)})
})

test('pages show the dataset’s images and link through to their articles', async ({page}) => {
  await page.goto(`${BASE}/`)
  const image = page.locator('img[src*="/images/"]').first()
  await expect(image).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const article = page.locator('a[href^="/news/"]').first()
  const href = await article.getAttribute('href')
  await article.click()
  await expect(page).toHaveURL(`${BASE}${href}`)
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
})

test('a CDN may keep pages and feeds for minutes, build assets and images for good', async ({request}) => {
  for (const route of ['/', '/about', '/calendar.ics', '/sitemap.xml']) {
    expect((await request.get(`${BASE}${route}`)).headers()['cache-control'], route).toBe(CDN_CACHE_CONTROL)
  }
  expect((await request.get(`${BASE}/api/health`)).headers()['cache-control']).toBe('no-store')
  const html = await (await request.get(`${BASE}/`)).text()
  for (const asset of [/\/_next\/static\/[^"]+\.js/.exec(html)?.[0], /\/images\/[^"?]+/.exec(html)?.[0]]) {
    expect(asset).toBeTruthy()
    expect((await request.get(`${BASE}${asset}`)).headers()['cache-control'], asset).toMatch(/max-age=31536000, immutable/)
  }
})
