// Every route of web/app, named as Next names it (the folder path, `[name]` a dynamic segment; a
// metadata file by the address it serves), and the address pattern each name stands for. The proxy's
// 404 gate (web/lib/content/addresses.ts) matches addresses against it and the revalidation map
// (revalidation.ts, beside it) names its pages from it; web/lib/app-routes.test.ts keeps it equal to app/.

/** Pages and route handlers: the routes `next typegen` lists too (app-routes.test.ts compares them). */
const PAGES_AND_HANDLERS = [
  // Pages
  '/',
  '/about',
  '/contact',
  '/gallery',
  '/join/contests',
  '/join/registration',
  '/login',
  '/matches/[season]',
  '/matches/[season]/[number]',
  '/matches/points',
  '/matches/results',
  '/matches/results/[team]',
  '/matches/rules',
  '/matches/schedules',
  '/matches/schedules/[team]',
  '/matches/seasons',
  '/matches/stats',
  '/matches/top-bids',
  '/news',
  '/news-not-found',
  '/news/[slug]',
  '/participation/players',
  '/participation/players/[slug]',
  '/participation/societies',
  '/participation/teams',
  '/participation/teams/[slug]',
  '/privacy',
  '/profile',
  '/sponsors',
  '/terms',

  // Route handlers
  '/api/draft-mode/disable',
  '/api/draft-mode/enable',
  '/api/health',
  '/api/live',
  '/api/revalidate',
  '/calendar.ics',
  '/calendar/[team]',
  '/images/[project]/[dataset]/[file]',
  '/matches/[season]/[number]/cricsheet.json',
  '/news/feed.xml',
] as const

/** Metadata files, by the address each is served at. */
const METADATA_FILES = [
  '/apple-icon.png',
  '/icon.svg',
  '/manifest.webmanifest',
  '/robots.txt',
  '/sitemap.xml',
  '/opengraph-image',
  '/matches/results/opengraph-image',
  '/matches/[season]/[number]/opengraph-image',
  '/news/[slug]/opengraph-image',
] as const

export const APP_ROUTES = [...PAGES_AND_HANDLERS, ...METADATA_FILES] as const
export type AppRoute = (typeof APP_ROUTES)[number]
export type MetadataRoute = (typeof METADATA_FILES)[number]
/** A route with at least one dynamic segment. */
export type DynamicRoute = Extract<AppRoute, `${string}[${string}`>

const isDynamicSegment = (segment: string) => segment.startsWith('[') && segment.endsWith(']')
export const isDynamicRoute = (route: AppRoute): route is DynamicRoute => route.split('/').some(isDynamicSegment)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The addresses a route answers, as Next matches them: each `[name]` one whole segment (a group of
 * the pattern, still encoded), every other segment itself. */
export function routePattern(route: string): RegExp {
  const segments = route.split('/').slice(1)
  const source = segments.map((segment) => (isDynamicSegment(segment) ? '([^/]+)' : escape(segment))).join('/')
  return new RegExp(`^/${source}$`)
}

/** Next's order among routes an address could match: at the first segment where two differ, a fixed
 * segment comes before a dynamic one (/matches/schedules/[team] before /matches/[season]/[number]). */
function precedence(a: string, b: string): number {
  const [left, right] = [a.split('/'), b.split('/')]
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const dynamic = Number(isDynamicSegment(left[i]!)) - Number(isDynamicSegment(right[i]!))
    if (dynamic !== 0) return dynamic
  }
  return left.length - right.length
}

const STATIC_ROUTES: ReadonlyMap<string, AppRoute> = new Map(APP_ROUTES.filter((route) => !isDynamicRoute(route)).map((route) => [route, route]))
const DYNAMIC_ROUTES = APP_ROUTES.filter(isDynamicRoute)
  .toSorted(precedence)
  .map((route) => ({route, pattern: routePattern(route)}))

/** The route that answers `pathname` (as sent, encoded) and its dynamic segments' values, decoded; null
 * when no route does. A fixed route wins over a dynamic one that would also match. */
export function matchRoute(pathname: string): {route: AppRoute; params: string[]} | null {
  const fixed = STATIC_ROUTES.get(pathname)
  if (fixed) return {route: fixed, params: []}
  for (const {route, pattern} of DYNAMIC_ROUTES) {
    const match = pattern.exec(pathname)
    if (match) return {route, params: match.slice(1).map((part) => decodeURIComponent(part))}
  }
  return null
}
