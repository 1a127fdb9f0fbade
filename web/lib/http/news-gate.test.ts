// The news gate: which requests the site's server lets past the proxy (published news items only), and
// that the server, the gate and the proxy's matcher name the same headers.
import {afterEach, describe, expect, it, vi} from 'vitest'
import {INTERNAL_HEADERS, passPublishedNews} from '../../server/main.mjs'
import {config as proxyConfig} from '../../proxy'
import * as publishedSlugs from '../content/published-slugs'
import {INTERNAL_REQUEST_HEADERS, isPublishedNewsPath, NEWS_GATE, NEWS_KNOWN_HEADER} from './news-gate'
import {NEWS_SLUG_HEADER} from './path-checks'

afterEach(() => {
  vi.restoreAllMocks()
  delete (globalThis as {[NEWS_GATE]?: unknown})[NEWS_GATE]
})

describe('isPublishedNewsPath', () => {
  it('is true for a published note’s page and its flight data, and nothing else', async () => {
    expect(await isPublishedNewsPath('/news/oxygen-gangsters')).toBe(true)
    expect(await isPublishedNewsPath('/news/oxygen-gangsters?_rsc=1x2y')).toBe(true)
    expect(await isPublishedNewsPath('/news/oxygen%2Dgangsters')).toBe(true)
    for (const url of ['/news/no-such-team', '/news/oxygen-gangsters/extra', '/news/oxygen-gangsters/', '/news/%E0%A4', '/news/', '/news', '/gallery', '/images/oxygen-gangsters', '/news/%5Cunknown']) {
      expect(await isPublishedNewsPath(url), url).toBe(false)
    }
  })

  it('is false when the backend cannot tell, so the proxy decides', async () => {
    vi.spyOn(publishedSlugs, 'isPublishedSlug').mockResolvedValue(undefined)
    expect(await isPublishedNewsPath('/news/oxygen-gangsters')).toBe(false)
  })
})

describe("the site's server", () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({url, headers: {...headers}})

  it('drops the internal headers a caller sends, on every path', () => {
    for (const url of ['/', '/news/oxygen-gangsters', '/images/x.jpg']) {
      const req = request(url, {[NEWS_KNOWN_HEADER]: '1', [NEWS_SLUG_HEADER]: 'unknown', accept: 'text/html'})
      void passPublishedNews(req)
      expect(req.headers, url).toEqual({accept: 'text/html'})
    }
  })

  it('marks a published news item once the gate is registered, and only that', async () => {
    const published = request('/news/oxygen-gangsters')
    expect(passPublishedNews(published)).toBeUndefined()
    expect(published.headers).toEqual({})
    ;(globalThis as {[NEWS_GATE]?: unknown})[NEWS_GATE] = isPublishedNewsPath
    await passPublishedNews(published)
    expect(published.headers).toEqual({[NEWS_KNOWN_HEADER]: '1'})
    const unknown = request('/news/no-such-team', {[NEWS_KNOWN_HEADER]: '1'})
    await passPublishedNews(unknown)
    expect(unknown.headers).toEqual({})
    // Other paths are not looked up at all: no promise to wait for.
    expect(passPublishedNews(request('/gallery'))).toBeUndefined()
  })

  it('names the same headers as the gate, and the proxy skips exactly the marked requests', () => {
    expect(INTERNAL_HEADERS).toEqual([...INTERNAL_REQUEST_HEADERS])
    expect(proxyConfig.matcher).toContainEqual({source: '/news/:path+', missing: [{type: 'header', key: NEWS_KNOWN_HEADER}]})
  })
})
