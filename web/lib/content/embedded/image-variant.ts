// Which variant of an embedded image a request may have: the subset of Sanity's image URL API that
// @sanity/image-url writes (rect, w, h, fit=crop, auto=format), normalised so that a caller cannot ask
// for more than the site's pages do — never larger than the source, widths rounded up to IMAGE_WIDTHS,
// degenerate or out-of-bounds rects refused before the image library sees them.
import {IMAGE_WIDTHS} from '../../limits'

export const IMAGE_FILE = /^[0-9a-f]{40}-(\d+)x(\d+)\.(jpg|png|webp)$/

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'webp-source'
export type Rect = {left: number; top: number; width: number; height: number}
export type Variant = {file: string; rect?: Rect; width: number; height: number; format: ImageFormat}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  'webp-source': 'image/webp',
}

const positiveInteger = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined
  const n = Number(value)
  return n > 0 ? n : undefined
}

function parseRect(value: string | null, sourceWidth: number, sourceHeight: number): Rect | 'bad' | undefined {
  if (value === null) return undefined
  const parts = value.split(',')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,6}$/.test(part))) return 'bad'
  const [left, top, width, height] = parts.map(Number) as [number, number, number, number]
  if (width === 0 || height === 0 || left + width > sourceWidth || top + height > sourceHeight) return 'bad'
  return {left, top, width, height}
}

/** The smallest listed width at or above `wanted`, never past `limit` (the region's own width). */
export function snapWidth(wanted: number, limit: number): number {
  const listed: number = IMAGE_WIDTHS.find((width) => width >= wanted) ?? IMAGE_WIDTHS.at(-1)!
  return Math.min(listed, limit)
}

function pickFormat(file: string, params: URLSearchParams, accept: string): ImageFormat {
  const source: ImageFormat = file.endsWith('.png') ? 'png' : file.endsWith('.webp') ? 'webp-source' : 'jpeg'
  if (params.get('auto') !== 'format') return source
  if (accept.includes('image/avif')) return 'avif'
  if (accept.includes('image/webp')) return 'webp'
  return source
}

/** The normalised variant for a request, or an error message for a 400. */
export function parseVariant(file: string, params: URLSearchParams, accept: string): Variant | {error: string} {
  const match = IMAGE_FILE.exec(file)
  if (!match) return {error: 'Unknown image'}
  const sourceWidth = Number(match[1])
  const sourceHeight = Number(match[2])
  const rect = parseRect(params.get('rect'), sourceWidth, sourceHeight)
  if (rect === 'bad') return {error: 'Bad rect: four whole numbers inside the image, with a non-zero size'}
  const regionWidth = rect?.width ?? sourceWidth
  const regionHeight = rect?.height ?? sourceHeight
  const w = positiveInteger(params.get('w'))
  const h = positiveInteger(params.get('h'))
  // The box's aspect: the caller's when both sides are given (a crop), else the region's.
  const aspect = w && h ? h / w : regionHeight / regionWidth
  const wanted = w ?? (h ? h / aspect : regionWidth)
  let width = snapWidth(Math.ceil(wanted), regionWidth)
  let height = Math.max(1, Math.round(width * aspect))
  if (height > regionHeight) {
    // A crop taller than the region: shrink the box rather than enlarge the source.
    width = Math.max(1, Math.floor((width * regionHeight) / height))
    height = regionHeight
  }
  return {file, rect, width, height, format: pickFormat(file, params, accept)}
}

export const variantKey = (v: Variant) =>
  [v.file, v.rect ? `${v.rect.left},${v.rect.top},${v.rect.width},${v.rect.height}` : '', v.width, v.height, v.format].join('|')
