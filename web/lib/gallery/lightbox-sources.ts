// The sources a gallery photo is drawn from, made where it is drawn (the thumbnail's srcset, the
// lightbox's large versions) from the two URLs toLightboxImages sends: free of server code, so a page's
// flight data names each photo's thumbnail and largest version once, not every width of both.
import {atWidth, widthsUpTo} from '@/lib/content/image-url'
import {IMAGE_WIDTHS} from '@/lib/limits'

export type LightboxSource = {src: string; width: number; height: number}

/** A photo's largest version as the page sends it: without `src` when that is the thumbnail's URL at
 * this width (lightbox-images.ts). */
export type LargestVersion = Omit<LightboxSource, 'src'> & {src?: string}

/** The largest version's URL, made from the thumbnail's when the page left it out. */
export function largestSource(image: {src: string; width: number; large: LargestVersion}): LightboxSource {
  const {large} = image
  return {src: large.src ?? atWidth(image.src, image.width, large.width), width: large.width, height: large.height}
}

/** What the lightbox may show, smallest first; never past the original's own width. */
export const LARGE_WIDTHS = [800, 1600] as const

/**
 * The thumbnail widths offered, from ¾ of the box to the first past twice it: the image route's own
 * widths (it rounds any other width up to one of them, so an offer between two would be a larger file
 * than it says). By default every one of them: close steps let a 3x phone take 480 px for a 175 px slot
 * instead of 640. With `step`, each at least `step` times the one before: fewer candidates (each a long
 * URL written into the page) where the page's weight matters more than the last few KB of a photo.
 */
export function thumbWidths(box: number, step = 1): number[] {
  const widths: number[] = []
  for (const width of IMAGE_WIDTHS) {
    const last = widths.at(-1)
    if (last !== undefined && last >= box * 2) break
    if (width >= box * 0.75 && (last === undefined || width >= last * step)) widths.push(width)
  }
  if (!widths.length || widths.at(-1)! < box * 2) widths.push(box * 2)
  return widths
}

/** The large versions from the largest (`largest`, at most the last of LARGE_WIDTHS), smallest first. */
export function largeSources(largest: LightboxSource): LightboxSource[] {
  return widthsUpTo(LARGE_WIDTHS, largest.width).map((width) => ({
    src: atWidth(largest.src, largest.width, width),
    width,
    height: Math.round((largest.height * width) / largest.width),
  }))
}
