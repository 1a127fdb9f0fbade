// Runs before every route, by Next's documented proxy:
// - writes the security headers that follow the settings the server started with (the CSP, HSTS:
//   lib/security/response-headers.ts), and takes a draft cookie without the site's proof out of the request;
// - answers 400 for a path under a dynamic route that is not valid percent-encoding (`%ff`, `%`,
//   `%c0%ae`): Next 16.4 answers such a path with a bare 500 (it fails to decode the route's params);
// - answers 400 for `*` as the request target (lib/http/request-target.ts hands it over as a path);
// - answers 414 for an address with more than MAX_QUERY_PARAMS query parameters, so Next parses such a
//   query (quadratic in its parameters) once, not again to render. nginx refuses it before Next in the
//   stack; on a bare server Node's header size bounds that one parse (docs/security.md).
import {NextResponse, type NextRequest} from 'next/server'
import {ASTERISK_TARGET_PATH} from '@/lib/http/request-target'
import {MAX_QUERY_PARAMS} from '@/lib/limits'
import {draftVisit, responseHeaders, withoutDraftCookies} from '@/lib/security/response-headers'

/** The routes with a dynamic segment, where Next decodes the path itself. */
const DYNAMIC_SECTION = /^\/(?:news|images|calendar)\//

/** Whether every segment of a raw path decodes. */
function decodes(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

/** Whether a query holds more than MAX_QUERY_PARAMS parameters, counted by their `&` as nginx counts them. */
function tooManyParams(search: string): boolean {
  let separators = 0
  for (let at = search.indexOf('&'); at !== -1; at = search.indexOf('&', at + 1)) {
    if (++separators >= MAX_QUERY_PARAMS) return true
  }
  return false
}

const plainText = {'content-type': 'text/plain; charset=utf-8'}

function route(request: NextRequest, headers?: Headers): NextResponse {
  const {pathname, search} = request.nextUrl
  if (pathname === ASTERISK_TARGET_PATH) {
    return new NextResponse('Bad request: the request target must be a path.', {status: 400, headers: plainText})
  }
  if (tooManyParams(search)) {
    return new NextResponse(`URI too long: at most ${MAX_QUERY_PARAMS} query parameters.`, {status: 414, headers: plainText})
  }
  if (pathname.includes('%') && DYNAMIC_SECTION.test(pathname) && !decodes(pathname)) {
    return new NextResponse('Bad request: the address is not valid.', {status: 400, headers: plainText})
  }
  return headers ? NextResponse.next({request: {headers}}) : NextResponse.next()
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const visit = await draftVisit(request)
  const response = route(request, visit === 'made-up' ? withoutDraftCookies(request) : undefined)
  for (const {key, value} of responseHeaders(visit)) response.headers.set(key, value)
  return response
}

export const config = {
  // Every path: each answer carries the headers, built assets and files of public/ too.
  matcher: '/:path*',
}
