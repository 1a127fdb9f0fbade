import {describe, expect, it} from 'vitest'
import {ogText} from './og-parts'

describe('ogText', () => {
  it.each([
    ['short text', 20, 'short text'],
    ['The captain speaks for the whole team', 20, 'The captain speaks…'],
    // No space at all: the cut is hard, never the whole string (lastIndexOf gave -1 and drew it all).
    ['x'.repeat(50), 10, `${'x'.repeat(9)}…`],
    // A space only near the start would leave one word: the cut is hard there too.
    [`Go ${'y'.repeat(40)}`, 20, `Go ${'y'.repeat(16)}…`],
    ['Kings 🏏 won', 20, 'Kings won'],
  ])('%j at %i → %j', (input, max, expected) => {
    expect(ogText(input, max)).toBe(expected)
  })

  it('keeps every result within max characters', () => {
    for (const input of ['a'.repeat(1000), 'word '.repeat(200), `${'é'.repeat(30)} ${'z'.repeat(30)}`]) {
      expect(ogText(input, 26).length).toBeLessThanOrEqual(26)
    }
  })

  it('does not end in half a surrogate pair', () => {
    expect(ogText(`${'a'.repeat(8)}𝒜𝒜𝒜`, 10)).toBe(`${'a'.repeat(8)}…`)
  })

  it('looks at only the start of a very long field (1 MB costs what 1 KB does)', () => {
    const huge = 'n'.repeat(1_000_000)
    const started = performance.now()
    expect(ogText(huge, 60)).toBe(`${'n'.repeat(59)}…`)
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('marks text cut before it was looked at', () => {
    expect(ogText(`ab${' '.repeat(100)}cd`, 10)).toBe('ab…')
  })
})
