// The variant store: each variant is made once, at most IMAGE_MAX_CONCURRENT_RESIZES at a time, and
// a line longer than IMAGE_MAX_QUEUED_RESIZES is refused with 503 instead of growing.
import {readdirSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {IMAGE_MAX_CONCURRENT_RESIZES, IMAGE_MAX_QUEUED_RESIZES} from '../../limits'
import {imageStoreStats, imageVariant} from './image-store'
import type {Variant} from './image-variant'

const DIRECTORY = path.resolve('content/images')
// Any gallery photo of the seed (their names are content hashes, so they change when the art does).
const FILE = readdirSync(DIRECTORY).find((file) => file.endsWith('-1200x800.jpg'))!
const variant = (width: number, extra: Partial<Variant> = {}): Variant => ({file: FILE, width, height: width, format: 'webp', ...extra})

describe('imageVariant', () => {
  it('makes a variant once, then answers the same bytes from the cache', async () => {
    const before = imageStoreStats().entries
    const first = await imageVariant(variant(97), DIRECTORY)
    const again = await imageVariant(variant(97), DIRECTORY)
    expect(first.ok && again.ok && first.body === again.body).toBe(true)
    expect(imageStoreStats().entries).toBe(before + 1)
  })

  it(`runs at most ${IMAGE_MAX_CONCURRENT_RESIZES} resizes at a time; the rest wait`, async () => {
    let maxActive = 0
    let maxPending = 0
    let running = true
    const sample = () => {
      const {active, pending} = imageStoreStats()
      maxActive = Math.max(maxActive, active)
      maxPending = Math.max(maxPending, pending)
      if (running) setImmediate(sample)
    }
    sample()
    const results = await Promise.all(Array.from({length: 12}, (_, i) => imageVariant(variant(200 + i), DIRECTORY)))
    running = false
    expect(results.every((result) => result.ok)).toBe(true)
    expect(maxActive).toBe(IMAGE_MAX_CONCURRENT_RESIZES)
    expect(maxPending).toBeGreaterThan(0)
  })

  it(`answers 503 once ${IMAGE_MAX_QUEUED_RESIZES} resizes wait`, async () => {
    const count = IMAGE_MAX_QUEUED_RESIZES + IMAGE_MAX_CONCURRENT_RESIZES + 10
    const results = await Promise.all(Array.from({length: count}, (_, i) => imageVariant(variant(300 + i), DIRECTORY)))
    const busy = results.filter((result) => !result.ok && result.status === 503).length
    expect(busy).toBeGreaterThanOrEqual(10)
    expect(results.filter((result) => result.ok).length).toBeGreaterThanOrEqual(IMAGE_MAX_QUEUED_RESIZES)
  })

  it('a missing file is a 404, not an error', async () => {
    expect(await imageVariant({...variant(100), file: `${'f'.repeat(40)}-10x10.jpg`}, DIRECTORY)).toEqual({ok: false, status: 404})
  })
})
