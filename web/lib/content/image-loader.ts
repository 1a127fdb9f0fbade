// next/image's loader for every CMS picture (next.config.ts `images.loaderFile`). Its `src` is the URL
// imageProps made on the server with @sanity/image-url: Sanity's CDN, or the embedded backend's /images
// route, which answers the same URL shape (the base URL is the only difference). The loader writes the
// same picture at the width next/image asks for, rounded up to one of IMAGE_WIDTHS, again through
// @sanity/image-url: the crop region (`rect`) and the box's shape stay, the height follows the width.
// Free of server code: next/image runs it in the browser too.
import {createImageUrlBuilder} from '@sanity/image-url'
import {IMAGE_WIDTHS} from '../limits'

/** Shown when an image is missing or fails to load: a neutral tile, never a broken-image icon. */
export const BLANK_IMAGE_SRC = '/blank.svg'

/** The width of the file for a picture drawn `wanted` px wide: the smallest of IMAGE_WIDTHS at or above
 * it, never past `limit` (the region's own width, where that is known). */
export function listedWidth(wanted: number, limit = Infinity): number {
  const listed: number = IMAGE_WIDTHS.find((width) => width >= wanted) ?? IMAGE_WIDTHS.at(-1)!
  return Math.min(listed, limit)
}

/** A Sanity image URL's path: what comes before /images/, the project, the dataset and the asset's file
 * (`<hash>-<width>x<height>.<format>`, the asset id's parts). */
const PICTURE_PATH = /^(.*)\/images\/([\w-]+)\/([\w-]+)\/([0-9a-f]+-\d+x\d+)\.(\w+)$/

/** Resolves a site-relative `src`; a URL with this origin was site-relative. */
const SITE = 'http://site.invalid'

const positive = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : 0)

export type ImageLoaderInput = {src: string; width: number}

/** The picture `src` names at `width` (rounded up to a listed width); `src` itself when it names no CMS
 * picture (the blank tile, a file of the site's own). */
export default function imageLoader({src, width}: ImageLoaderInput): string {
  const url = new URL(src, SITE)
  const parts = PICTURE_PATH.exec(url.pathname)
  if (!parts) return src
  const [, prefix, projectId, dataset, file, format] = parts as unknown as [string, string, string, string, string, string]
  const params = url.searchParams
  const site = url.origin === SITE
  // A base of "/" gives site-relative URLs; @sanity/image-url takes an empty one for its own CDN.
  const baseUrl = site ? prefix || '/' : `${url.origin}${prefix}`
  const listed = listedWidth(width)
  // Only what imageProps writes is kept (no width, quality or format of a caller's own), and nothing is
  // fitted again: the region stays the one imageProps fitted to the box's shape.
  let picture = createImageUrlBuilder({projectId, dataset, baseUrl}).image(`image-${file}-${format}`).ignoreImageParams().width(listed)
  const rect = (params.get('rect') ?? '').split(',').map(positive)
  if (rect.length === 4 && rect[2]! > 0 && rect[3]! > 0) picture = picture.rect(rect[0]!, rect[1]!, rect[2]!, rect[3]!)
  const [w, h] = [positive(params.get('w')), positive(params.get('h'))]
  if (w && h) picture = picture.height(Math.max(1, Math.round((h * listed) / w)))
  if (params.get('fit') === 'crop') picture = picture.fit('crop')
  if (params.get('auto') === 'format') picture = picture.auto('format')
  return picture.url()
}
