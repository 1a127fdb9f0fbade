// Safe on a public address: the security headers on every kind of response, made-up and malformed URLs
// that cost nothing lasting and never a 500, and image requests that cannot starve the pages. (No page
// breaks its content security policy: site-wide.spec.ts, in its one visit per page.)
import {readdirSync} from 'node:fs'
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {IMAGE_WIDTHS} from '../../web/lib/limits'
import {startRedis, type TestRedis} from './support/redis'
import {freePort, sandbox} from './support/sandbox'
import {ROOT, startSite, type RunningSite} from './support/site-server'
import {boundBeside} from './support/timing'

const IMAGE = readdirSync(path.join(ROOT, 'content/images')).find((file) => file.endsWith('.jpg'))!
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']
const STACK_TRACE = /\n\s+at .+:\d+:\d+|ENAMETOOLONG|ERR_INVALID_ARG_VALUE|GLib-CRITICAL|URIError/

test('every kind of response carries the security headers', async ({request}) => {
  const responses = {
    page: await request.get('/'),
    'news item': await request.get('/news/oxygen-gangsters'),
    'unknown page (404)': await request.get('/no-such-page'),
    'unknown news (404)': await request.get('/news/no-such-note'),
    'bad encoding (400)': await request.get('/news/%ff'),
    image: await request.get(`/images/embedded/production/${IMAGE}?w=320`),
    calendar: await request.get('/calendar.ics'),
    webhook: await request.post('/api/revalidate', {data: '{}', headers: {'content-type': 'application/json'}}),
    'share image': await request.get('/opengraph-image'),
    robots: await request.get('/robots.txt'),
  }
  for (const [name, response] of Object.entries(responses)) {
    const headers = response.headers()
    for (const header of SECURITY_HEADERS) expect(headers[header], `${name}: ${header}`).toBeTruthy()
    expect(headers['x-content-type-options'], name).toBe('nosniff')
  }
  // The whole policy a published page is sent (docs/security.md): scripts only from the site, plus
  // 'unsafe-inline' for Next's inline flight data (a nonce would make every prerendered page dynamic).
  expect(responses.page.headers()['content-security-policy']).toBe(
    [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-src 'self'",
      "frame-ancestors 'self' http://localhost:3333",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "manifest-src 'self'",
      "worker-src 'self' blob:",
    ].join('; '),
  )
  expect(responses.page.headers()['x-nextjs-prerender']).toBe('1')
  expect(responses.page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(responses.page.headers()['cross-origin-opener-policy']).toBe('same-origin')
  expect(responses.page.headers()['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
})

test.describe('made-up and malformed URLs', () => {
  test.describe.configure({timeout: 180_000})
  let site: RunningSite
  let box: Awaited<ReturnType<typeof sandbox>>
  let redis: TestRedis
  test.beforeAll(async () => {
    box = await sandbox()
    // The page cache in Redis, where its entries can be counted.
    redis = await startRedis(await freePort())
    site = await startSite(await freePort(), {...box.env, REDIS_URL: redis.url})
  })
  test.afterAll(async () => {
    await site?.stop()
    redis?.stop()
    await box?.remove()
  })

  test('500 made-up news, team and match addresses answer their 404 pages and add nothing to the cache', async () => {
    const made = (i: number) => `made-up-${i}-${Math.random().toString(36).slice(2)}`
    const addresses = Array.from({length: 500}, (_, i) =>
      [`/news/${made(i)}`, `/participation/teams/${made(i)}`, `/matches/2026/${900 + i}`, `/matches/${made(i)}/1`][i % 4],
    )
    // Each not-found page once first, so the count starts with whatever the site itself caches.
    for (const pathname of addresses.slice(0, 4)) expect((await fetch(`${site.url}${pathname}`)).status).toBe(404)
    const before = await redis.keyCount()
    for (let i = 0; i < addresses.length; i += 20) {
      const statuses = await Promise.all(addresses.slice(i, i + 20).map(async (pathname) => (await fetch(`${site.url}${pathname}`)).status))
      expect(new Set(statuses)).toEqual(new Set([404]))
    }
    expect(await redis.keyCount()).toBe(before)
    expect(await (await fetch(`${site.url}${addresses[0]}`)).text()).toContain('News Not Found')
    expect(await (await fetch(`${site.url}${addresses[1]}`)).text()).toContain('Sorry, that page could not be found.')
    expect((await fetch(`${site.url}/news/made-up/opengraph-image`)).status).toBe(404)
    expect((await fetch(`${site.url}/news/oxygen-gangsters/opengraph-image`)).status).toBe(200)
  })

  test('a query sent with a page is not cached with it: the next visitor gets the page alone', async () => {
    // A server of its own, on a copy of the dataset this test edits.
    const own = await sandbox()
    const server = await startSite(await freePort(), {...own.env, CONTENT_DATASET_PATH: own.file})
    try {
      const marker = `hostile-${Date.now()}`
      const hostile = `${server.url}/?q=${marker}${'a'.repeat(4_000)}`
      const plain = await (await fetch(`${server.url}/`)).text()
      // An edit expires the home page, so the next request renders it again: the hostile one.
      const text = await readFile(own.file, 'utf8')
      const edited = text.replace('"title":"Grand Finale"', '"title":"Grand Finale Night"')
      expect(edited).not.toBe(text)
      await writeFile(own.file, edited)
      await expect.poll(async () => (await fetch(hostile)).text(), {timeout: 10_000}).toContain('Grand Finale Night')
      const after = await (await fetch(`${server.url}/`)).text()
      expect(after.includes('Grand Finale Night'), 'the edit is on the page').toBe(true)
      expect(after.includes(marker), 'the hostile query is in the page everyone gets').toBe(false)
      expect(Math.abs(after.length - plain.length)).toBeLessThan(100)
    } finally {
      await server.stop()
      await own.remove()
    }
  })

  test('slugs that cannot be slugs and paths that do not decode: 400 or 404, no stack trace in the log', async () => {
    const cases: Array<[string, number]> = [
      [`/news/${'a'.repeat(5000)}`, 404],
      ['/news/a%00b', 404],
      ['/news/a%0Ab', 404],
      ['/news/%ff', 400],
      ['/news/%', 400],
      ['/news/%c0%ae', 400],
      ['/news/%E0%A4%A', 400],
      [`/images/embedded/production/%ff`, 400],
      [`/images/embedded/production/${IMAGE}?rect=0,0,0,0`, 400],
      [`/images/embedded/production/${IMAGE}?rect=1,1,99999,5`, 400],
      ['/images/embedded/production/..%2F..%2Fpackage.json', 404],
    ]
    const logBefore = site.log().length
    for (const [pathname, status] of cases) {
      const response = await fetch(`${site.url}${pathname}`)
      expect(response.status, pathname.slice(0, 80)).toBe(status)
    }
    expect(site.log().slice(logBefore)).not.toMatch(STACK_TRACE)
  })

  test('20 s of image variants not made yet keep an uncached page under 2× its idle time', async () => {
    test.setTimeout(120_000)
    // Work done on demand: the suite's rehearsal route is rendered for each request (the site's pages
    // and files are prerendered and cached), its whole layout and the not-found page.
    const timePage = async () => {
      const started = performance.now()
      const response = await fetch(`${site.url}/test-error`)
      await response.arrayBuffer()
      return performance.now() - started
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const sample = async (count: number) => {
      const times: number[] = []
      for (let i = 0; i < count; i++) times.push(await timePage())
      return median(times)
    }
    await sample(5) // warm up
    const idleBefore = await sample(15)

    // Every request a variant not made yet: each source at each listed width (the route rounds any other
    // width or shape to these, so made-up sizes alone would soon be answered from the cache).
    const variants = readdirSync(path.join(ROOT, 'content/images')).flatMap((file) => IMAGE_WIDTHS.map((width) => `${file}?w=${width}&auto=format`))
    let next = 0
    const until = Date.now() + 20_000
    const flood = Array.from({length: 8}, async () => {
      const statuses = new Set<number>()
      while (Date.now() < until && next < variants.length) {
        const response = await fetch(`${site.url}/images/embedded/production/${variants[next++]}`, {headers: {accept: 'image/avif,image/webp'}})
        await response.arrayBuffer()
        statuses.add(response.status)
      }
      return statuses
    })
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const loaded = await sample(15)
    const statuses = new Set((await Promise.all(flood)).flatMap((set) => [...set]))
    // The control on both sides of the flood: the suite's other worker may be busy during either.
    const idle = Math.max(idleBefore, await sample(15))
    console.log(`uncached page: idle ${idle.toFixed(1)} ms, during the image flood ${loaded.toFixed(1)} ms (${(loaded / idle).toFixed(2)}×)`)
    expect([...statuses].every((status) => status === 200 || status === 429)).toBe(true)
    expect(loaded).toBeLessThan(boundBeside(idle, 2, 30))
  })
})
