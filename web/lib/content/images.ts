// Turns an image field from a query into what next/image needs: the picture's URL at its box (the
// loader, image-loader.ts, writes its other widths from it), intrinsic width/height (no layout shift),
// alt text and the LQIP. On Sanity the URLs point at its image CDN; on the embedded dataset at this
// site's own /images route, which serves the files in content/images in the same URL shape.
import {createImageUrlBuilder, type ImageUrlBuilder, type SanityImageSource} from '@sanity/image-url'
import {contentEnv} from '../env'
import {boxShapeOf, cropRegion} from './image-crops'
import {BLANK_IMAGE_SRC} from './image-loader'

export {placeholderStyle} from './placeholder'
export {BLANK_IMAGE_SRC} from './image-loader'

/** The shape every image projection in queries.ts returns (see `imageFields`). */
export type QueriedImage = {
  asset: {_ref: string} | null
  crop?: unknown
  hotspot?: unknown
  alt?: string | null
  dimensions?: {width: number | null; height: number | null} | null
  /** The asset's LQIP: a ~20 px JPEG as a data: URL (Sanity's metadata.lqip; content/assets.json on the seed). */
  lqip?: string | null
} | null

/** An LQIP as next/image takes it for its `placeholder`: a data: URL of an image. */
export type Lqip = `data:image/${string}`

export type ImageProps = {
  /** The picture at `width`; next/image writes its srcset from it through the loader (image-loader.ts). */
  src: string
  width: number
  height: number
  alt: string
  /** The asset's LQIP, when it has one: next/image's `placeholder` for an opaque photo (not an <img>
   * attribute: take it out before spreading these props). */
  lqip?: Lqip
}

/** Only data: URLs of images are shown as placeholders: nothing else from the CMS goes into a style. */
const LQIP_URL = /^data:image\/(?:jpeg|png|webp|avif);base64,[A-Za-z0-9+/=]+$/


/** Whether a `width` × `height` box shows the whole picture (uncropped in the CMS, the same shape to
 * within the pixel lost in rounding its height). */
function showsWhole(image: NonNullable<QueriedImage>, width: number, height: number): boolean {
  const own = image.dimensions
  if (!own?.width || !own.height) return false
  const crop = image.crop as {top?: number; bottom?: number; left?: number; right?: number} | null | undefined
  if (crop && [crop.top, crop.bottom, crop.left, crop.right].some((side) => (side ?? 0) > 0)) return false
  return Math.abs((width * own.height) / own.width - height) < 1
}

/** The project and dataset names the embedded backend puts in image URLs. */
export const EMBEDDED_IMAGE_PROJECT = 'embedded'

function builder() {
  const env = contentEnv()
  return env.backend === 'sanity'
    ? createImageUrlBuilder({projectId: env.SANITY_PROJECT_ID!, dataset: env.SANITY_DATASET, baseUrl: env.SANITY_CDN_HOST})
    : // A baseUrl of "/" yields site-relative URLs: /images/embedded/<dataset>/<file>?w=…
      createImageUrlBuilder({projectId: EMBEDDED_IMAGE_PROJECT, dataset: env.SANITY_DATASET, baseUrl: '/'})
}

/** The builder cut to a `width` × `height` box. */
function boxed(sized: ImageUrlBuilder, image: NonNullable<QueriedImage>, width: number, height: number): ImageUrlBuilder {
  const shape = boxShapeOf(width, height)
  const cropped = sized.height(height).fit('crop')
  if (!shape) return cropped
  const region = cropRegion(image as SanityImageSource, shape)?.split(',').map(Number)
  return region?.length === 4 ? cropped.rect(region[0]!, region[1]!, region[2]!, region[3]!) : cropped
}

/**
 * Props for an image shown `width` CSS pixels wide (and `height` high when it is cropped to a box): its
 * URL at that width, from which next/image's loader writes the other widths. A missing image gives the
 * blank fallback at the same size.
 */
export function imageProps(
  image: QueriedImage | undefined,
  {width, height, alt}: {width: number; height?: number; alt?: string},
): ImageProps {
  const intrinsic = image?.dimensions
  const boxHeight =
    height ?? (intrinsic?.width && intrinsic.height ? Math.round((width * intrinsic.height) / intrinsic.width) : width)
  const text = image?.alt ?? alt ?? ''
  if (!image?.asset) return {src: BLANK_IMAGE_SRC, width, height: boxHeight, alt: text}
  const natural = showsWhole(image, width, boxHeight)
  const sized = builder().image(image as SanityImageSource).width(width)
  // A box of the picture's own shape needs no crop: `?w=` alone is the same picture, and the URL no
  // longer carries a height and a one-pixel rect from rounding it (a sixth of the home page's bytes
  // of image URLs, which every picture repeats in its srcset). The loader writes the other widths of
  // this URL, as the builder would write them (image-loader.ts). A box of a listed shape is cut
  // to the region fitted to that shape exactly (not to its rounded height), the one the image route
  // always makes (image-crops.ts).
  const src = (natural ? sized : boxed(sized, image, width, boxHeight)).auto('format').url()
  const lqip = typeof image.lqip === 'string' && LQIP_URL.test(image.lqip) ? (image.lqip as Lqip) : undefined
  return {src, width, height: boxHeight, alt: text, ...(lqip ? {lqip} : {})}
}
