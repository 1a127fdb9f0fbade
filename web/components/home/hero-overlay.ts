// The shade laid over a hero slide's picture so its text stays readable whatever the photo: the
// club's dark green at a fixed strength. hero-overlay.test.ts checks the worst case (a white photo)
// still gives the white and gold text at least 4.5:1.
import {tokens} from '../../../league/design/tokens'

export const HERO_OVERLAY = {color: tokens.colors.primaryDark, alpha: 0.85} as const

export const heroOverlayCss = `rgba(${hexToRgb(HERO_OVERLAY.color).join(', ')}, ${HERO_OVERLAY.alpha})`

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** The colour a pixel shows once the overlay is laid over it (sRGB blending, as browsers do). */
export function underOverlay(pixel: [number, number, number]): [number, number, number] {
  const shade = hexToRgb(HERO_OVERLAY.color)
  return pixel.map((channel, i) => Math.round(shade[i]! * HERO_OVERLAY.alpha + channel * (1 - HERO_OVERLAY.alpha))) as [
    number,
    number,
    number,
  ]
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2 contrast ratio of two colours. */
export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
