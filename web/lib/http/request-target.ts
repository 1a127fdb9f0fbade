// Request targets Next 16.4 cannot take, handed to the proxy as a path it answers. Node's public
// diagnostics channel for incoming requests runs before Next is handed the request, so there:
// - `*` as the target (`OPTIONS * HTTP/1.1`: the server as a whole) is valid HTTP, but Next cannot parse
//   it as an address (a bare 500 and five lines of `TypeError: Invalid URL`, before the proxy runs): it
//   becomes ASTERISK_TARGET_PATH, which the proxy answers 400;
// - a query of more than MAX_QUERY_PARAMS parameters costs Next time quadratic in their number before any
//   of the site's code runs (`/?a&a…` up to Node's header limit blocks the server):
//   it becomes OVERLONG_QUERY_PATH, which the proxy answers 414, counted here in one pass over the
//   address;
// - a method Next cannot take (`TRACE`: the fetch standard forbids it, so Next fails to make the proxy's
//   request and answers a bare 500) or that no route of the site serves becomes a GET of
//   METHOD_NOT_ALLOWED_PATH, which the proxy answers 405. (`CONNECT` never gets this far: Node's server
//   hands it to its 'connect' event, and with no listener closes the connection.)
// - a page is handed its path without the query (but Next's own `_rsc`): no page reads one, and Next
//   writes the address of the request that renders a page into the page's flight data, so a page it
//   renders for one visitor's `/?q=<8 KB>` and then caches would carry that query to everyone. (A
//   proxy rewrite does not help: Next keeps the address the browser asked for.)
// Every answer carries the security headers. nginx in the stack refuses all of these itself.
import {subscribe} from 'node:diagnostics_channel'
import type {IncomingMessage} from 'node:http'
import {MAX_QUERY_PARAMS} from '../limits'

/** Where a `*` request goes instead; the proxy answers it 400. */
export const ASTERISK_TARGET_PATH = '/_asterisk-request-target'

/** Where an address with too many query parameters goes instead; the proxy answers it 414. */
export const OVERLONG_QUERY_PATH = '/_overlong-query'

/** Where a request with a method the site does not take goes instead; the proxy answers it 405. */
export const METHOD_NOT_ALLOWED_PATH = '/_method-not-allowed'

/** The routes whose answer depends on the query string (the image route's `w`, `h`, `rect`…). Every
 * other page is handed the path alone here, and nginx keys its micro-cache on it (deploy/nginx.conf);
 * scripts/lib/routes-read-query.test.ts finds every route that reads one. */
export const QUERY_ROUTES = ['/images/'] as const
/** Paths handed their query whatever they are: /api/* (the draft-mode secret; never cached) and Next's files. */
const QUERY_READERS = [...QUERY_ROUTES, '/api/', '/_next/']
/** Next's own parameter on a page's flight-data request, checked against the request's headers. */
const NEXT_FLIGHT_PARAM = '_rsc'

/** The methods Next's routes answer (each route says 405 itself for the ones it does not serve). */
export const SITE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Whether an address (or its query) holds more than MAX_QUERY_PARAMS query parameters, counted by
 * their `&` as nginx counts them. */
export function tooManyQueryParams(target: string): boolean {
  const query = target.indexOf('?')
  if (query === -1) return false
  let separators = 0
  for (let at = target.indexOf('&', query); at !== -1; at = target.indexOf('&', at + 1)) {
    if (++separators >= MAX_QUERY_PARAMS) return true
  }
  return false
}

/** A page's target without the query parameters no page reads; any other target as it is. */
function withoutPageQuery(target: string): string {
  const query = target.indexOf('?')
  if (query === -1) return target
  const before = target.slice(0, query)
  let pathname: string
  try {
    // Origin form (`/news?x`) or absolute form (`http://host/news?x`) alike.
    pathname = new URL(before, 'http://request-target').pathname
  } catch {
    return target
  }
  if (QUERY_READERS.some((prefix) => pathname.startsWith(prefix))) return target
  const flight = new URLSearchParams(target.slice(query + 1)).get(NEXT_FLIGHT_PARAM)
  return flight === null ? before : `${before}?${NEXT_FLIGHT_PARAM}=${encodeURIComponent(flight)}`
}

/** The target Next is handed for the one a client sent. */
export function handedOverTarget(target: string): string {
  if (target === '*') return ASTERISK_TARGET_PATH
  if (tooManyQueryParams(target)) return OVERLONG_QUERY_PATH
  return withoutPageQuery(target)
}

/** The method and target Next is handed for the ones a client sent. */
export function handedOver(method: string, target: string): {method: string; target: string} {
  if (!SITE_METHODS.has(method)) return {method: 'GET', target: METHOD_NOT_ALLOWED_PATH}
  return {method, target: handedOverTarget(target)}
}

export function routeUnparseableTargets(): void {
  subscribe('http.server.request.start', (message) => {
    const {request} = message as {request: IncomingMessage}
    if (!request.url || !request.method) return
    const {method, target} = handedOver(request.method, request.url)
    request.method = method
    request.url = target
  })
}
