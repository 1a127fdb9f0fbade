// The image route's normalisation: what a caller may ask for, whatever the query says.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {IMAGE_WIDTHS} from '../../limits'
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
    expect(variant('rect=100,100,400,300&w=200')).toMatchObject({rect: {left: 100, top: 100, width: 400, height: 300}, width: 240, height: 180})
    for (const rect of ['0,0,0,0', '0,0,10', '-1,0,10,10', '1,1,1200,10', '0,0,1e3,10', 'a,b,c,d', '0,0,10,10,10']) {
      expect(parse(`rect=${rect}`), rect).toHaveProperty('error')
    }
  })

  it('picks AVIF, then WebP, from the Accept header, and only with auto=format', () => {
    expect(variant('auto=format').format).toBe('avif')
    expect(variant('auto=format', 'image/webp,*/*').format).toBe('webp')
    expect(variant('auto=format', '*/*').format).toBe('jpeg')
    expect(variant('', 'image/avif').format).toBe('jpeg')
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
