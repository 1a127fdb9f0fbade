// Field fuzz over the whole seed: every field of every document (nested too) removed, nulled, given the
// wrong type or emptied — one field per document at a time, all documents at once — and after each
// round every route still answers 200 (or its own 404) with header and footer, never a 500, and no page
// shows "undefined", "null", "NaN" or "[object Object]".
import {readFile, writeFile} from 'node:fs/promises'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {expect, test} from '@playwright/test'
import {REVALIDATION_MAP} from '../../league/site/revalidation'
import {CONTENT_TAGS, isContentTag} from '../../league/site/tags'
import {PUBLIC_ROUTES} from '../../web/lib/routes'
import {describeMutation, mutationsOf, type Mutation} from './support/field-mutations'
import {freePort, sandbox} from './support/sandbox'
import {startSite} from './support/site-server'

const SECRET = 'field-fuzz-secret'
const PAGES = [...PUBLIC_ROUTES, '/news/oxygen-gangsters', '/news/oxygen-desperados', '/news/no-such-note']
const FILES = ['/calendar.ics', '/sitemap.xml', '/manifest.webmanifest', '/opengraph-image', '/news/oxygen-gangsters/opengraph-image']
const LEAKED = /\b(undefined|null|NaN)\b|\[object Object\]/

/** What a visitor reads: the text and the alt/title/aria-label attributes, without scripts and styles. */
function visibleText(html: string): string {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
  const attributes = [...body.matchAll(/\s(?:alt|title|aria-label)="([^"]*)"/g)].map((m) => m[1]).join(' ')
  return `${body.replace(/<[^>]+>/g, ' ')} ${attributes}`
}

const NEWS_ITEMS = PAGES.filter((route) => route.startsWith('/news/'))

/** The routes that show any of these types (REVALIDATION_MAP), or every route for site settings. */
function routesShowing(types: Set<string>): string[] {
  const routes = new Set<string>()
  for (const type of types) {
    if (!isContentTag(type)) continue
    const target = REVALIDATION_MAP[type]
    if (target.layout) return [...PAGES, ...FILES]
    for (const path of target.paths) for (const route of path === '/news/[slug]' ? NEWS_ITEMS : [path]) routes.add(route)
    // Share images, the calendar and the manifest are drawn from settings, notes and key dates.
    if (type === 'teamNote') routes.add('/news/oxygen-gangsters/opengraph-image')
  }
  return [...routes]
}

async function checkRoutes(base: string, routes: readonly string[] = [...PAGES, ...FILES]): Promise<string[]> {
  const problems: string[] = []
  await Promise.all(
    routes.map(async (route) => {
      const response = await fetch(`${base}${route}`)
      const isPage = (PAGES as readonly string[]).includes(route)
      if (response.status !== 200 && !(response.status === 404 && route.startsWith('/news/'))) {
        problems.push(`${route} answered ${response.status}`)
        return
      }
      if (!isPage) return void (await response.arrayBuffer())
      const html = await response.text()
      if (!html.includes('<header') || !html.includes('<footer')) problems.push(`${route} lost its header or footer`)
      const leak = LEAKED.exec(visibleText(html))
      if (leak) problems.push(`${route} shows "${leak[0]}"`)
    }),
  )
  return problems
}

test('every field of every seed document, broken one at a time: never a 500, never a leaked value', async () => {
  test.setTimeout(600_000)
  const box = await sandbox()
  const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: box.file, SANITY_REVALIDATE_SECRET: SECRET})
  const refresh = async () => {
    for (const type of CONTENT_TAGS) {
      const body = JSON.stringify({_type: type})
      const headers = {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET)}
      await fetch(`${site.url}/api/revalidate`, {method: 'POST', headers, body})
    }
  }
  try {
    const seed = await readFile(box.file, 'utf8')
    const lines = seed.split('\n').filter(Boolean)
    const docs = lines.map((line) => JSON.parse(line) as Record<string, never>)
    const perDoc = docs.map((doc) => mutationsOf(doc))
    const rounds = Math.max(...perDoc.map((list) => list.length))
    expect(await checkRoutes(site.url), 'the seed itself').toEqual([])

    const failures: string[] = []
    let tried = 0
    for (let round = 0; round < rounds; round++) {
      const applied: Mutation[] = []
      const text = docs
        .map((doc, i) => {
          const mutation = perDoc[i]![round]
          if (!mutation) return lines[i]
          const copy = structuredClone(doc)
          mutation.apply(copy)
          applied.push(mutation)
          return JSON.stringify(copy)
        })
        .join('\n')
      await writeFile(box.file, `${text}\n`)
      tried += applied.length
      await refresh()
      const types = new Set(applied.map((m) => String(docs.find((d) => d._id === m.id)?._type)))
      const problems = await checkRoutes(site.url, routesShowing(types))
      if (problems.length) failures.push(`round ${round} (${applied.map(describeMutation).join('; ')}): ${problems.join(', ')}`)
      if (failures.length >= 5) break
    }
    console.log(`field fuzz: ${tried} mutations over ${docs.length} documents in ${rounds} rounds`)
    expect(failures).toEqual([])
    expect(site.log()).not.toMatch(/⨯|Error: /)
  } finally {
    await site.stop()
    await box.remove()
  }
})
