// The sources a gallery photo is drawn from, made where it is drawn (the thumbnail's srcset, the
// lightbox's large versions) from the two URLs toLightboxImages sends: free of server code, so a page's
// flight data names each photo's thumbnail and largest version once, not every width of both.
import {atWidth, widthsUpTo} from '@/lib/content/image-url'
import {IMAGE_WIDTHS} from '@/lib/limits'

export type LightboxSource = {src: string; width: number; height: number}

/** What the lightbox may show, smallest first; never past the original's own width. */
export const LARGE_WIDTHS = [800, 1600] as const

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

/** The large versions from the largest (`largest`, at most the last of LARGE_WIDTHS), smallest first. */
export function largeSources(largest: LightboxSource): LightboxSource[] {
  return widthsUpTo(LARGE_WIDTHS, largest.width).map((width) => ({
    src: atWidth(largest.src, largest.width, width),
    width,
    height: Math.round((largest.height * width) / largest.width),
  }))
}
