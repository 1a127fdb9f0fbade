// Prepares gallery images for GalleryLightbox on the server: a responsive thumbnail (width-described
// srcset, so phones fetch small files), its blurred LQIP placeholder, and the large versions the
// lightbox shows (~1600 px wide).
import {imageProps, type QueriedImage} from '@/lib/content/images'
import {IMAGE_WIDTHS} from '@/lib/limits'

export type LightboxSource = {src: string; width: number; height: number}

export type LightboxImage = {
  key: string
  src: string
  srcSet: string
  sizes: string
  width: number
  height: number
  alt: string
  caption: string
  /** The photo's LQIP (a ~20 px JPEG data: URL), shown blurred behind the thumbnail until it loads. */
  lqip?: string
  /** What the lightbox shows, smallest first; it picks the one that fits the screen. */
  large: LightboxSource[]
}

type SourceImage = NonNullable<QueriedImage> & {_key?: string | null; caption?: string | null}

type Options = {
  /** The thumbnail's box in CSS pixels at its widest; it is cropped to this shape. */
  width: number
  height: number
  /** The `sizes` attribute: how wide the thumbnail is drawn; defaults to GalleryLightbox's grid. */
  sizes?: string
}

/**
 * How wide GalleryLightbox's grid draws a thumbnail: 2 columns on phones, 3 on tablets, 4 beyond, less the
 * page's padding and the gaps (175 px at 390 px wide). Exact, so a phone fetches no more than it shows —
 * except on phones with very dense screens (2.5x and up; a 390 px iPhone is 3x), where the slot is counted
 * 10% smaller: a 390 px phone then takes the 480 px files (2.7x, no eye tells it from 3x at this size) rather
 * than 640 px ones, which keeps a first view of /gallery under 500 KB there too.
 */
export const THUMB_SIZES =
  '(max-width: 599px) and (min-resolution: 2.5dppx) calc((50vw - 20px) * 0.9), (min-width: 1200px) 280px, (min-width: 900px) calc(25vw - 20px), (min-width: 600px) calc(33.33vw - 21px), calc(50vw - 20px)'

/**
 * The thumbnail widths offered, from ¾ of the box to twice it: the image route's own widths (it rounds any
 * other width up to one of them, so an offer between two would be a larger file than it says), plus the
 * first one past twice the box. Close steps let a 3x phone take 480 px for a 175 px slot instead of 640.
 */
export function thumbWidths(box: number): number[] {
  const listed = IMAGE_WIDTHS.filter((w) => w >= box * 0.75 && w < box * 2)
  const top = IMAGE_WIDTHS.find((w) => w >= box * 2) ?? box * 2
  return [...listed, top]
}

export const LARGE_WIDTHS = [800, 1600] as const

export function toLightboxImages(images: readonly SourceImage[], {width, height, sizes = THUMB_SIZES}: Options): LightboxImage[] {
  return images.map((image, position) => {
    const caption = image.caption?.trim() ?? ''
    const alt = image.alt?.trim() || caption || `Photo ${position + 1}`
    const thumb = imageProps(image, {width, height, alt})
    const candidates = thumbWidths(width).map((w) => `${imageProps(image, {width: w, height: Math.round((height * w) / width)}).src} ${w}w`)
    // Never wider than the original: an upscaled file is bigger and no sharper.
    const original = image.dimensions?.width ?? Infinity
    const widths = [...new Set(LARGE_WIDTHS.map((w) => Math.min(w, original)))]
    const large = widths.map((w) => {
      const {src, width: lw, height: lh} = imageProps(image, {width: w})
      return {src, width: lw, height: lh}
    })
    return {
      key: image._key ?? `image-${position}`,
      src: thumb.src,
      // A missing image is the blank tile at any size: no srcset to pick from.
      srcSet: image.asset ? candidates.join(', ') : '',
      sizes,
      width: thumb.width,
      height: thumb.height,
      alt,
      caption,
      ...(thumb.lqip ? {lqip: thumb.lqip} : {}),
      large,
    }
  })
}
