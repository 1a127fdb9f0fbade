// A field's text is cut to its kind's limit, and a longer value to exactly that (that every field of the
// Studio's schema gets at least its kind's limit: scripts/text-fields-schema.test.ts).
import {describe, expect, it} from 'vitest'
import {TEXT_MAX_CHARS} from '../../../league/fields/text-limits'
import {cutText, textLimitOf} from './text-fields'

describe('textLimitOf', () => {
  it('gives a name or title the limit of a short line, a paragraph its own', () => {
    expect(textLimitOf('name')).toBe(TEXT_MAX_CHARS.string)
    expect(textLimitOf('quote')).toBe(TEXT_MAX_CHARS.text)
    expect(textLimitOf('mapUrl')).toBe(TEXT_MAX_CHARS.url)
  })
})

describe('cutText', () => {
  it('cuts to the limit, never inside a character', () => {
    expect(cutText('x'.repeat(29_000), 300)).toHaveLength(300)
    expect(cutText('ab🏏', 3)).toBe('ab')
    expect(cutText('short', 300)).toBe('short')
  })
})
