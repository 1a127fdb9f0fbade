// Where the HTML of the site's pages goes (on the seed, as the budget weighs it, or the demo season):
// bytes, gzip bytes, inline <style> tags by styled component (with the source file that defines each),
// and the flight data with the CSS it repeats.
// `npm run weight -- [--port N] [route…]` on the e2e build (E2E_DIST_DIR; E2E_SKIP_BUILD=1 keeps one).
import {readdir, readFile} from 'node:fs/promises'
import {SourceMap} from 'node:module'
import path from 'node:path'
import {buildSite, E2E_DIST_DIR, ROOT, startSite} from '../tests/e2e/support/site-server'
import {htmlBreakdown} from './lib/html-breakdown'
import {commandLine} from './lib/command-line'

const USAGE = `
Usage: npm run weight [-- --port <n>] [--top <n>] [--demo] [route...]

Where the HTML of the pages goes: bytes, gzip bytes, inline styles by component, flight data.
  route       the pages to weigh (default /)
  --port <n>  the server's port (default 3295)
  --top <n>   the largest parts to list (default 25)
  --demo      weigh the demo season (content/demo-season.ndjson) instead of the seed the budget weighs
  --help      this text
`

const {values, positionals} = commandLine(USAGE, {port: {type: 'string', default: '3295'}, top: {type: 'string', default: '25'}, demo: {type: 'boolean', default: false}}, {positionals: true})
const routes = positionals.length ? positionals : ['/']
const DEMO_DATASET = path.join(ROOT, 'content', 'demo-season.ndjson')
const KB = 1000

/** componentId → the source file that defines it, from the server chunks' source maps. */
async function componentSources(): Promise<Map<string, string>> {
  const sources = new Map<string, string>()
  const dir = path.join(ROOT, 'web', E2E_DIST_DIR, 'server', 'chunks', 'ssr')
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.js')) continue
    const code = await readFile(path.join(dir, name), 'utf8')
    const ids = [...code.matchAll(/componentId:"(sc-[A-Za-z0-9]+-\d+)"/g)]
    if (!ids.length) continue
    let map: SourceMap | null = null
    try {
      map = new SourceMap(JSON.parse(await readFile(path.join(dir, `${name}.map`), 'utf8')))
    } catch {
      // no map: the id stays unnamed
    }
    for (const match of ids) {
      const before = code.slice(0, match.index)
      const line = before.split('\n').length - 1
      const column = match.index - (before.lastIndexOf('\n') + 1)
      const entry = map?.findEntry(line, column)
      const file = entry && 'originalSource' in entry ? entry.originalSource.replace(/^.*?\/web\//, 'web/') : ''
      if (file) sources.set(match[1]!, file)
    }
  }
  return sources
}

await buildSite()
const site = await startSite(Number(values.port), {...(values.demo ? {CONTENT_DATASET_PATH: DEMO_DATASET} : {}), IMAGE_WARM: 'off'})
try {
  const sources = await componentSources()
  for (const route of routes) {
    const html = await (await fetch(new URL(route, site.url))).text()
    const b = htmlBreakdown(html)
    console.log(`\n${route}: ${(b.rawBytes / KB).toFixed(1)} KB HTML (${(b.gzipBytes / KB).toFixed(1)} KB gzip)`)
    console.log(`  <style>: ${b.styleTags} tags, ${(b.styleBytes / KB).toFixed(1)} KB (${(b.uniqueStyleBytes / KB).toFixed(1)} KB if each CSS text were written once)`)
    console.log(`  flight data: ${(b.flightBytes / KB).toFixed(1)} KB, of which ${(b.flightStyleBytes / KB).toFixed(1)} KB the styles' CSS`)
    console.table(
      b.groups.slice(0, Number(values.top)).map((g) => ({
        component: g.componentId ? `${g.componentId} ${sources.get(g.componentId) ?? '?'}` : '(none)',
        tags: g.tags,
        variants: g.variants,
        'style KB': +(g.bytes / KB).toFixed(2),
        'flight KB': +(g.flightBytes / KB).toFixed(2),
      })),
    )
  }
} finally {
  await site.stop()
}
