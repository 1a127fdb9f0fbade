// Where a picture is cropped for a box of one of the site's shapes (IMAGE_BOX_SHAPES): the region
// @sanity/image-url fits to the shape from the picture's crop and hotspot in the CMS. Pages ask for
// exactly this region (images.ts), and the embedded image route knows every such region of the
// dataset's pictures ahead (embedded/page-crops.ts), so the two cannot disagree: one function, the
// library's own fitting, for both. Free of server code.
import {createImageUrlBuilder, type SanityImageSource} from '@sanity/image-url'
import {IMAGE_BOX_SHAPES} from '../limits'

export type BoxShape = (typeof IMAGE_BOX_SHAPES)[number]

/** The listed shape of a `width` × `height` box (to within the pixel lost rounding its height), if any. */
export function boxShapeOf(width: number, height: number): BoxShape | undefined {
  return IMAGE_BOX_SHAPES.find(([w, h]) => Math.abs(height - (width * h) / w) < 1)
}

/** The listed shape a crop `width` × `height` px is, for the image route, which is handed any height:
 * the nearest within 2% (the listed shapes are further apart), or undefined. */
export function nearestBoxShape(width: number, height: number): BoxShape | undefined {
  const ratio = height / width
  return IMAGE_BOX_SHAPES.find(([w, h]) => Math.abs(ratio - h / w) < 0.02 * (h / w))
}

/** Only the fitting is used: the URL's host and names play no part in the region. */
const fitter = createImageUrlBuilder({projectId: 'crop', dataset: 'crop', baseUrl: '/'})

/**
 * The region (`rect`, "left,top,width,height" in source pixels) a picture is cut to for a box of
 * `shape`, or for its CMS crop alone without one; undefined when that is the whole picture.
 */
export function cropRegion(image: SanityImageSource, shape?: BoxShape): string | undefined {
  const sized = shape ? fitter.image(image).width(shape[0]).height(shape[1]) : fitter.image(image).width(1)
  return new URL(sized.url(), 'http://crop.invalid').searchParams.get('rect') ?? undefined
}
