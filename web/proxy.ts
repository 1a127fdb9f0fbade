// A path under a dynamic route that is not valid percent-encoding (`%ff`, `%`, `%c0%ae`) answers 400.
// Next 16.4 answers such a path with a bare 500 (it fails to decode the route's params) before any page
// runs, so it is caught here, in Next's documented proxy. Only paths holding a `%` reach it (the
// matcher): a reader's request never pays for it.
import {NextResponse, type NextRequest} from 'next/server'

/** Whether every segment of a raw path decodes. */
export function decodes(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

export function proxy(request: NextRequest): NextResponse {
  if (decodes(request.nextUrl.pathname)) return NextResponse.next()
  return new NextResponse('Bad request: the address is not valid.', {status: 400, headers: {'content-type': 'text/plain; charset=utf-8'}})
}

export const config = {
  // The dynamic routes (news items, images, team calendars), and only a path with a `%` in it.
  matcher: ['/:section(news|images|calendar)/:rest(.*%.*)'],
}
