// Compression (README, Performance): by default the site's server sends pages Brotli- or gzip-compressed
// as the browser asks (each page compressed once, web/server/compression.mjs), built assets as the Brotli
// 11 the build made (web/server/precompressed.mjs) or gzipped on the fly to a browser without Brotli, and
// other files gzipped on the fly; with HTTP_COMPRESSION=off it sends them as they are, for a CDN or proxy
// in front to compress.
import {expect, test} from '@playwright/test'
import {freePort} from './support/sandbox'
import {startSite} from './support/site-server'

const GZIP = {'accept-encoding': 'gzip, br'}

test('by default a page comes Brotli-compressed, or gzipped to a browser without Brotli', async ({baseURL}) => {
  const page = await fetch(`${baseURL}/`, {headers: GZIP})
  expect(page.headers.get('content-encoding')).toBe('br')
  expect(page.headers.get('vary')).toContain('Accept-Encoding')
  const html = await page.text()
  expect(html).toContain('Highlights &amp; News')
  const gzipped = await fetch(`${baseURL}/`, {headers: {'accept-encoding': 'gzip'}})
  expect(gzipped.headers.get('content-encoding')).toBe('gzip')
  expect(await gzipped.text()).toBe(html)
})

test('a script chunk comes as the Brotli the build made, with the headers Next gives it; gzipped without Brotli', async ({baseURL, request}) => {
  const html = await (await fetch(`${baseURL}/`)).text()
  const chunks = [...new Set([...html.matchAll(/\/_next\/static\/[^"?]+\.js/g)].map((m) => m[0]))]
  // The largest of the page's scripts (a framework chunk: the saving is there).
  const sizes = await Promise.all(chunks.map(async (c) => [c, (await (await fetch(`${baseURL}${c}`)).arrayBuffer()).byteLength] as const))
  const [chunk, size] = sizes.sort((a, b) => b[1] - a[1])[0]!
  expect(size).toBeGreaterThan(50_000)

  const plain = await fetch(`${baseURL}${chunk}`, {headers: {'accept-encoding': 'identity'}})
  expect(plain.headers.get('content-encoding')).toBeNull()
  const text = await plain.text()

  const brotli = await fetch(`${baseURL}${chunk}`, {headers: GZIP})
  expect(brotli.status).toBe(200)
  expect(brotli.headers.get('content-encoding')).toBe('br')
  // fetch decompresses: the text is the file's, and the length sent a fraction of it.
  expect(await brotli.text()).toBe(text)
  expect(Number(brotli.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(text) / 3)
  expect(brotli.headers.get('vary')).toContain('Accept-Encoding')
  expect(brotli.headers.get('accept-ranges')).toBeNull()
  expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(brotli.headers.get('content-type')).toMatch(/javascript/)
  expect(brotli.headers.get('x-content-type-options')).toBe('nosniff')
  expect(brotli.headers.get('content-security-policy')).toContain("default-src 'self'")

  const gzipped = await fetch(`${baseURL}${chunk}`, {headers: {'accept-encoding': 'gzip'}})
  expect(gzipped.headers.get('content-encoding')).toBe('gzip')
  expect(await gzipped.text()).toBe(text)
  // A browser holding the file gets 304 from Next, as before (Playwright's client: fetch adds no-cache
  // to a conditional request, which makes any server send the file again).
  const held = await request.get(`${baseURL}${chunk}`, {headers: {...GZIP, 'if-modified-since': brotli.headers.get('last-modified')!}})
  expect([held.status(), held.headers()['content-encoding']]).toEqual([304, undefined])
})

test('a browser gets the compressed page a fraction of its size, the same bytes on every request', async ({baseURL}) => {
  const raw = (encoding: string) =>
    fetch(`${baseURL}/gallery`, {headers: {'accept-encoding': encoding}}).then(async (r) => ({
      length: Number(r.headers.get('content-length')),
      text: await r.text(),
    }))
  const plain = await raw('identity')
  const [first, second] = [await raw('br'), await raw('br')]
  expect(first.text).toBe(plain.text)
  expect(second).toEqual(first)
  expect(first.length).toBeLessThan(plain.length / 5)
})

test('a returning browser that holds the page gets 304 and no body; after an edit the page is new', async ({baseURL}) => {
  const first = await fetch(`${baseURL}/news`, {headers: GZIP})
  const tag = first.headers.get('etag')!
  expect(tag).toMatch(/^W\/"/)
  const again = await fetch(`${baseURL}/news`, {headers: {...GZIP, 'if-none-match': tag}})
  expect(again.status).toBe(304)
  expect(await again.text()).toBe('')
  const other = await fetch(`${baseURL}/gallery`, {headers: {...GZIP, 'if-none-match': tag}})
  expect(other.status).toBe(200)
  expect(other.headers.get('etag')).not.toBe(tag)
})

test('with HTTP_COMPRESSION=off the same page and its scripts come uncompressed, for the CDN to compress', async () => {
  const site = await startSite(await freePort(), {HTTP_COMPRESSION: 'off'})
  try {
    const page = await fetch(`${site.url}/`, {headers: GZIP})
    expect(page.status).toBe(200)
    expect(page.headers.get('content-encoding')).toBeNull()
    const html = await page.text()
    expect(Number(page.headers.get('content-length'))).toBe(Buffer.byteLength(html))
    expect(html).toContain('Highlights &amp; News')
    // Built assets too: the build's Brotli copies are not sent either.
    const chunk = /\/_next\/static\/[^"?]+\.js/.exec(html)![0]
    const script = await fetch(`${site.url}${chunk}`, {headers: GZIP})
    expect([script.status, script.headers.get('content-encoding')]).toEqual([200, null])
  } finally {
    await site.stop()
  }
})
