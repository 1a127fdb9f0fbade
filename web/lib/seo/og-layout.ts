// Text laid out for a share image before next/og draws it, so nothing is cut: a line either fits its
// box or gives way to a shorter form of the same words (a team's code for its name, as the pages do
// where space is tight), and what must wrap wraps between words, never inside one. Measured with
// og-font.ts, the font next/og draws in.
import {ogTextWidth} from './og-font'

/** Every share image's line height, as a multiple of the font size (set on each text block). */
export const OG_LINE_HEIGHT = 1.2

export type OgBlock = {lines: string[]; fontSize: number; letterSpacing: number}

/** Height in px of a block of text. */
export const blockHeight = ({lines, fontSize}: OgBlock) => lines.length * fontSize * OG_LINE_HEIGHT

/** Width in px of a block's widest line. */
export const blockWidth = ({lines, fontSize, letterSpacing}: OgBlock) => Math.max(0, ...lines.map((line) => ogTextWidth(line, fontSize, letterSpacing)))

/** `text` broken into lines no wider than `width` between words; a word wider than the box alone stays
 * whole on its line (blockWidth tells the caller). */
export function wrapWords(text: string, fontSize: number, width: number, letterSpacing = 0): string[] {
  const lines: string[] = []
  for (const word of text.split(' ').filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && ogTextWidth(`${last} ${word}`, fontSize, letterSpacing) <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.length > 0 ? lines : ['']
}

/** The first of `choices` (longest first) that fits `width` on one line; failing all, the last one,
 * wrapped between words. */
export function fitLine(choices: readonly string[], fontSize: number, width: number, letterSpacing = 0): OgBlock {
  const fits = choices.find((text) => ogTextWidth(text, fontSize, letterSpacing) <= width)
  const lines = fits !== undefined ? [fits] : wrapWords(choices.at(-1) ?? '', fontSize, width, letterSpacing)
  return {lines, fontSize, letterSpacing}
}

/** `text` wrapped between words into at most `maxLines` lines no wider than `width`; when more would be
 * needed, the last line ends at a whole word with "…" (`cut` says so). A word wider than the box alone
 * stays whole on its line, as in wrapWords. */
export function clampWords(text: string, fontSize: number, width: number, maxLines: number, letterSpacing = 0): OgBlock & {cut: boolean} {
  const lines = wrapWords(text, fontSize, width, letterSpacing)
  if (lines.length <= maxLines) return {lines, fontSize, letterSpacing, cut: false}
  const kept = lines.slice(0, maxLines)
  const words = kept.at(-1)!.split(' ')
  const ending = (count: number) => `${words.slice(0, count).join(' ').replace(/[\s,.;:!?–—-]+$/, '')}…`
  let count = words.length
  while (count > 1 && ogTextWidth(ending(count), fontSize, letterSpacing) > width) count -= 1
  kept[kept.length - 1] = ending(count)
  return {lines: kept, fontSize, letterSpacing, cut: true}
}
