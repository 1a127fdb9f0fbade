// What an embedded-dataset server makes ahead at start: the large versions the gallery's lightbox asks
// for, from the gallery's own query, and nothing else.
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {queryEmbedded} from '@/lib/content/embedded/query'
import {gallerySectionsQuery} from '@/lib/content/queries'
import type {GallerySectionsQueryResult} from '@/lib/content/sanity.types'
import {toLightboxImages} from '@/lib/gallery/lightbox-images'
import {LARGE_WIDTHS, largeSources, largestSource} from '@/lib/gallery/lightbox-sources'
import {lightboxPaths} from './lightbox-warm'

const SEED = path.resolve('content/data.ndjson')

describe('lightboxPaths', () => {
  it('names every large version the lightbox shows of each seed photo, in the gallery’s order', async () => {
    const sections = await queryEmbedded<GallerySectionsQueryResult>(gallerySectionsQuery, {}, SEED)
    const paths = lightboxPaths(sections)
    const photos = sections.flatMap((section) => section.images)
    expect(photos).toHaveLength(24)
    // The seed's photos are 1200 px wide: the lightbox offers 800 px and the original's 1200.
    expect(paths).toHaveLength(photos.length * LARGE_WIDTHS.length)
    // The first photo's, as its slide asks for them (with a /gallery thumbnail box), come first.
    const [first] = toLightboxImages(sections[0]!.images.slice(0, 1), {width: 400, height: 267})
    expect(paths.slice(0, 2)).toEqual(largeSources(largestSource(first!)).map((source) => source.src))
    for (const p of paths) expect(p).toMatch(/^\/images\/embedded\/production\/[0-9a-f]{40}-\d+x\d+\.jpg\?w=(800|1200)&auto=format$/)
  })
})
