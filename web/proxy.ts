// Runs before the news and image routes render: a path that does not decode answers 400, and a news
// slug that is not published is answered 404 with the one shared, server-rendered "News Not Found" page
// (its share image a plain 404): made-up URLs never render again or fill the cache.
import {NextResponse, type NextRequest} from 'next/server'
import {isPublishedSlug} from '@/lib/content/published-slugs'
import {couldBeSlug, decodedSegments, NEWS_FEED_SEGMENT, NEWS_SLUG_HEADER} from '@/lib/http/path-checks'

const plain = (status: number, text: string) =>
  new NextResponse(text, {status, headers: {'content-type': 'text/plain; charset=utf-8'}})

/** Passes the request on with the news-slug mark set by us (a caller's own value is overwritten);
 * an unknown slug's answer carries the 404 status (its page, rewritten by next.config.ts, renders the
 * News Not Found content itself: Next's notFound() would leave the server HTML empty, vercel/next.js#62228).
 * A known slug asked without the header passes on untouched: replacing the request's headers makes Next
 * copy every one of them into the proxy's answer and back, on the path every news reader takes. */
function mark(request: NextRequest, verdict: 'known' | 'unknown'): NextResponse {
  if (verdict === 'known' && !request.headers.has(NEWS_SLUG_HEADER)) return NextResponse.next()
  const headers = new Headers(request.headers)
  headers.set(NEWS_SLUG_HEADER, verdict)
  return NextResponse.next({request: {headers}, ...(verdict === 'unknown' ? {status: 404} : {})})
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const segments = decodedSegments(request.nextUrl.pathname)
  if (!segments) return plain(400, 'Bad request: the address is not valid.')
  const [section, slug, ...rest] = segments
  if (section !== 'news' || slug === undefined) return NextResponse.next()
  if (slug === NEWS_FEED_SEGMENT && rest.length === 0) return NextResponse.next()
  const known = couldBeSlug(slug) ? await isPublishedSlug(slug) : false
  // When the backend cannot tell (an outage), the page decides from its cached content.
  if (known !== false) return mark(request, 'known')
  if (rest.length > 0) return plain(404, 'Not found')
  return mark(request, 'unknown')
}

export const config = {
  matcher: [
    // A published item the site's server has already recognised (lib/http/news-gate.ts) skips the proxy.
    // Literal, as Next reads this config without running it; news-gate.test.ts holds it to NEWS_KNOWN_HEADER.
    {source: '/news/:path+', missing: [{type: 'header', key: 'x-opl-news-known'}]},
    '/images/:path+',
  ],
}
