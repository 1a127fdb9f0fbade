// The share images' measure against the font next/og really draws with: its bundled Geist Regular,
// read from the installed package (its hmtx advances through its cmap), so an upgrade that changes the
// font fails here rather than cutting text in an image.
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {OG_FONT_ADVANCES, OG_FONT_GLYPHS, OG_FONT_UNITS_PER_EM, ogTextWidth} from './og-font'

const fontFile = path.join(path.dirname(createRequire(import.meta.url).resolve('next/package.json')), 'dist/compiled/@vercel/og/Geist-Regular.ttf')

/** The advance width of each character in a TrueType file (its format 4 cmap, its hmtx), and its units per em. */
function fontAdvances(file: string, glyphs: string) {
  const b = readFileSync(file)
  const tables = new Map<string, number>()
  for (let i = 0; i < b.readUInt16BE(4); i++) tables.set(b.toString('latin1', 12 + i * 16, 16 + i * 16), b.readUInt32BE(20 + i * 16))
  const at = (tag: string) => tables.get(tag) ?? Number.NaN
  const metrics = b.readUInt16BE(at('hhea') + 34)
  const cmap = at('cmap')
  let table = -1
  for (let i = 0; i < b.readUInt16BE(cmap + 2); i++) {
    const offset = cmap + b.readUInt32BE(cmap + 8 + i * 8)
    if (b.readUInt16BE(cmap + 4 + i * 8) === 3 && b.readUInt16BE(offset) === 4) table = offset
  }
  const segments = b.readUInt16BE(table + 6) / 2
  const ends = table + 14
  const starts = ends + 2 * segments + 2
  const deltas = starts + 2 * segments
  const ranges = deltas + 2 * segments
  const glyphOf = (code: number) => {
    for (let i = 0; i < segments; i++) {
      if (code > b.readUInt16BE(ends + 2 * i)) continue
      const start = b.readUInt16BE(starts + 2 * i)
      if (code < start) return 0
      const delta = b.readInt16BE(deltas + 2 * i)
      const range = b.readUInt16BE(ranges + 2 * i)
      if (range === 0) return (code + delta) & 0xffff
      const glyph = b.readUInt16BE(ranges + 2 * i + range + 2 * (code - start))
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff
    }
    return 0
  }
  const advance = (glyph: number) => b.readUInt16BE(at('hmtx') + 4 * Math.min(glyph, metrics - 1))
  return {unitsPerEm: b.readUInt16BE(at('head') + 18), advances: [...glyphs].map((g) => advance(glyphOf(g.codePointAt(0)!)))}
}

describe('the share images\' font metrics', () => {
  it('are those of the font next/og draws with', () => {
    const font = fontAdvances(fontFile, OG_FONT_GLYPHS)
    expect(font.unitsPerEm).toBe(OG_FONT_UNITS_PER_EM)
    expect(font.advances).toEqual(OG_FONT_ADVANCES)
  })

  it('measure a line as the sum of its characters, an unknown one as the widest', () => {
    expect(ogTextWidth('', 44)).toBe(0)
    expect(ogTextWidth('ii', 100)).toBeCloseTo(2 * ogTextWidth('i', 100))
    expect(ogTextWidth('W', 10, 3)).toBeCloseTo(ogTextWidth('W', 10) + 3)
    expect(ogTextWidth('漢', 40)).toBeCloseTo((Math.max(...OG_FONT_ADVANCES) * 40) / OG_FONT_UNITS_PER_EM)
  })
})
