// Compression (README, Performance): by default the site's server sends pages Brotli- or gzip-compressed
// as the browser asks (each page compressed once, web/server/compression.mjs) and streams files gzipped
// on the fly; with HTTP_COMPRESSION=off it sends them as they are, for a CDN or proxy in front to compress.
import {expect, test} from '@playwright/test'
import {freePort} from './support/sandbox'
import {startSite} from './support/site-server'

const GZIP = {'accept-encoding': 'gzip, br'}

test('by default a page comes Brotli-compressed, or gzipped to a browser without Brotli; a script chunk gzipped', async ({baseURL}) => {
  const page = await fetch(`${baseURL}/`, {headers: GZIP})
  expect(page.headers.get('content-encoding')).toBe('br')
  expect(page.headers.get('vary')).toContain('Accept-Encoding')
  const html = await page.text()
  expect(html).toContain('Highlights &amp; News')
  const gzipped = await fetch(`${baseURL}/`, {headers: {'accept-encoding': 'gzip'}})
  expect(gzipped.headers.get('content-encoding')).toBe('gzip')
  expect(await gzipped.text()).toBe(html)
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)![0]
  expect((await fetch(`${baseURL}${chunk}`, {headers: GZIP})).headers.get('content-encoding')).toBe('gzip')
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

test('with HTTP_COMPRESSION=off the same page comes whole and uncompressed, for the CDN to compress', async () => {
  const site = await startSite(await freePort(), {HTTP_COMPRESSION: 'off'})
  try {
    const page = await fetch(`${site.url}/`, {headers: GZIP})
    expect(page.status).toBe(200)
    expect(page.headers.get('content-encoding')).toBeNull()
    const html = await page.text()
    expect(Number(page.headers.get('content-length'))).toBe(Buffer.byteLength(html))
    expect(html).toContain('Highlights &amp; News')
  } finally {
    await site.stop()
  }
})
