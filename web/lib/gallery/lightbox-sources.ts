// The sources a gallery photo is drawn from in the lightbox, made where it is drawn from the two URLs
// toLightboxImages sends, through the image loader (the thumbnails' own srcset is next/image's): free of
// server code, so a page's flight data names each photo's thumbnail and largest version once.
import imageLoader from '@/lib/content/image-loader'

export type LightboxSource = {src: string; width: number; height: number}

/** A photo's largest version as the page sends it: without `src` when that is the thumbnail's URL at
 * this width (lightbox-images.ts). */
export type LargestVersion = Omit<LightboxSource, 'src'> & {src?: string}

/** The largest version's URL, made from the thumbnail's when the page left it out. */
export function largestSource(image: {src: string; width: number; large: LargestVersion}): LightboxSource {
  const {large} = image
  return {src: large.src ?? imageLoader({src: image.src, width: large.width}), width: large.width, height: large.height}
}

/** What the lightbox may show, smallest first; never past the original's own width. */
export const LARGE_WIDTHS = [800, 1600] as const

/** The large versions from the largest (`largest`, at most the last of LARGE_WIDTHS), smallest first:
 * each of LARGE_WIDTHS below it, and it. */
export function largeSources(largest: LightboxSource): LightboxSource[] {
  const widths = [...LARGE_WIDTHS.filter((width) => width < largest.width), largest.width]
  return widths.map((width) => ({
    src: imageLoader({src: largest.src, width}),
    width,
    height: Math.round((largest.height * width) / largest.width),
  }))
}
