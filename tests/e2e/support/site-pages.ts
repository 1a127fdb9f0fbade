// Every page of a running site a visitor can reach: the pages linked from the home page, and from
// those, and so on (same origin; files, images, feeds and the API left out). Read over HTTP, without a
// browser, so a sweep opens each page once.

/** Paths that are files or endpoints, not pages. */
const NOT_A_PAGE = /^\/(?:api|images|_next)\/|\/opengraph-image$|\.(?:ics|json|xml|txt|png|jpe?g|svg|webmanifest)$/

/** The site's pages, '/' first, at most `max` of them. */
export async function sitePages(base: string, max = 500): Promise<string[]> {
  const found = new Set(['/'])
  const queue = ['/']
  const pages: string[] = []
  while (queue.length > 0 && pages.length < max) {
    const path = queue.shift()!
    const response = await fetch(`${base}${path}`)
    if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) continue
    pages.push(path)
    for (const [, href] of (await response.text()).matchAll(/href="(\/[^"#?]*)/g)) {
      if (href && !found.has(href) && !NOT_A_PAGE.test(href)) {
        found.add(href)
        queue.push(href)
      }
    }
  }
  return pages
}
