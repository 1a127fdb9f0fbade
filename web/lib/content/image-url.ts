// Other widths of one picture's URL, and the srcsets made of them. Free of server code: the <img>
// elements are drawn by a client component (components/ui/img.tsx), so a page sends each picture's URL
// once and the browser writes its srcset, instead of every width's URL in the HTML and again in the
// flight data React hydrates from (as next/image does). The server renders the same srcset from the
// same function, so the HTML is complete without JavaScript. Every file it names is at one of the image
// route's widths (IMAGE_WIDTHS, as Sanity's CDN and next/image work from a fixed list): a picture drawn at
// another width asks for the next listed one, so no request is rounded up to a file it did not name.
import {IMAGE_WIDTHS} from '../limits'

/** Shown when an image is missing or fails to load: a neutral tile, never a broken-image icon. */
export const BLANK_IMAGE_SRC = '/blank.svg'

/** The file for a picture drawn `wanted` px wide: the smallest of IMAGE_WIDTHS at or above it, never past
 * `limit` (the region's own width, where that is known). The image route makes exactly these. */
export function listedWidth(wanted: number, limit = Infinity): number {
  const listed: number = IMAGE_WIDTHS.find((width) => width >= wanted) ?? IMAGE_WIDTHS.at(-1)!
  return Math.min(listed, limit)
}

/** The URL an <img> names as its `src` for a picture drawn `width` px wide: its listed width's. */
export function listedSrc(url: string, width: number): string {
  return atWidth(url, width, listedWidth(width))
}

/**
 * The URL of the same picture at another width, from a URL of Sanity's image API (or the embedded
 * backend's copy of it) made by @sanity/image-url at `baseWidth`: `w` set to `width`, and a box height
 * `h`, when the URL crops to one, scaled with it. The crop region (`rect`) and every other parameter stay.
 */
export function atWidth(url: string, baseWidth: number, width: number): string {
  if (width === baseWidth) return url
  return url
    .replace(/([?&])w=\d+/, `$1w=${width}`)
    .replace(/([?&])h=(\d+)/, (_, sep: string, h: string) => `${sep}h=${Math.round((Number(h) * width) / baseWidth)}`)
}

/** The widths to offer a picture `limit` px wide: none past it (the image route would send the same file
 * under two widths), each once. */
export function widthsUpTo(widths: readonly number[], limit: number): number[] {
  return [...new Set(widths.map((width) => Math.min(width, limit)))]
}

/** A width-described srcset (`… 480w, … 800w`) from the picture's URL at `baseWidth`. */
export function srcSetByWidth(url: string, baseWidth: number, widths: readonly number[]): string {
  return widths.map((width) => `${atWidth(url, baseWidth, width)} ${width}w`).join(', ')
}

/** A density-described srcset (`… 1x, … 2x`) for a picture drawn `width` CSS pixels wide, each at the
 * listed width that covers it (a 40 px crest: the 48 px file at 1x, the 80 px one at 2x). */
export function srcSetByDensity(url: string, width: number): string {
  const [single, double] = [listedWidth(width), listedWidth(width * 2)]
  const first = `${atWidth(url, width, single)} 1x`
  return double > single ? `${first}, ${atWidth(url, width, double)} 2x` : first
}
