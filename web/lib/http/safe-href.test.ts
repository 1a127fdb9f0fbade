import {describe, expect, it} from 'vitest'
import {isExternalHref, safeHref} from './safe-href'

describe('safeHref', () => {
  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    [' http://example.org ', 'http://example.org/'],
    ['HTTPS://Example.ORG/Path?q=1#x', 'https://example.org/Path?q=1#x'],
    ['/news/a b', '/news/a%20b'],
    ['mailto:hello@example.org', 'mailto:hello@example.org'],
    ['tel:+919900000000', 'tel:+919900000000'],
    ['/about', '/about'],
    ['/news/kings?x=1#top', '/news/kings?x=1#top'],
  ])('keeps %j', (input, expected) => {
    expect(safeHref(input)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    '/\r\n/evil.example/x',
    '\\\\evil.example',
    'java\tscript:alert(1)',
    '#top',
    'vbscript:msgbox',
    'ftp://example.org',
    'example.org',
    'about',
    '',
    null,
    undefined,
  ])('drops %j', (input) => {
    expect(safeHref(input)).toBeUndefined()
  })

  it('tells links that leave the site', () => {
    expect(isExternalHref('https://example.org')).toBe(true)
    expect(isExternalHref('/about')).toBe(false)
    expect(isExternalHref('mailto:a@b.c')).toBe(false)
  })
})
