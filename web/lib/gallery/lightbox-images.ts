// Prepares gallery images for GalleryLightbox on the server: the thumbnail at its box (next/image writes
// its srcset from it where it is drawn), its blurred LQIP placeholder, and the
// largest version the lightbox shows (~1600 px wide; the smaller ones are made from it: lightbox-sources.ts).
import imageLoader from '@/lib/content/image-loader'
import {imageProps, type Lqip, type QueriedImage} from '@/lib/content/images'
import {LARGE_WIDTHS, type LargestVersion, type LightboxSource} from './lightbox-sources'

export type {LightboxSource}

export type LightboxImage = {
  key: string
  /** The thumbnail at `width` × `height`, its box; the loader makes its other widths. */
  src: string
  width: number
  height: number
  alt: string
  caption: string
  /** The photo's LQIP (a ~20 px JPEG data: URL), shown blurred behind the thumbnail until it loads. */
  lqip?: Lqip
  /** The largest version the lightbox shows (largeSources makes the others), in the original's shape;
   * its URL only when it is not the thumbnail's at that width (largestSource). */
  large: LargestVersion
}

type SourceImage = NonNullable<QueriedImage> & {_key?: string | null; caption?: string | null}

type Options = {
  /** The thumbnail's box in CSS pixels at its widest; it is cropped to this shape. */
  width: number
  height: number
}

export function toLightboxImages(images: readonly SourceImage[], {width, height}: Options): LightboxImage[] {
  return images.map((image, position) => {
    const caption = image.caption?.trim() ?? ''
    const alt = image.alt?.trim() || caption || `Photo ${position + 1}`
    const thumb = imageProps(image, {width, height, alt})
    // Never wider than the original: an upscaled file is bigger and no sharper. Its URL is the loader's,
    // as the lightbox's other widths are (lightbox-sources.ts): one URL for one file.
    const largeWidth = Math.min(LARGE_WIDTHS.at(-1)!, image.dimensions?.width ?? Infinity)
    const largest = imageProps(image, {width: largeWidth})
    const largeSrc = imageLoader({src: largest.src, width: largeWidth})
    return {
      key: image._key ?? `image-${position}`,
      src: thumb.src,
      width: thumb.width,
      height: thumb.height,
      alt,
      caption,
      ...(thumb.lqip ? {lqip: thumb.lqip} : {}),
      large: {
        width: largest.width,
        height: largest.height,
        // A thumbnail of the photo's own shape is the same URL but for its width: the browser makes
        // the large one from it (about 0.1 KB less per photo in the page); a cropped one is not.
        ...(imageLoader({src: thumb.src, width: largeWidth}) === largeSrc ? {} : {src: largeSrc}),
      },
    }
  })
}
