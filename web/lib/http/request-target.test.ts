import {describe, expect, it} from 'vitest'
import {MAX_QUERY_PARAMS} from '../limits'
import {ASTERISK_TARGET_PATH, handedOver, handedOverTarget, METHOD_NOT_ALLOWED_PATH, OVERLONG_QUERY_PATH} from './request-target'

const query = (count: number, parameter = 'a') => Array.from({length: count}, () => parameter).join('&')

describe('handedOverTarget', () => {
  it('hands `*` over as the path the proxy answers 400', () => {
    expect(handedOverTarget('*')).toBe(ASTERISK_TARGET_PATH)
  })

  it('keeps an address of up to MAX_QUERY_PARAMS parameters, and one whose `&` are in its path', () => {
    const atLimit = `/gallery?${query(MAX_QUERY_PARAMS, 'p=1')}`
    expect(handedOverTarget(atLimit)).toBe(atLimit)
    expect(handedOverTarget('/news/a&b&c')).toBe('/news/a&b&c')
    expect(handedOverTarget('/news/x?utm_source=a&utm_medium=b&fbclid=c')).toBe('/news/x?utm_source=a&utm_medium=b&fbclid=c')
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
