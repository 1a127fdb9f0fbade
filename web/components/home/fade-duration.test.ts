import {describe, expect, it} from 'vitest'
import {CAROUSEL_FADE_MS} from '@/lib/constants'
import {emblaDurationForFade, fadeMsForDuration} from './fade-duration'

describe('emblaDurationForFade', () => {
  it('gives the spec fade (700 ms) within one animation frame', () => {
    const duration = emblaDurationForFade(CAROUSEL_FADE_MS)
    expect(Math.abs(fadeMsForDuration(duration) - CAROUSEL_FADE_MS)).toBeLessThanOrEqual(1000 / 60)
  })

  it.each([
    [300, 500],
    [700, 1200],
    [1200, 2000],
  ])('a %i ms fade is shorter than a %i ms one', (short, long) => {
    expect(emblaDurationForFade(short)).toBeLessThan(emblaDurationForFade(long))
  })

  it('is 0 (an instant switch) for no fade', () => {
    expect(emblaDurationForFade(0)).toBe(0)
    expect(fadeMsForDuration(0)).toBe(0)
  })
})
