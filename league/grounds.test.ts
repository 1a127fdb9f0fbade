// A ground's map link is offered only for a well-formed https address.
import {describe, expect, it} from 'vitest'
import {groundMapUrl} from './grounds'

describe('groundMapUrl', () => {
  it('keeps an https address', () => {
    expect(groundMapUrl('https://www.google.com/maps/search/?api=1&query=Oxygen%20Residency')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Oxygen%20Residency',
    )
    expect(groundMapUrl('  https://maps.example.org/g/1 ')).toBe('https://maps.example.org/g/1')
  })

  it.each([null, undefined, '', 'http://maps.example.org/g/1', 'javascript:alert(1)', 'maps.example.org', 'https://', 'mailto:a@b.c'])(
    'drops %s',
    (url) => expect(groundMapUrl(url)).toBeNull(),
  )
})
