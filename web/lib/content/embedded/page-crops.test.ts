// The image route knows the crops the pages ask for: every URL imageProps writes for a listed box, at
// every width the loader writes of it, is made exactly and never counted against the cap; any other crop
// still is.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {IMAGE_BOX_SHAPES} from '../../limits'
import imageLoader, {listedWidth} from '../image-loader'
import {imageProps, type QueriedImage} from '../images'
import {parseDataset, type SanityDocument} from './ndjson'
import {parseVariant, type Variant} from './image-variant'
import {pageCrops} from './page-crops'

const seed = parseDataset(readFileSync(path.resolve(import.meta.dirname, '../../../../content/data.ndjson'), 'utf8'))

/** An image field as the queries return it (asset, crop, hotspot, dimensions). */
function queried(field: {asset: {_ref: string}; crop?: unknown; hotspot?: unknown}): NonNullable<QueriedImage> {
  const [, width, height] = /-(\d+)x(\d+)-\w+$/.exec(field.asset._ref)!
  return {...field, dimensions: {width: Number(width), height: Number(height)}}
}

const galleryPhoto = () => {
  const section = seed.find((doc) => doc._type === 'gallerySection') as SanityDocument & {images: Array<{asset: {_ref: string}}>}
  return queried(section.images[0]!)
}

/** A cropped variant of the photo: a CMS crop and hotspot off-centre, as an editor sets them. */
const edited = (image: NonNullable<QueriedImage>) => ({
  ...image,
  crop: {_type: 'sanity.imageCrop', top: 0.05, bottom: 0.1, left: 0.2, right: 0.03},
  hotspot: {_type: 'sanity.imageHotspot', x: 0.7, y: 0.4, width: 0.2, height: 0.2},
})

/** What the route makes for a page's URL, as next/image's loader writes it at `width`. */
function asked(src: string, width: number, documents: SanityDocument[]): Variant {
  const url = new URL(imageLoader({src, width}), 'http://site.test')
  const file = url.pathname.split('/').at(-1)!
  const variant = parseVariant(file, url.searchParams, 'image/webp', pageCrops(documents).get(file))
  if ('error' in variant) throw new Error(variant.error)
  return variant
}

describe('page crops', () => {
  for (const [label, photo] of [['the seed photo', galleryPhoto], ['a photo an editor cropped', () => edited(galleryPhoto())]] as const) {
    it(`${label}: each listed box, at every width the loader writes, is the page's own crop (never counted)`, () => {
      const image = photo()
      const documents: SanityDocument[] = [...seed, {_id: 'edited', _type: 'gallerySection', images: [image]}]
      for (const [w, h] of IMAGE_BOX_SHAPES) {
        const box = {width: 400, height: Math.round((400 * h) / w)}
        const {src} = imageProps(image, box)
        // Cropped, unless the box is the photo's own shape (then `w` alone: nothing to count).
        if (!src.includes('rect=')) expect(src, `${w}:${h}`).not.toContain('h=')
        for (const width of [48, 96, 400, 640, 800, 1200]) {
          const variant = asked(src, width, documents)
          expect(variant.shape, `${w}:${h} at ${width}`).toBeUndefined()
          // The box's own shape, to the pixel.
          expect(Math.abs(variant.height - (variant.width * h) / w), `${w}:${h} at ${width}`).toBeLessThanOrEqual(1)
          expect(variant.width).toBe(Math.min(listedWidth(width), variant.rect?.width ?? image.dimensions!.width!))
        }
      }
      // Its own shape with the CMS crop (an article's body picture): `w` alone, a rect when cropped.
      const own = imageProps(image, {width: 720})
      expect(asked(own.src, 1200, documents).shape).toBeUndefined()
    })
  }

  it('a crop no page asks for is still a shape of its own, counted against the cap', () => {
    const image = galleryPhoto()
    const file = image.asset!._ref.replace(/^image-/, '').replace(/-(\w+)$/, '.$1')
    const madeUp = parseVariant(file, new URLSearchParams('rect=20,10,960,540&w=96'), 'image/webp', pageCrops(seed).get(file))
    expect(madeUp).toHaveProperty('shape')
    // The page's own region, asked in a box shape no page uses: counted too.
    const {src} = imageProps(image, {width: 400, height: 400})
    const rect = new URL(src, 'http://site.test').searchParams.get('rect')
    expect(rect).toBeTruthy()
    const reshaped = parseVariant(file, new URLSearchParams(`rect=${rect}&w=400&h=100`), 'image/webp', pageCrops(seed).get(file))
    expect(reshaped).toHaveProperty('shape')
  })
})
