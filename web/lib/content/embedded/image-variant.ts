// Which variant of an embedded image a request may have: the subset of Sanity's image URL API that
// @sanity/image-url writes (rect, w, h, fit=crop, auto=format), normalised so that a caller cannot ask
// for more than the site's pages do — never larger than the source, widths rounded up to IMAGE_WIDTHS,
// box shapes and crop regions rounded to coarse grids, AVIF only for small widths, degenerate or
// out-of-bounds rects refused before the image library sees them. A crop a page of the site asks for
// (page-crops.ts) is made exactly, in the shape it was fitted to, and is never counted as a shape.
import {
  IMAGE_ASPECT_RANGE,
  IMAGE_ASPECT_STEPS_PER_UNIT,
  IMAGE_AVIF_MAX_WIDTH,
  IMAGE_RECT_GRID_CELLS,
} from '../../limits'
import {nearestBoxShape} from '../image-crops'
import {listedWidth} from '../image-loader'
import {pageCropKey} from './page-crops'

export const IMAGE_FILE = /^[0-9a-f]{40}-(\d+)x(\d+)\.(jpg|png|webp)$/

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'webp-source'
export type Rect = {left: number; top: number; width: number; height: number}
export type Variant = {
  file: string
  rect?: Rect
  width: number
  height: number
  format: ImageFormat
  /** Which crop of the source this is (its region and box shape, both on their grids), the same at
   * every width; absent for the whole picture in its own shape. The store caps these per source. */
  shape?: string
}

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
  return onGrid({left, top, width, height}, sourceWidth, sourceHeight)
}

/** The region with each edge moved to the nearest grid line (at least one pixel wide and high). */
function onGrid(rect: Rect, sourceWidth: number, sourceHeight: number): Rect {
  const snap = (value: number, size: number) => {
    const cell = Math.max(1, size / IMAGE_RECT_GRID_CELLS)
    return Math.min(size, Math.round(Math.round(value / cell) * cell))
  }
  const left = Math.min(snap(rect.left, sourceWidth), sourceWidth - 1)
  const top = Math.min(snap(rect.top, sourceHeight), sourceHeight - 1)
  const right = Math.max(snap(rect.left + rect.width, sourceWidth), left + 1)
  const bottom = Math.max(snap(rect.top + rect.height, sourceHeight), top + 1)
  return {left, top, width: right - left, height: bottom - top}
}

/** A box shape (height ÷ width) on the grid of IMAGE_ASPECT_STEPS_PER_UNIT, within IMAGE_ASPECT_RANGE. */
function snapAspect(aspect: number): number {
  const [low, high] = IMAGE_ASPECT_RANGE
  return Math.min(high, Math.max(low, Math.round(aspect * IMAGE_ASPECT_STEPS_PER_UNIT) / IMAGE_ASPECT_STEPS_PER_UNIT))
}

function pickFormat(file: string, params: URLSearchParams, accept: string, width: number): ImageFormat {
  const source: ImageFormat = file.endsWith('.png') ? 'png' : file.endsWith('.webp') ? 'webp-source' : 'jpeg'
  if (params.get('auto') !== 'format') return source
  if (accept.includes('image/avif') && width <= IMAGE_AVIF_MAX_WIDTH) return 'avif'
  if (accept.includes('image/webp')) return 'webp'
  return source
}

/** A crop a page of the site asks for (page-crops.ts): its exact region, in the box shape it was fitted
 * to, at a listed width; never counted as a shape. Undefined when the request is no such crop. */
function pageCrop(file: string, params: URLSearchParams, accept: string, crops: ReadonlySet<string>): Variant | undefined {
  const value = params.get('rect')
  const exact = value && /^\d{1,6},\d{1,6},\d{1,6},\d{1,6}$/.test(value) ? value : undefined
  const w = positiveInteger(params.get('w'))
  if (!exact || !w) return undefined
  const [left, top, width, height] = exact.split(',').map(Number) as [number, number, number, number]
  const h = positiveInteger(params.get('h'))
  const shape = h ? nearestBoxShape(w, h) : undefined
  const own = !h || Math.abs(h - (w * height) / width) <= 1
  const aspect = own && crops.has(pageCropKey(exact, undefined)) ? height / width : shape && crops.has(pageCropKey(exact, shape)) ? shape[1] / shape[0] : undefined
  if (aspect === undefined) return undefined
  const boxWidth = listedWidth(w, width)
  const boxHeight = Math.min(height, Math.max(1, Math.round(boxWidth * aspect)))
  return {file, rect: {left, top, width, height}, width: boxWidth, height: boxHeight, format: pickFormat(file, params, accept, boxWidth)}
}

/** The normalised variant for a request, or an error message for a 400. `pageCrops`: the crops the
 * site's pages ask of this file (page-crops.ts), made as asked and never counted as shapes. */
export function parseVariant(file: string, params: URLSearchParams, accept: string, pageCrops: ReadonlySet<string> = new Set()): Variant | {error: string} {
  const match = IMAGE_FILE.exec(file)
  if (!match) return {error: 'Unknown image'}
  const sourceWidth = Number(match[1])
  const sourceHeight = Number(match[2])
  const page = pageCrops.size ? pageCrop(file, params, accept, pageCrops) : undefined
  if (page) return page
  const rect = parseRect(params.get('rect'), sourceWidth, sourceHeight)
  if (rect === 'bad') return {error: 'Bad rect: four whole numbers inside the image, with a non-zero size'}
  const regionWidth = rect?.width ?? sourceWidth
  const regionHeight = rect?.height ?? sourceHeight
  const w = positiveInteger(params.get('w'))
  const h = positiveInteger(params.get('h'))
  // The box's aspect: the caller's when both sides are given (a crop, on the grid), else the region's —
  // also when `h` is the region's shape to within a pixel (how a srcset scales a box's height).
  const ownAspect = regionHeight / regionWidth
  const ownShape = !w || !h || Math.abs(h - w * ownAspect) <= 1 || Math.abs(h / w - ownAspect) * IMAGE_ASPECT_STEPS_PER_UNIT < 0.5
  const aspect = ownShape ? ownAspect : snapAspect(h / w)
  const wanted = w ?? (h ? h / aspect : regionWidth)
  let width = listedWidth(Math.ceil(wanted), regionWidth)
  let height = Math.max(1, Math.round(width * aspect))
  if (height > regionHeight) {
    // A crop taller than the region: shrink the box rather than enlarge the source.
    width = Math.max(1, Math.floor((width * regionHeight) / height))
    height = regionHeight
  }
  // Named by the grids, not by width × height: one crop in a srcset is one shape at every width,
  // though rounding each height to a pixel gives each width a slightly different ratio.
  const shaped = rect !== undefined || aspect !== ownAspect
  const shape = shaped ? `${rectKey(rect)}|${aspect === ownAspect ? 'own' : Math.round(aspect * IMAGE_ASPECT_STEPS_PER_UNIT)}` : undefined
  return {file, rect, width, height, format: pickFormat(file, params, accept, width), ...(shape ? {shape} : {})}
}

const rectKey = (rect: Rect | undefined) => (rect ? `${rect.left},${rect.top},${rect.width},${rect.height}` : '')

export const variantKey = (v: Variant) => [v.file, rectKey(v.rect), v.width, v.height, v.format].join('|')
