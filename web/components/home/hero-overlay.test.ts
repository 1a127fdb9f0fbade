// The hero's text over a slide picture: white and gold on the shaded photo at ≥ 4.5:1, for the
// lightest and darkest photo there could be (any photo lies between them per channel).
import {describe, expect, it} from 'vitest'
import {tokens} from '../../../league/design/tokens'
import {contrast, hexToRgb, underOverlay} from './hero-overlay'

const WORST_PHOTOS: [number, number, number][] = [
  [255, 255, 255],
  [0, 0, 0],
  [255, 255, 0],
  [0, 255, 255],
]

describe('the hero overlay', () => {
  for (const [name, colour] of [
    ['white text', tokens.colors.onPrimary],
    ['gold headline', tokens.colors.accent],
  ] as const) {
    it(`keeps the ${name} at 4.5:1 or more over any photo`, () => {
      for (const photo of WORST_PHOTOS) {
        expect(contrast(hexToRgb(colour), underOverlay(photo))).toBeGreaterThanOrEqual(4.5)
      }
    })
  }

  it('computes contrast as WCAG does', () => {
    expect(contrast([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5)
    expect(contrast(hexToRgb('#777777'), [255, 255, 255])).toBeCloseTo(4.48, 2)
  })
})
