// The start-up warm-up (instrumentation.ts) and the image route share one store although Next's server
// loads their modules apart, bundled separately: a photo made through one copy of the modules is
// answered from the cache through another.
import {readdirSync} from 'node:fs'
import path from 'node:path'
import {expect, it, vi} from 'vitest'

const SEED = path.resolve('content/data.ndjson')
// Any gallery photo of the seed (their names are content hashes, so they change when the art does).
const FILE = readdirSync(path.resolve('content/images')).find((file) => file.endsWith('-1200x800.jpg'))!
/** What Chromium sends for an <img>, as the warm-up does. */
const ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/** A fresh copy of the modules, as another bundle of the same server loads them. */
async function freshCopy() {
  vi.resetModules()
  return import('./image-request')
}

it('a lightbox photo made by one copy of the modules is in the cache of another', async () => {
  const warmup = await freshCopy()
  const route = await freshCopy()
  expect(route).not.toBe(warmup)
  const query = new URLSearchParams({w: '800', auto: 'format'})
  expect(await warmup.embeddedImage(SEED, FILE, query, ACCEPT)).toMatchObject({ok: true, fromCache: false, format: 'webp'})
  expect(await route.embeddedImage(SEED, FILE, query, ACCEPT)).toMatchObject({ok: true, fromCache: true, format: 'webp'})
})

it('a render dropped because its client left is shed quietly, whichever copy made the store', async () => {
  const warmup = await freshCopy()
  const route = await freshCopy()
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const query = new URLSearchParams({w: '640', auto: 'format'})
  // The store is the first copy's; the request, already abandoned, comes through the second.
  await warmup.embeddedImage(SEED, FILE, new URLSearchParams({w: '320', auto: 'format'}), ACCEPT)
  expect(await route.embeddedImage(SEED, FILE, query, ACCEPT, AbortSignal.abort())).toEqual({ok: false, status: 429})
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
})
