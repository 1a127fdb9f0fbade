// How wide next/og draws a line of text: the advance widths of Geist Regular, the font next/og bundles
// and draws every share image in, for the characters share images use; any other character counts as
// the widest, so a measure never comes out short. Kerning only narrows a line, so the sum is an upper
// bound. og-font.test.ts reads the font file itself and fails if these drift from it.

/** The font's design units per em: the advances below are in thousandths of the font size. */
export const OG_FONT_UNITS_PER_EM = 1000

/** The characters measured, in the order of OG_FONT_ADVANCES. */
export const OG_FONT_GLYPHS = "0123456789 !\"#$%&'()*+,-./:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~…·–—’‘“”₹×"

/** Each glyph's advance width, in font units. */
export const OG_FONT_ADVANCES: readonly number[] = [663, 384, 619, 613, 615, 626, 593, 524, 604, 593, 250, 213, 346, 478, 629, 802, 620, 178, 274, 274, 430, 558, 201, 419, 201, 480, 297, 297, 544, 540, 544, 559, 906, 668, 680, 703, 694, 603, 590, 700, 713, 270, 597, 640, 580, 877, 743, 739, 650, 733, 672, 640, 552, 689, 667, 945, 606, 576, 544, 347, 455, 347, 426, 557, 248, 551, 595, 546, 595, 561, 395, 594, 581, 244, 260, 590, 267, 877, 581, 573, 595, 595, 379, 520, 392, 575, 536, 819, 585, 537, 537, 389, 264, 389, 523, 571, 201, 591, 907, 203, 203, 368, 368, 680, 502]

const advances = new Map([...OG_FONT_GLYPHS].map((glyph, i) => [glyph, OG_FONT_ADVANCES[i]!]))
const WIDEST = Math.max(...OG_FONT_ADVANCES)

/** The width in px of `text` on one line at `fontSize` px, with `letterSpacing` px after each character. */
export function ogTextWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let units = 0
  let count = 0
  for (const glyph of text) {
    units += advances.get(glyph) ?? WIDEST
    count += 1
  }
  return (units * fontSize) / OG_FONT_UNITS_PER_EM + count * letterSpacing
}
