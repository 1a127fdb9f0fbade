// The compression switch (README, Performance): by default the server gzips what it sends; with
// HTTP_COMPRESSION=off it sends pages as they are, for a CDN or proxy in front to compress.
import {expect, test} from '@playwright/test'
import {freePort} from './support/sandbox'
import {startSite} from './support/site-server'

const GZIP = {'accept-encoding': 'gzip, br'}

test('by default a page and a script chunk come gzipped to a browser that asks', async ({baseURL}) => {
  const page = await fetch(`${baseURL}/`, {headers: GZIP})
  expect(page.headers.get('content-encoding')).toBe('gzip')
  const html = await page.text()
  expect(html).toContain('Highlights &amp; News')
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)![0]
  expect((await fetch(`${baseURL}${chunk}`, {headers: GZIP})).headers.get('content-encoding')).toBe('gzip')
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
