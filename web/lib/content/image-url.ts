// Other widths of one picture's URL, and the srcsets made of them. Free of server code: the <img>
// elements are drawn by a client component (components/ui/img.tsx), so a page sends each picture's URL
// once and the browser writes its srcset, instead of every width's URL in the HTML and again in the
// flight data React hydrates from (as next/image does). The server renders the same srcset from the
// same function, so the HTML is complete without JavaScript.

/** Shown when an image is missing or fails to load: a neutral tile, never a broken-image icon. */
export const BLANK_IMAGE_SRC = '/blank.svg'

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

/** A density-described srcset (`… 1x, … 2x`) for a picture drawn `width` CSS pixels wide. */
export function srcSetByDensity(url: string, width: number): string {
  return `${url} 1x, ${atWidth(url, width, width * 2)} 2x`
}
