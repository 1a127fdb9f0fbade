// The image route's normalisation: what a caller may ask for, whatever the query says.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {IMAGE_ASPECT_RANGE, IMAGE_ASPECT_STEPS_PER_UNIT, IMAGE_AVIF_MAX_WIDTH, IMAGE_WIDTHS} from '../../limits'
import {parseVariant, type Variant} from './image-variant'

const FILE = `${'a'.repeat(40)}-1200x800.jpg`
const parse = (query: string, accept = 'image/avif,image/webp,*/*') => parseVariant(FILE, new URLSearchParams(query), accept)
const variant = (query: string, accept?: string) => {
  const result = parse(query, accept)
  if ('error' in result) throw new Error(result.error)
  return result as Variant
}

describe('parseVariant', () => {
  it('never enlarges: a 2400-wide request of a 1200-wide source gets 1200', () => {
    expect(variant('w=2400&h=1600')).toMatchObject({width: 1200, height: 800})
  })

  it('rounds widths up to the listed sizes and keeps the asked aspect', () => {
    expect(variant('w=250&h=250&fit=crop')).toMatchObject({width: 320, height: 320})
    expect(variant('w=72&h=72')).toMatchObject({width: 80, height: 80})
  })

  it('keeps the region inside the source and refuses degenerate or outside rects before sharp', () => {
    // On the grid: 1/100 of the source's width (12 px) and height (8 px).
    expect(variant('rect=96,104,408,296&w=200')).toMatchObject({rect: {left: 96, top: 104, width: 408, height: 296}, width: 240, height: 174})
    expect(variant('rect=100,100,400,300&w=200')).toMatchObject({rect: {left: 96, top: 104, width: 408, height: 296}})
    for (const rect of ['0,0,0,0', '0,0,10', '-1,0,10,10', '1,1,1200,10', '0,0,1e3,10', 'a,b,c,d', '0,0,10,10,10']) {
      expect(parse(`rect=${rect}`), rect).toHaveProperty('error')
    }
  })

  it('picks AVIF, then WebP, from the Accept header, and only with auto=format', () => {
    expect(variant('auto=format&w=320').format).toBe('avif')
    expect(variant('auto=format&w=320', 'image/webp,*/*').format).toBe('webp')
    expect(variant('auto=format', '*/*').format).toBe('jpeg')
    expect(variant('', 'image/avif').format).toBe('jpeg')
  })

  it(`makes AVIF only up to ${IMAGE_AVIF_MAX_WIDTH} px: above, its encode costs 3-5 times WebP's for the same bytes`, () => {
    expect(variant(`auto=format&w=${IMAGE_AVIF_MAX_WIDTH}`).format).toBe('avif')
    expect(variant(`auto=format&w=${IMAGE_AVIF_MAX_WIDTH + 1}`).format).toBe('webp')
    expect(variant('auto=format').format).toBe('webp')
  })

  it('rounds crop regions to a coarse grid: ten thousand made-up rects are a few hundred regions', () => {
    const regions = new Set<string>()
    fc.assert(
      fc.property(fc.integer({min: 0, max: 40}), fc.integer({min: 0, max: 40}), fc.integer({min: 600, max: 620}), fc.integer({min: 400, max: 410}), (l, t, w, h) => {
        const v = variant(`rect=${l},${t},${w},${h}&w=400`)
        regions.add(JSON.stringify(v.rect))
        return v.rect!.left + v.rect!.width <= 1200 && v.rect!.top + v.rect!.height <= 800
      }),
      {numRuns: 10_000},
    )
    expect(regions.size).toBeLessThan(500) // without the grid, nearly every one of the 10,000 is new
  })

  it('rounds box shapes to a grid: every h for one w gives a bounded set of shapes', () => {
    const shapes = new Set(Array.from({length: 5000}, (_, i) => variant(`w=400&h=${i + 1}`).height))
    expect(shapes.size).toBeLessThanOrEqual((IMAGE_ASPECT_RANGE[1] - IMAGE_ASPECT_RANGE[0]) * IMAGE_ASPECT_STEPS_PER_UNIT + 1)
  })

  it('names each crop by its region and box shape, the same at every width (capped per source by the store)', () => {
    expect(variant('w=400').shape).toBeUndefined()
    expect(variant('w=400&h=267').shape).toBeUndefined() // the picture's own shape, to a pixel
    expect(variant('w=400&h=400').shape).toBe('|100')
    expect(variant('rect=0,0,600,400&w=400').shape).toBe('0,0,600,400|own')
    // One crop in a srcset: each width rounds its height to a pixel, yet it is one shape.
    const srcset = IMAGE_WIDTHS.filter((w) => w <= 1200).map((w) => variant(`rect=0,0,1200,800&w=${w}&h=${Math.round((w * 2) / 3)}`))
    expect(new Set(srcset.map((v) => v.height / v.width)).size).toBeGreaterThan(1)
    expect(new Set(srcset.map((v) => v.shape))).toEqual(new Set(['0,0,1200,800|own']))
    expect(new Set(IMAGE_WIDTHS.map((w) => variant(`w=${w}&h=${w}`).shape))).toEqual(new Set(['|100']))
    // A box of another shape: its heights rounded to pixels land on at most two steps of the grid.
    const wide = IMAGE_WIDTHS.filter((w) => w >= 96).map((w) => variant(`rect=0,0,1200,800&w=${w}&h=${Math.round(w * 0.55)}`).shape)
    expect(new Set(wide).size).toBeLessThanOrEqual(2)
  })

  it('stays inside the source for any w and h', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 100_000}), fc.integer({min: 1, max: 100_000}), (w, h) => {
        const v = variant(`w=${w}&h=${h}`)
        return v.width > 0 && v.height > 0 && v.width <= 1200 && v.height <= 800
      }),
      {numRuns: 500},
    )
  })

  it('answers at most |IMAGE_WIDTHS| widths per region and format, whatever w says', () => {
    const widthsFromW = new Set(Array.from({length: 3000}, (_, i) => variant(`w=${i + 1}`).width))
    expect(widthsFromW.size).toBeLessThanOrEqual(IMAGE_WIDTHS.length)
  })

  it('ignores sizes that are not whole positive numbers', () => {
    for (const w of ['0', '-5', '1.5', 'abc', '1e9', '']) expect(variant(`w=${w}`)).toMatchObject({width: 1200, height: 800})
  })

  it('knows only content-hash file names', () => {
    expect(parseVariant('../data.ndjson', new URLSearchParams(), '')).toEqual({error: 'Unknown image'})
  })
})
