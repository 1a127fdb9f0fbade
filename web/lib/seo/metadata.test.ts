// The per-page metadata helper: the canonical URL and share tags come from the configured site
// URL (NEXT_PUBLIC_SITE_URL), whatever the page's own title and description are.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'

async function load(siteUrl: string) {
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', siteUrl)
  vi.resetModules()
  return import('./metadata')
}

describe('pageMetadata', () => {
  beforeEach(() => vi.unstubAllEnvs())
  afterEach(() => vi.unstubAllEnvs())

  it('builds the canonical URL on the configured site', async () => {
    const {pageMetadata} = await load('https://opl.example.org')
    const meta = pageMetadata({title: 'Gallery', description: 'Photos.', path: '/gallery'})
    expect(meta.alternates?.canonical).toBe('https://opl.example.org/gallery')
    expect(meta.openGraph).toMatchObject({url: 'https://opl.example.org/gallery', title: 'Gallery', description: 'Photos.'})
  })

  it.each([
    ['https://opl.example.org/', '/', 'https://opl.example.org/'],
    ['https://opl.example.org/', '/news', 'https://opl.example.org/news'],
    ['http://127.0.0.1:3000', 'news/oxygen-gangsters', 'http://127.0.0.1:3000/news/oxygen-gangsters'],
  ])('site %s + path %s → %s', async (site, path, canonical) => {
    const {pageMetadata} = await load(site)
    expect(pageMetadata({title: 't', description: 'd', path}).alternates?.canonical).toBe(canonical)
  })

  it('keeps the page title and description and asks for a large Twitter card, which takes the rest from Open Graph', async () => {
    const {pageMetadata} = await load('https://opl.example.org')
    const meta = pageMetadata({title: {absolute: 'Oxygen Premier League'}, description: 'Home.', path: '/'})
    expect(meta.title).toEqual({absolute: 'Oxygen Premier League'})
    expect(meta.description).toBe('Home.')
    expect(meta.twitter).toEqual({card: 'summary_large_image'})
    expect(meta.openGraph).toMatchObject({
      title: 'Oxygen Premier League',
      description: 'Home.',
      type: 'website',
      siteName: 'Oxygen Premier League',
      images: [{url: 'https://opl.example.org/opengraph-image', width: 1200, height: 630}],
    })
  })

  it('leaves the image to the route when it has its own', async () => {
    const {pageMetadata} = await load('https://opl.example.org')
    const meta = pageMetadata({title: 'Note', description: 'd', path: '/news/x', type: 'article', image: false})
    expect(meta.openGraph).toMatchObject({type: 'article'})
    expect(meta.openGraph).not.toHaveProperty('images')
    expect(meta.twitter).not.toHaveProperty('images')
  })
})
