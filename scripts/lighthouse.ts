// Lighthouse (mobile, its default) over the production build for the pages the budget names:
// performance ≥ 97 and CLS 0 on /, /gallery and a news item. `npm run lighthouse`; the reports go
// to reports/lighthouse/. A measurement script, not a test: scores vary a little between runs.
import {spawnSync} from 'node:child_process'
import {mkdir, readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {CHROMIUM_PATH} from '../tests/e2e/support/browser'
import {buildSite, ROOT, startSite} from '../tests/e2e/support/site-server'

const ROUTES = ['/', '/gallery', '/news/oxygen-gangsters']
const MIN_PERFORMANCE = 97
const outDir = path.join(ROOT, 'reports', 'lighthouse')

await mkdir(outDir, {recursive: true})
if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') await buildSite()
const site = await startSite(3292)
const rows = []
try {
  for (const route of ROUTES) {
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')
    const output = path.join(outDir, `${name}.json`)
    const run = spawnSync(
      'npx',
      ['--no-install', 'lighthouse', `${site.url}${route}`, '--quiet', '--output=json', `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'],
      {cwd: ROOT, env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, stdio: 'inherit'},
    )
    if (run.status !== 0) throw new Error(`lighthouse failed on ${route}`)
    const report = JSON.parse(await readFile(output, 'utf8'))
    const score = (id: string) => Math.round(report.categories[id].score * 100)
    rows.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      LCP_ms: Math.round(report.audits['largest-contentful-paint'].numericValue),
      TBT_ms: Math.round(report.audits['total-blocking-time'].numericValue),
      CLS: +report.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    })
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
