// The variant store: each variant is made once, at most IMAGE_MAX_CONCURRENT_RESIZES at a time, and
// a line longer than IMAGE_MAX_QUEUED_RESIZES is refused with 429 instead of growing, as is a resize
// that waited in line past IMAGE_MAX_QUEUE_WAIT_MS.
import {readdirSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it, vi} from 'vitest'
import {IMAGE_MAX_CONCURRENT_RESIZES, IMAGE_MAX_QUEUE_WAIT_MS, IMAGE_MAX_QUEUED_RESIZES, IMAGE_MAX_SHAPES_PER_SOURCE} from '../../limits'
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
    expect(first.ok && !first.fromCache && again.ok && again.fromCache).toBe(true)
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

  it(`answers 429 once ${IMAGE_MAX_QUEUED_RESIZES} resizes wait`, async () => {
    const count = IMAGE_MAX_QUEUED_RESIZES + IMAGE_MAX_CONCURRENT_RESIZES + 10
    // The line's own length alone: its wait bound held off (a loaded machine may take longer than it).
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']})
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now())
    const results = await Promise.all(Array.from({length: count}, (_, i) => imageVariant(variant(300 + i), DIRECTORY))).finally(() => {
      clock.mockRestore()
      vi.useRealTimers()
    })
    const busy = results.filter((result) => !result.ok && result.status === 429).length
    expect(busy).toBeGreaterThanOrEqual(10)
    expect(results.filter((result) => result.ok).length).toBeGreaterThanOrEqual(IMAGE_MAX_QUEUED_RESIZES)
  })

  it(`answers 429, unmade, a resize that waited in line past ${IMAGE_MAX_QUEUE_WAIT_MS} ms`, async () => {
    const before = imageStoreStats().entries
    const now = performance.now()
    const asked = [501, 502, 503].map((width) => imageVariant(variant(width), DIRECTORY))
    // Their turn comes later than the bound allows.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now + IMAGE_MAX_QUEUE_WAIT_MS + 1)
    try {
      expect(await Promise.all(asked)).toEqual([429, 429, 429].map((status) => ({ok: false, status})))
    } finally {
      clock.mockRestore()
    }
    expect(imageStoreStats().entries).toBe(before)
    expect((await imageVariant(variant(501), DIRECTORY)).ok).toBe(true)
  })

  it(`answers 429 once ${IMAGE_MAX_QUEUE_WAIT_MS} ms have passed, whether or not its turn has come`, async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']})
    try {
      const asked = Promise.all([601, 602, 603, 604].map((width) => imageVariant(variant(width), DIRECTORY)))
      await vi.advanceTimersByTimeAsync(IMAGE_MAX_QUEUE_WAIT_MS + 1)
      expect((await asked).map((result) => !result.ok && result.status)).toEqual([429, 429, 429, 429])
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops a render whose client left while it waited in line', async () => {
    const left = new AbortController()
    left.abort()
    const before = imageStoreStats().entries
    expect(await imageVariant(variant(401), DIRECTORY, left.signal)).toEqual({ok: false, status: 429})
    expect(imageStoreStats().entries).toBe(before)
  })

  const source = readdirSync(DIRECTORY).find((file) => file.endsWith('-1920x1080.jpg'))!
  const crop = (file: string, top: number): Variant => ({file, rect: {left: 0, top, width: 960, height: 540}, width: 96, height: 54, format: 'webp', shape: `0,${top}|own`})

  it(`makes at most ${IMAGE_MAX_SHAPES_PER_SOURCE} crops of a source; past them, another crop is refused unmade`, async () => {
    for (let i = 0; i < IMAGE_MAX_SHAPES_PER_SOURCE; i++) expect((await imageVariant(crop(source, i * 10), DIRECTORY)).ok).toBe(true)
    const before = imageStoreStats().entries
    expect(await imageVariant(crop(source, 500), DIRECTORY)).toEqual({ok: false, status: 'too-many-shapes'})
    expect(imageStoreStats().entries).toBe(before)
    // A crop it already made (at another width too), and the whole picture, are still served.
    expect((await imageVariant(crop(source, 0), DIRECTORY)).ok).toBe(true)
    expect((await imageVariant({...crop(source, 0), width: 192, height: 108}, DIRECTORY)).ok).toBe(true)
    expect((await imageVariant({file: source, width: 96, height: 54, format: 'webp'}, DIRECTORY)).ok).toBe(true)
  })

  it('holds the crop cap for a burst of different crops asked at once', async () => {
    const other = readdirSync(DIRECTORY).filter((file) => file.endsWith('-1920x1080.jpg'))[1]!
    const results = await Promise.all(Array.from({length: 30}, (_, i) => imageVariant(crop(other, i * 10), DIRECTORY)))
    expect(results.filter((result) => result.ok)).toHaveLength(IMAGE_MAX_SHAPES_PER_SOURCE)
    expect(results.filter((result) => !result.ok && result.status === 'too-many-shapes')).toHaveLength(30 - IMAGE_MAX_SHAPES_PER_SOURCE)
  })

  it('sends AVIF only when it came out smaller than WebP', async () => {
    const made = await imageVariant(variant(320, {format: 'avif', height: 213}), DIRECTORY)
    const webp = await imageVariant(variant(320, {format: 'webp', height: 213}), DIRECTORY)
    if (!made.ok || !webp.ok) throw new Error('not made')
    expect(made.format === 'webp' ? made.body.equals(webp.body) : made.body.byteLength < webp.body.byteLength).toBe(true)
  })

  it('a missing file is a 404, not an error', async () => {
    expect(await imageVariant({...variant(100), file: `${'f'.repeat(40)}-10x10.jpg`}, DIRECTORY)).toEqual({ok: false, status: 404})
  })
})
