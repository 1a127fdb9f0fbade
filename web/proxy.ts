// Runs before every route, by Next's documented proxy:
// - writes the security headers that follow the settings the server started with (the CSP, HSTS:
//   lib/security/response-headers.ts), and takes a draft cookie without the site's proof out of the request;
// - answers 400 for a path under a dynamic route that is not valid percent-encoding (`%ff`, `%`,
//   `%c0%ae`): Next 16.4 answers such a path with a bare 500 (it fails to decode the route's params).
import {NextResponse, type NextRequest} from 'next/server'
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

function route(request: NextRequest, headers?: Headers): NextResponse {
  const {pathname} = request.nextUrl
  if (pathname.includes('%') && DYNAMIC_SECTION.test(pathname) && !decodes(pathname)) {
    return new NextResponse('Bad request: the address is not valid.', {status: 400, headers: {'content-type': 'text/plain; charset=utf-8'}})
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
