import {describe, expect, it} from 'vitest'
import {MAX_QUERY_PARAMS} from '../limits'
import {ASTERISK_TARGET_PATH, handedOver, handedOverTarget, METHOD_NOT_ALLOWED_PATH, OVERLONG_QUERY_PATH} from './request-target'

const query = (count: number, parameter = 'a') => Array.from({length: count}, () => parameter).join('&')

describe('handedOverTarget', () => {
  it('hands `*` over as the path the proxy answers 400', () => {
    expect(handedOverTarget('*')).toBe(ASTERISK_TARGET_PATH)
  })

  it('keeps an address of up to MAX_QUERY_PARAMS parameters, and one whose `&` are in its path', () => {
    const atLimit = `/images/embedded/production/a-1x1.jpg?${query(MAX_QUERY_PARAMS, 'p=1')}`
    expect(handedOverTarget(atLimit)).toBe(atLimit)
    expect(handedOverTarget('/news/a&b&c')).toBe('/news/a&b&c')
  })

  it('hands a page over without its query, but for Next’s own _rsc', () => {
    expect(handedOverTarget('/news/x?utm_source=a&utm_medium=b&fbclid=c')).toBe('/news/x')
    expect(handedOverTarget(`/?q=${'a'.repeat(8_000)}`)).toBe('/')
    expect(handedOverTarget('/gallery?')).toBe('/gallery')
    expect(handedOverTarget('/matches/points?junk=1&_rsc=1k2j3&more=2')).toBe('/matches/points?_rsc=1k2j3')
    expect(handedOverTarget('http://opl.example/news?x=1')).toBe('http://opl.example/news')
  })

  it('keeps the query of the routes that read one, and of Next’s files', () => {
    for (const target of [
      '/images/embedded/production/a-1200x800.jpg?w=800&auto=format',
      '/api/draft-mode/enable?sanity-preview-secret=s&sanity-preview-pathname=%2F',
      '/_next/static/chunks/a.js?dpl=1',
      'http://opl.example/images/embedded/production/a-1x1.jpg?w=48',
    ]) {
      expect(handedOverTarget(target)).toBe(target)
    }
  })

  it('hands a longer query over as the path the proxy answers 414, in one pass over 8 KiB', () => {
    expect(handedOverTarget(`/gallery?${query(MAX_QUERY_PARAMS + 1, 'p=1')}`)).toBe(OVERLONG_QUERY_PATH)
    expect(handedOverTarget(`/?${query(4_000)}`)).toBe(OVERLONG_QUERY_PATH)
    expect(handedOverTarget(`/?${query(MAX_QUERY_PARAMS + 1, '')}`)).toBe(OVERLONG_QUERY_PATH)
  })
})

describe('handedOver', () => {
  it('hands TRACE and any method no route serves over as a GET of the path the proxy answers 405', () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'QUERY']) {
      expect(handedOver(method, '/news?x=1'), method).toEqual({method: 'GET', target: METHOD_NOT_ALLOWED_PATH})
    }
  })

  it("keeps the site's methods, with the target handed over as handedOverTarget says", () => {
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS']) expect(handedOver(method, '/news')).toEqual({method, target: '/news'})
    expect(handedOver('GET', '*')).toEqual({method: 'GET', target: ASTERISK_TARGET_PATH})
  })
})
