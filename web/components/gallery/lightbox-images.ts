// Prepares gallery images for GalleryLightbox on the server: a responsive thumbnail (width-described
// srcset, so phones fetch small files), its blurred LQIP placeholder, and the large versions the
// lightbox shows (~1600 px wide).
import {imageProps, type QueriedImage} from '@/lib/content/images'

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

/** How wide GalleryLightbox's grid draws a thumbnail: 2 columns on phones, 3 on tablets, 4 beyond. */
export const THUMB_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw'

const THUMB_SCALES = [0.75, 1, 1.5, 2] as const
export const LARGE_WIDTHS = [800, 1600] as const

export function toLightboxImages(images: readonly SourceImage[], {width, height, sizes = THUMB_SIZES}: Options): LightboxImage[] {
  return images.map((image, position) => {
    const caption = image.caption?.trim() ?? ''
    const alt = image.alt?.trim() || caption || `Photo ${position + 1}`
    const thumb = imageProps(image, {width, height, alt})
    const candidates = THUMB_SCALES.map((scale) => {
      const w = Math.round(width * scale)
      return `${imageProps(image, {width: w, height: Math.round(height * scale)}).src} ${w}w`
    })
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
