// The route list is the app/ folder's: every page, route handler and metadata file Next serves is in
// APP_ROUTES and nothing else is; each address reaches the route Next gives it; and every document type
// the schema defines has its row in the revalidation map, which names only routes that exist.
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, expectTypeOf, it} from 'vitest'
// Written by `next typegen web` (npm run typecheck runs it before tsc).
import type {AppRouteHandlerRoutes, AppRoutes} from '../.next/types/routes'
import {APP_ROUTES, isDynamicRoute, matchRoute, type AppRoute, type MetadataRoute} from '../../league/site/app-routes'
import {REVALIDATION_MAP} from '../../league/site/revalidation'

const ROOT = path.resolve(import.meta.dirname, '../..')
const APP = path.join(ROOT, 'web/app')

/** Files in app/ that are no route of their own: the boundaries and wrappers around pages, and tests. */
const NOT_ROUTES = /^(?:layout|template|error|global-error|global-not-found|not-found|loading|default|forbidden|unauthorized)\.tsx?$|\.test\.tsx?$|\.test-route\.tsx$/
/** Metadata files made by code, and the address each is served at. */
const MADE_METADATA: Record<string, string> = {'sitemap.ts': 'sitemap.xml', 'robots.ts': 'robots.txt', 'manifest.ts': 'manifest.webmanifest'}
const MADE_IMAGE = /^(icon|apple-icon|opengraph-image|twitter-image)\.tsx?$/
const STATIC_METADATA = /^(?:favicon\.ico|(?:icon|apple-icon|opengraph-image|twitter-image)\.(?:ico|jpe?g|png|gif|svg)|robots\.txt|sitemap\.xml|manifest\.(?:json|webmanifest))$/

/** The route a file in app/ serves (null: none), or undefined for a file Next's conventions do not name. */
function routeOf(file: string, segments: string[]): string | null | undefined {
  const at = (last?: string) => `/${[...segments, ...(last ? [last] : [])].join('/')}`
  if (NOT_ROUTES.test(file)) return null
  if (/^(?:page|route)\.tsx?$/.test(file)) return at()
  if (MADE_METADATA[file]) return at(MADE_METADATA[file])
  const image = MADE_IMAGE.exec(file)
  if (image) return at(image[1])
  if (STATIC_METADATA.test(file)) return at(file)
  return undefined
}

type Found = {route: string; file: string; page: boolean}

/** Every route the app/ folder holds, and any file there whose role is unknown. */
function scanApp(): {routes: Found[]; unknown: string[]} {
  const routes: Found[] = []
  const unknown: string[] = []
  for (const entry of readdirSync(APP, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue
    const folders = path.relative(APP, entry.parentPath).split(path.sep).filter(Boolean)
    // Private folders (_x) hold no routes; route groups ((x)) and slots (@x) add no segment.
    if (folders.some((folder) => folder.startsWith('_'))) continue
    const segments = folders.filter((folder) => !/^\(.*\)$|^@/.test(folder))
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name))
    const route = routeOf(entry.name, segments)
    if (route === undefined) unknown.push(file)
    else if (route !== null) routes.push({route, file, page: entry.name.startsWith('page.')})
  }
  return {routes, unknown}
}

const {routes: FOUND, unknown: UNKNOWN} = scanApp()
const LISTED: ReadonlySet<string> = new Set(APP_ROUTES)
const dynamicRoutes = () => APP_ROUTES.filter(isDynamicRoute)
/** An address of a route, each dynamic segment given a value of its own. */
const addressOf = (route: string) => route.replace(/\[(\w+)\]/g, 'made-up-$1')

describe('APP_ROUTES (web/lib/app-routes.ts)', () => {
  it('lists every route of app/: a new page, route handler or metadata file needs its line', () => {
    expect(FOUND.length).toBeGreaterThan(40)
    const unlisted = FOUND.filter(({route}) => !LISTED.has(route)).map(({route, file}) => `${route} (${file})`)
    expect(unlisted, 'routes in web/app that APP_ROUTES in web/lib/app-routes.ts does not list').toEqual([])
  })

  it('lists the pages and route handlers that next typegen lists (checked by tsc -p web)', () => {
    expectTypeOf<Exclude<AppRoute, MetadataRoute>>().toEqualTypeOf<AppRoutes | AppRouteHandlerRoutes>()
  })

  it('lists no route that app/ no longer has', () => {
    const served = new Set(FOUND.map(({route}) => route))
    expect(APP_ROUTES.filter((route) => !served.has(route)), 'APP_ROUTES names routes no file in web/app serves').toEqual([])
    expect(APP_ROUTES.filter((route, i) => APP_ROUTES.indexOf(route) !== i), 'listed twice').toEqual([])
  })

  it('knows every file in app/ (a route, a boundary or a test)', () => {
    expect(UNKNOWN, 'files in web/app whose route app-routes.test.ts cannot tell').toEqual([])
  })

  it.each(dynamicRoutes())('%s answers its own addresses, with their values decoded', (route) => {
    expect(matchRoute(addressOf(route))?.route).toBe(route)
    const encoded = matchRoute(route.replace(/\[\w+\]/g, 'a%20b'))
    expect(encoded?.route).toBe(route)
    expect(new Set(encoded?.params)).toEqual(new Set(['a b']))
  })

  it('gives a fixed route beside a dynamic segment its own address, never the dynamic one', () => {
    for (const route of APP_ROUTES.filter((listed) => !isDynamicRoute(listed))) expect(matchRoute(route), route).toEqual({route, params: []})
    expect(matchRoute('/matches/schedules/x')?.route).toBe('/matches/schedules/[team]')
    expect(matchRoute('/matches/2026/x')?.route).toBe('/matches/[season]/[number]')
    expect(matchRoute('/news/x/other')).toBeNull()
    expect(matchRoute('/no-such-route')).toBeNull()
  })
})

describe('REVALIDATION_MAP (web/lib/content/revalidation.ts)', () => {
  it('has a row for every document type the schema defines (studio/schema.json), and no other', () => {
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'studio/schema.json'), 'utf8')) as {name: string; type: string}[]
    // Sanity's own asset documents show only through the documents that use them.
    const documents = schema.filter(({type, name}) => type === 'document' && !name.startsWith('sanity.')).map(({name}) => name)
    expect(documents.length).toBeGreaterThan(10)
    const rows = Object.keys(REVALIDATION_MAP)
    expect(documents.filter((name) => !rows.includes(name)), 'document types with no row in REVALIDATION_MAP').toEqual([])
    expect(rows.filter((name) => !documents.includes(name)), 'rows for types the schema no longer has').toEqual([])
  })

  it('names only routes of app/, and shows every dynamic page in some row', () => {
    const named = new Set<string>(Object.values(REVALIDATION_MAP).flatMap(({paths}) => paths))
    expect([...named].filter((route) => !LISTED.has(route)), 'REVALIDATION_MAP paths that are no route').toEqual([])
    const dynamicPages = FOUND.filter(({page, route}) => page && route.includes('[')).map(({route}) => route)
    expect(dynamicPages.length).toBeGreaterThan(5)
    expect(dynamicPages.filter((route) => !named.has(route)), 'dynamic pages no REVALIDATION_MAP row expires').toEqual([])
  })
})
