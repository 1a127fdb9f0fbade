// Runs before every route, by Next's documented proxy:
// - writes the security headers that follow the settings the server started with (the CSP, HSTS:
//   lib/security/response-headers.ts), and takes a draft cookie without the site's proof out of the request;
// - answers 400 for a path under a dynamic route that is not valid percent-encoding (`%ff`, `%`,
//   `%c0%ae`): Next 16.4 answers such a path with a bare 500 (it fails to decode the route's params);
// - answers 400 for `*` as the request target, and 414 for an address with more than MAX_QUERY_PARAMS
//   query parameters: lib/http/request-target.ts hands both over as paths before Next parses them (Next's
//   query parsing is quadratic in the parameters), and nginx refuses both in the stack (docs/security.md);
// - shows the not-found page, with status 404, for a news item, team or match address that names
//   nothing (lib/content/addresses.ts), so that page is server HTML like every other.
import {NextResponse, type NextRequest} from 'next/server'
import {itemAddress, itemExists, NEWS_NOT_FOUND_PATH, SITE_NOT_FOUND_PATH} from '@/lib/content/addresses'
import {ASTERISK_TARGET_PATH, OVERLONG_QUERY_PATH} from '@/lib/http/request-target'
import {MAX_QUERY_PARAMS} from '@/lib/limits'
import {draftVisit, responseHeaders, withoutDraftCookies, type DraftVisit} from '@/lib/security/response-headers'

/** The routes with a dynamic segment, where Next decodes the path itself. */
const DYNAMIC_SECTION = /^\/(?:news|images|calendar|participation\/teams|participation\/players|matches)\//

/** Whether every segment of a raw path decodes. */
function decodes(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

const plainText = {'content-type': 'text/plain; charset=utf-8'}

/** The not-found page for this path, or null when the path is not a made-up item address. A draft
 * preview may show an item not yet published, so its addresses are left to the page. */
async function notFoundPage(pathname: string, visit: DraftVisit): Promise<string | null> {
  if (pathname === NEWS_NOT_FOUND_PATH) return NEWS_NOT_FOUND_PATH
  const item = visit === 'vouched' ? null : itemAddress(pathname)
  if (!item || (await itemExists(item.section, decodeURIComponent(item.key)))) return null
  return item.section === 'news' ? NEWS_NOT_FOUND_PATH : SITE_NOT_FOUND_PATH
}

async function route(request: NextRequest, visit: DraftVisit): Promise<NextResponse> {
  const {pathname} = request.nextUrl
  if (pathname === ASTERISK_TARGET_PATH) {
    return new NextResponse('Bad request: the request target must be a path.', {status: 400, headers: plainText})
  }
  if (pathname === OVERLONG_QUERY_PATH) {
    return new NextResponse(`URI too long: at most ${MAX_QUERY_PARAMS} query parameters.`, {status: 414, headers: plainText})
  }
  if (pathname.includes('%') && DYNAMIC_SECTION.test(pathname) && !decodes(pathname)) {
    return new NextResponse('Bad request: the address is not valid.', {status: 400, headers: plainText})
  }
  const notFound = await notFoundPage(pathname, visit)
  // request.url, not nextUrl: nextUrl calls 127.0.0.1 `localhost`, and Next serves a rewrite to
  // another origin than the request's by fetching it.
  if (notFound) return NextResponse.rewrite(new URL(notFound, request.url), {status: 404})
  return visit === 'made-up' ? NextResponse.next({request: {headers: withoutDraftCookies(request)}}) : NextResponse.next()
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const visit = await draftVisit(request)
  const response = await route(request, visit)
  for (const {key, value} of responseHeaders(visit)) response.headers.set(key, value)
  return response
}

export const config = {
  // Every path, so each answer carries the headers (built assets and files of public/ too), but the
  // webhook's: Next copies a request's body for the proxy, and logs four lines for every upload a client
  // drops mid-body (`Error: aborted`) before the route sees it. The route writes the same headers itself.
  matcher: '/((?!api/revalidate).*)',
}
