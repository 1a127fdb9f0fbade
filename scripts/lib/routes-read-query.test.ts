// Next is handed, and nginx keys its micro-cache on, the path alone for every page but QUERY_ROUTES
// (web/lib/http/request-target.ts): a route that starts reading the query string must be listed there,
// or it would never see one. This finds every route under web/app that reads it.
import {readdir, readFile} from 'node:fs/promises'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {QUERY_ROUTES} from '../../web/lib/http/request-target'

const APP = path.resolve(import.meta.dirname, '../../web/app')

/** The address a file under web/app answers at: route groups and private folders take no part in it. */
function routeOf(file: string): string {
  const segments = path.relative(APP, path.dirname(file)).split(path.sep).filter((segment) => segment && !/^\(.*\)$/.test(segment))
  return `/${segments.join('/')}/`
}

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true})
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return sources(full)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
    }),
  )
  return nested.flat()
}

/** Reads the query: a page's `searchParams` prop, or a route handler's URL's. */
const READS_QUERY = /\bsearchParams\b/

describe('routes that read the query string', () => {
  it('are each listed in QUERY_ROUTES, or under /api/ (never cached, always sent its query)', async () => {
    const reading = []
    for (const file of await sources(APP)) {
      if (READS_QUERY.test(await readFile(file, 'utf8'))) reading.push(routeOf(file))
    }
    // The image route does today: the test would pass vacuously if it found nothing.
    expect(reading).toContain('/images/[project]/[dataset]/[file]/')
    const unlisted = reading.filter((route) => !route.startsWith('/api/') && !QUERY_ROUTES.some((prefix) => route.startsWith(prefix)))
    expect(unlisted).toEqual([])
  })
})
