import {mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {LARGE_WIDTHS} from '@/components/gallery/lightbox-sources'
import {imageStoreStats} from './image-store'
import {galleryFiles, warmGalleryImages, WARMED_WIDTHS} from './image-warm'
import {loadDataset} from './dataset'

const SEED = path.resolve('content/data.ndjson')
let dir = ''
let dataset = ''

// The seed's settings and one gallery section cut to two photos, beside the seed's images.
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opl-warm-'))
  dataset = path.join(dir, 'data.ndjson')
  await symlink(path.resolve('content/images'), path.join(dir, 'images'))
  const lines = (await readFile(SEED, 'utf8')).split('\n').filter(Boolean)
  const section = JSON.parse(lines.find((line) => line.includes('"_type":"gallerySection"'))!) as {images: unknown[]}
  await writeFile(dataset, `${lines[0]}\n${JSON.stringify({...section, images: section.images.slice(0, 2)})}\n`)
})
afterAll(() => rm(dir, {recursive: true, force: true}))

describe('warmGalleryImages', () => {
  it('warms the widths the lightbox shows', () => {
    expect([...WARMED_WIDTHS]).toEqual([...LARGE_WIDTHS])
  })

  it('finds every gallery photo of the seed', async () => {
    expect(galleryFiles((await loadDataset(SEED)).documents)).toHaveLength(24)
  })

  it('makes each gallery photo at the lightbox widths, so the first visitor finds them made', async () => {
    const files = galleryFiles((await loadDataset(dataset)).documents)
    expect(files).toHaveLength(2)
    const before = imageStoreStats().entries
    const made = await warmGalleryImages(dataset)
    expect(made).toBe(files.length * WARMED_WIDTHS.length)
    expect(imageStoreStats().entries).toBeGreaterThan(before)
    // A second start finds them all in the cache: nothing is made twice.
    const entries = imageStoreStats().entries
    await warmGalleryImages(dataset)
    expect(imageStoreStats().entries).toBe(entries)
  }, 30_000)
})
