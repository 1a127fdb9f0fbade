// Runs before every route, by Next's documented proxy:
// - writes the security headers that follow the settings the server started with (the CSP, HSTS:
//   lib/security/response-headers.ts), and takes a draft cookie without the site's proof out of the request;
// - answers 400 for a path that is not valid percent-encoding (`%ff`, `%`, `%c0%ae`): under a dynamic
//   route Next 16.4 answers one with a bare 500 (it fails to decode the route's params);
// - answers 400 for `*` as the request target, and 414 for an address with more than MAX_QUERY_PARAMS
//   query parameters, and 405 for a method the site does not take (`TRACE`): lib/http/request-target.ts
//   hands these over as paths before Next parses them (Next's query parsing is quadratic in the
//   parameters; Next cannot make a request object for TRACE), and nginx refuses them in the stack
//   (docs/security.md);
// - answers an item address that names nothing (a news item, team, match, team calendar, or the share
//   image of one: lib/content/addresses.ts) before Next renders or caches anything: the not-found page
//   with status 404, so that page is server HTML like every other, or a plain 404 for a file;
// - answers Next's own error pages (`/_global-error`, `/_not-found`), which Next would send as 200 or
//   cacheable for a year, with the site-wide 404.
import {NextResponse, type NextRequest} from 'next/server'
import {notFoundAnswer, NEWS_NOT_FOUND_PATH, SITE_NOT_FOUND_PATH, type NotFound} from '@/lib/content/addresses'
import {ASTERISK_TARGET_PATH, METHOD_NOT_ALLOWED_PATH, OVERLONG_QUERY_PATH} from '@/lib/http/request-target'
import {MAX_QUERY_PARAMS} from '@/lib/limits'
import {draftVisit, responseHeaders, withoutDraftCookies, type DraftVisit} from '@/lib/security/response-headers'

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

/** Next's own error pages, built as routes of their own: never pages of the site. */
const NEXT_ERROR_PAGES = new Set(['/_global-error', '/_not-found'])

/** The 404 for this path, or null when it is not a made-up item address. A draft preview may show an
 * item not yet published, so its addresses are left to the page. */
async function notFound(pathname: string, visit: DraftVisit): Promise<NotFound | null> {
  if (pathname === NEWS_NOT_FOUND_PATH) return {page: NEWS_NOT_FOUND_PATH}
  if (NEXT_ERROR_PAGES.has(pathname)) return {page: SITE_NOT_FOUND_PATH}
  return visit === 'vouched' ? null : notFoundAnswer(pathname)
}

async function route(request: NextRequest, visit: DraftVisit): Promise<NextResponse> {
  const {pathname} = request.nextUrl
  if (pathname === ASTERISK_TARGET_PATH) {
    return new NextResponse('Bad request: the request target must be a path.', {status: 400, headers: plainText})
  }
  if (pathname === OVERLONG_QUERY_PATH) {
    return new NextResponse(`URI too long: at most ${MAX_QUERY_PARAMS} query parameters.`, {status: 414, headers: plainText})
  }
  if (pathname === METHOD_NOT_ALLOWED_PATH) {
    return new NextResponse('Method not allowed.', {status: 405, headers: {...plainText, allow: 'GET, HEAD'}})
  }
  if (pathname.includes('%') && !decodes(pathname)) {
    return new NextResponse('Bad request: the address is not valid.', {status: 400, headers: plainText})
  }
  const missing = await notFound(pathname, visit)
  // Not kept downstream either: the item may be published a moment later (a share image asked for first).
  if (missing && 'text' in missing) return new NextResponse(missing.text, {status: 404, headers: {...plainText, 'cache-control': 'no-store'}})
  // request.url, not nextUrl: nextUrl calls 127.0.0.1 `localhost`, and Next serves a rewrite to
  // another origin than the request's by fetching it.
  if (missing) return NextResponse.rewrite(new URL(missing.page, request.url), {status: 404})
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
