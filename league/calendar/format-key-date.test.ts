import {describe, expect, it} from 'vitest'
import {formatKeyDate, keyDateTimeAttribute} from './format-key-date'

describe('formatKeyDate', () => {
  it.each([
    ['2025-12-06', '6 Dec 2025'],
    ['2026-01-24', '24 Jan 2026'],
    ['2026-02-08', '8 Feb 2026'],
    // A datetime keeps its calendar day whatever the server's time zone.
    ['2026-02-08T23:30:00+05:30', '8 Feb 2026'],
  ])('%s → %s', (input, expected) => {
    expect(formatKeyDate(input)).toBe(expected)
  })

  it.each(['', 'soon', '2026-13-45'])('leaves %j as written', (input) => {
    expect(formatKeyDate(input)).toBe(input)
  })
})

describe('keyDateTimeAttribute', () => {
  it('keeps the calendar date', () => {
    expect(keyDateTimeAttribute('2026-02-08T23:30:00+05:30')).toBe('2026-02-08')
  })
})
