// Compression on Next's own server, as `npm start` runs it (next.config.ts leaves Next's gzip on): pages
// and scripts come gzipped to a browser that asks, as they are to one that does not. Behind nginx
// (deploy/), the proxy compresses instead, Brotli included: tests/stack/.
import {expect, test} from '@playwright/test'
import {rawRequest} from './support/raw-request'
import {E2E_PORT} from './support/browser'

const ACCEPTS = {'accept-encoding': 'gzip, deflate, br'}

test('a page comes gzipped, a fraction of its size, and reads the same as the uncompressed one', async () => {
  const compressed = await rawRequest(E2E_PORT, '/gallery', {headers: ACCEPTS})
  const plain = await rawRequest(E2E_PORT, '/gallery', {headers: {'accept-encoding': 'identity'}})
  expect([compressed.status, compressed.header('content-encoding')]).toEqual([200, 'gzip'])
  expect(compressed.header('vary')).toContain('Accept-Encoding')
  expect(plain.header('content-encoding')).toBeNull()
  expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 4)
  const {gunzipSync} = await import('node:zlib')
  expect(gunzipSync(compressed.bytes).toString()).toContain('Auction 2025')
  expect(plain.bytes.toString()).toContain('Auction 2025')
})

test('a script chunk comes gzipped, immutable, with the security headers', async ({baseURL}) => {
  const html = await (await fetch(`${baseURL}/`)).text()
  const chunk = /\/_next\/static\/[^"?]+\.js/.exec(html)![0]
  const script = await rawRequest(E2E_PORT, chunk, {headers: ACCEPTS})
  expect([script.status, script.header('content-encoding')]).toEqual([200, 'gzip'])
  expect(script.header('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(script.header('content-type')).toMatch(/javascript/)
  expect(script.header('x-content-type-options')).toBe('nosniff')
  expect(script.header('content-security-policy')).toContain("default-src 'self'")
})
