// @vitest-environment jsdom
import {describe, expect, it} from 'vitest'
import {asciiHtml, asciiPage, withAsciiPages} from './ascii-pages.mjs'
import FileCache from './file.mjs'

const NON_ASCII = /[^\x00-\x7F]/

/** What a browser builds from the HTML: text and attributes as read, scripts' values as run. */
function parsed(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const scripts = [...doc.querySelectorAll('script')].map((script) => {
    const source = script.textContent ?? ''
    return script.type === 'application/ld+json' ? JSON.parse(source) : new Function(`return ${source}`)()
  })
  doc.querySelectorAll('script').forEach((script) => script.remove())
  const styles = [...doc.querySelectorAll('style')].map((style) => style.textContent)
  doc.querySelectorAll('style').forEach((style) => style.remove())
  return {body: doc.documentElement.outerHTML, scripts, styles}
}

const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>OPL — Season 2</title>',
  '<style>.more::after{content:"→"}</style>',
  '<script type="application/ld+json">{"name":"Bid of ₹ 1,000 — sold","emoji":"🏏"}</script></head>',
  '<body><a href="/gallery" title="Gallery ★">Full gallery <span aria-hidden="true">→</span></a>',
  '<p>Price: ₹ 1,000 © 2026 🏏 café</p><textarea>Naïve — text</textarea>',
  '<script>["1:\\"Bid of ₹ 1,000 🏏\\"", "→"]</script></body></html>',
].join('')

describe('asciiHtml', () => {
  it('writes every character beyond ASCII as an escape, so the page is pure ASCII', () => {
    const ascii = asciiHtml(page)
    expect(ascii).not.toMatch(NON_ASCII)
    expect(ascii).toContain('Full gallery <span aria-hidden="true">&#x2192;</span>')
    expect(ascii).toContain('title="Gallery &#x2605;"')
    // A character beyond the BMP is one reference in HTML and its two surrogates in a script.
    expect(ascii).toContain('&#x1F3CF;')
    expect(ascii).toContain('\\uD83C\\uDFCF')
    expect(ascii).toContain('content:"\\002192"')
  })

  it('gives a browser the same document: text, attributes, script values and style rules', () => {
    const before = parsed(page)
    const after = parsed(asciiHtml(page))
    expect(after.body).toBe(before.body)
    expect(after.scripts).toEqual(before.scripts)
    expect(after.scripts[0]).toEqual({name: 'Bid of ₹ 1,000 — sold', emoji: '🏏'})
    expect(after.styles).toEqual(['.more::after{content:"\\002192"}'])
    expect(before.styles).toEqual(['.more::after{content:"→"}'])
  })

  it('returns ASCII HTML as it is', () => {
    const html = '<p>Oxygen Premier League</p><script>self.x=1</script>'
    expect(asciiHtml(html)).toBe(html)
  })
})

/** A stand-in for a cache handler: keeps what it is given, hands it back. */
class MemoryHandler {
  entries = new Map<string, unknown>()
  async get(key: string) {
    const value = this.entries.get(key)
    return value ? {lastModified: 0, value} : null
  }
  async set(key: string, value: unknown) {
    this.entries.set(key, value)
  }
}

describe('withAsciiPages', () => {
  const rscData = Buffer.from('0:"₹"')
  const pageValue = () => ({kind: 'APP_PAGE', html: '<p>₹ 1,000 →</p>', rscData, status: 200})

  it('stores a rendered page as ASCII and leaves its flight data and other entries alone', async () => {
    const Cache = withAsciiPages(MemoryHandler)
    const cache = new Cache()
    await cache.set('/', pageValue())
    await cache.set('fetch', {kind: 'FETCH', data: {body: '₹'}})
    expect(cache.entries.get('/')).toEqual({kind: 'APP_PAGE', html: '<p>&#x20B9; 1,000 &#x2192;</p>', rscData, status: 200})
    expect(cache.entries.get('fetch')).toEqual({kind: 'FETCH', data: {body: '₹'}})
  })

  it('makes a page the build wrote ASCII when it is first read', async () => {
    const Cache = withAsciiPages(MemoryHandler)
    const cache = new Cache()
    cache.entries.set('/', pageValue())
    const entry = await cache.get('/')
    expect(entry?.value).toMatchObject({html: '<p>&#x20B9; 1,000 &#x2192;</p>'})
    expect(await cache.get('missing')).toBeNull()
  })

  it('changes a value once: a page read again is the same ASCII string', () => {
    const value = pageValue()
    asciiPage(value)
    const first = value.html
    asciiPage(value)
    expect(value.html).toBe(first)
  })
})

describe('the file cache handler (web/cache/file.mjs)', () => {
  it("is Next's file cache with ASCII pages (fails if a Next upgrade moves the file cache)", () => {
    expect(typeof FileCache).toBe('function')
    expect(Object.getPrototypeOf(FileCache).name).toBe('FileSystemCache')
    expect(typeof FileCache.prototype.get).toBe('function')
    expect(typeof FileCache.prototype.set).toBe('function')
  })
})
