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
}

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

export function toLightboxImages(images: readonly SourceImage[], {width, height}: Options): LightboxImage[] {
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
      width: thumb.width,
      height: thumb.height,
      alt,
      caption,
      ...(thumb.lqip ? {lqip: thumb.lqip} : {}),
      large,
    }
  })
}
