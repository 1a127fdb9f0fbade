// Lighthouse (mobile, its default) over the production build for the pages the budget names:
// performance ≥ 95 and CLS 0 on /, /gallery and a news item (issue 32's goals; `npm run bench` has the rest). `npm run lighthouse`; the reports go
// to reports/lighthouse/. A measurement script, not a test: scores vary a little between runs.
// `npm run bench` runs the same measurement three times beside a bare Next page.
import {mkdir, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {buildSite, ROOT, startSite} from '../tests/e2e/support/site-server'
import {runLighthouse} from './lib/lighthouse-run'

const ROUTES = ['/', '/gallery', '/news/oxygen-gangsters']
const MIN_PERFORMANCE = 95
const outDir = path.join(ROOT, 'reports', 'lighthouse')

await mkdir(outDir, {recursive: true})
if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') await buildSite()
const site = await startSite(3292)
const rows = []
try {
  for (const route of ROUTES) {
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')
    rows.push({route, ...(await runLighthouse(`${site.url}${route}`, path.join(outDir, `${name}.json`)))})
  }
} finally {
  await site.stop()
}
console.table(rows)
await writeFile(path.join(outDir, 'summary.json'), JSON.stringify(rows, null, 2))
const failing = rows.filter((r) => r.performance < MIN_PERFORMANCE || r.CLS > 0)
if (failing.length) {
  console.error(`Below budget (performance ≥ ${MIN_PERFORMANCE}, CLS 0): ${failing.map((r) => r.route).join(', ')}`)
  process.exitCode = 1
}
