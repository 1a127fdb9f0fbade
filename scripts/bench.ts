// `npm run bench`: the site beside a bare Next.js App Router page (scripts/lib/bare-next-app.ts), in
// one run on one machine, against the performance goals of issue 12:
// - Lighthouse mobile (median of 3 runs) on /, /gallery and a news item, and on the bare page:
//   performance ≥ 97, LCP ≤ 1.2× the bare page's, CLS 0, accessibility/best practices/SEO 100;
//   main-thread work on / ≤ 1.5× the bare page's;
// - throughput (autocannon, 50 connections; median of 3 rounds, the site and the bare page in turn) of
//   those prerendered pages ≥ 0.8× the bare page's, both without compression and with
//   `Accept-Encoding: gzip, br`;
// - HTML of / ≤ 60 KB before compression;
// and, as the floor under the script figures, Lighthouse on / with every script removed
// (scripts/lib/scriptless-proxy.ts).
// Prints one table (figure, site, bare, ratio, goal, pass/fail) and writes it to reports/bench-<date>.md.
//   npm run bench -- [--runs 3] [--seconds 8] [--skip-build]
// A measurement, not a test: it exits 1 when a goal is missed, but figures vary a little between runs.
import {existsSync} from 'node:fs'
import {mkdir, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {request} from 'node:http'
import {buildSite, E2E_DIST_DIR, ROOT, startSite} from '../tests/e2e/support/site-server'
import {buildBareApp, startBareApp} from './lib/bare-next-app'
import {startScriptlessProxy} from './lib/scriptless-proxy'
import {median, medianFigures, runLighthouse, type LighthouseFigures} from './lib/lighthouse-run'
import {throughput, type Throughput} from './lib/throughput'

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    seconds: {type: 'string', default: '8'},
    connections: {type: 'string', default: '50'},
    'skip-build': {type: 'boolean'},
  },
})
const RUNS = Number(values.runs)
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
const PAGES = ['/', '/gallery', '/news/oxygen-gangsters']
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3511)
const outDir = path.join(ROOT, 'reports', 'bench')

type Row = {figure: string; site: number; bare: number | null; goal: string; pass: boolean | null}

const KB = 1000
const ratio = (row: Row) => (row.bare ? row.site / row.bare : null)

/** Bytes on the wire for a GET with the given Accept-Encoding (fetch would decompress and hide them). */
function wireBytes(url: string, acceptEncoding: string): Promise<{bytes: number; encoding: string}> {
  return new Promise((resolve, reject) => {
    request(url, {headers: {'accept-encoding': acceptEncoding}}, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({bytes, encoding: String(res.headers['content-encoding'] ?? 'identity')}))
    })
      .on('error', reject)
      .end()
  })
}

/** The page's HTML as it is, and as the server sends it to a browser that accepts gzip and Brotli. */
async function htmlSize(url: string) {
  const [raw, sent] = await Promise.all([wireBytes(url, 'identity'), wireBytes(url, 'gzip, deflate, br')])
  return {raw: raw.bytes, sent: sent.bytes, encoding: sent.encoding}
}

/** Each page's Lighthouse runs, for the per-run line under the table (the medians hide a bimodal page). */
const perRun: {name: string; runs: LighthouseFigures[]}[] = []

async function lighthouseMedian(url: string, name: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(url, path.join(outDir, `${name}-${i + 1}.json`)))
  perRun.push({name, runs})
  return medianFigures(runs)
}

await mkdir(outDir, {recursive: true})
if (!values['skip-build'] || !existsSync(path.join(ROOT, 'web', E2E_DIST_DIR, 'BUILD_ID'))) {
  delete process.env.E2E_SKIP_BUILD
  await buildSite()
}
if (!values['skip-build'] || !existsSync(path.join(ROOT, '.bench', 'bare-next-app', '.next', 'BUILD_ID'))) await buildBareApp()

const rows: Row[] = []
// Both servers up, measured in turn (the idle one costs nothing): each throughput figure of the site is
// taken right beside the bare page's, so a machine busy with other work skews both alike.
const bare = await startBareApp(SITE_PORT + 1)
const site = await startSite(SITE_PORT)
const scriptless = await startScriptlessProxy(site.url)
try {
  const bareHtml = await htmlSize(`${bare.url}/`)
  const bareLh = await lighthouseMedian(`${bare.url}/`, 'bare')
  for (const page of PAGES) {
    const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_')
    for (const compressed of [false, true]) {
      const options = {seconds: SECONDS, connections: CONNECTIONS, compressed}
      // RUNS rounds, the site and the bare page in turn; the median of each (a busy moment skews one round).
      const siteRuns: Throughput[] = []
      const bareRuns: number[] = []
      for (let round = 0; round < RUNS; round++) {
        siteRuns.push(await throughput(`${site.url}${page}`, options))
        bareRuns.push((await throughput(`${bare.url}/`, options)).requestsPerSecond)
      }
      const siteRps = median(siteRuns.map((run) => run.requestsPerSecond))
      const bareRps = median(bareRuns)
      rows.push({
        figure: `${page} throughput, req/s (${compressed ? 'gzip, br asked' : 'no compression'}; median of ${RUNS})`,
        site: siteRps,
        bare: bareRps,
        goal: '≥ 0.8× bare',
        pass: siteRuns.every((run) => run.errors === 0 && run.non2xx === 0) && siteRps >= 0.8 * bareRps,
      })
    }
    const html = await htmlSize(`${site.url}${page}`)
    rows.push({
      figure: `${page} HTML, KB (sent ${html.encoding === 'identity' ? 'uncompressed' : `as ${html.encoding}`}: ${(html.sent / KB).toFixed(1)} KB)`,
      site: +(html.raw / KB).toFixed(1),
      bare: +(bareHtml.raw / KB).toFixed(1),
      goal: page === '/' ? '≤ 60 KB' : '—',
      pass: page === '/' ? html.raw <= 60 * KB : null,
    })
    const lh = await lighthouseMedian(`${site.url}${page}`, name)
    rows.push(
      {figure: `${page} Lighthouse performance (median of ${RUNS})`, site: lh.performance, bare: bareLh.performance, goal: '≥ 97', pass: lh.performance >= 97},
      {figure: `${page} LCP, ms`, site: lh.LCP_ms, bare: bareLh.LCP_ms, goal: '≤ 1.2× bare', pass: lh.LCP_ms <= 1.2 * bareLh.LCP_ms},
      {figure: `${page} FCP, ms`, site: lh.FCP_ms, bare: bareLh.FCP_ms, goal: '—', pass: null},
      {figure: `${page} TBT, ms`, site: lh.TBT_ms, bare: bareLh.TBT_ms, goal: '—', pass: null},
      {
        figure: `${page} main-thread work, ms (script evaluation ${lh.scriptEval_ms})`,
        site: lh.mainThread_ms,
        bare: bareLh.mainThread_ms,
        goal: page === '/' ? '≤ 1.5× bare' : '—',
        pass: page === '/' ? lh.mainThread_ms <= 1.5 * bareLh.mainThread_ms : null,
      },
      {figure: `${page} CLS`, site: lh.CLS, bare: bareLh.CLS, goal: '0', pass: lh.CLS === 0},
      {
        figure: `${page} accessibility / best practices / SEO (lowest)`,
        site: Math.min(lh.accessibility, lh['best-practices'], lh.seo),
        bare: null,
        goal: '100',
        pass: Math.min(lh.accessibility, lh['best-practices'], lh.seo) === 100,
      },
    )
  }
  // The floor: `/` with every script removed (scripts/lib/scriptless-proxy.ts), against the same bare page.
  const floor = await lighthouseMedian(`${scriptless.url}/`, 'home-without-scripts')
  rows.push(
    {figure: '/ without any scripts: LCP, ms', site: floor.LCP_ms, bare: bareLh.LCP_ms, goal: '—', pass: null},
    {figure: '/ without any scripts: FCP, ms', site: floor.FCP_ms, bare: bareLh.FCP_ms, goal: '—', pass: null},
    {figure: '/ without any scripts: main-thread work, ms', site: floor.mainThread_ms, bare: bareLh.mainThread_ms, goal: '—', pass: null},
  )
} finally {
  await Promise.all([site.stop(), bare.stop(), scriptless.stop()])
}

const format = (value: number | null) => (value === null ? '—' : String(value))
const table = [
  '| figure | site | bare page | ratio | goal | result |',
  '|---|---:|---:|---:|---|---|',
  ...rows.map((row) => {
    const r = ratio(row)
    return `| ${row.figure} | ${format(row.site)} | ${format(row.bare)} | ${r === null ? '—' : `${r.toFixed(2)}×`} | ${row.goal} | ${row.pass === null ? '' : row.pass ? 'pass' : '**fail**'} |`
  }),
].join('\n')
const runLine = ({name, runs}: (typeof perRun)[number]) =>
  `- ${name}: performance ${runs.map((run) => run.performance).join('/')}, LCP ${runs.map((run) => run.LCP_ms).join('/')} ms, main thread ${runs.map((run) => run.mainThread_ms).join('/')} ms`
const perRunText = `Lighthouse per run:\n${perRun.map(runLine).join('\n')}`
const date = new Date().toISOString().slice(0, 10)
const report = `# Benchmark ${new Date().toISOString()}\n\nSite and a bare Next.js page, same machine, same run (Node ${process.version}; Lighthouse mobile, median of ${RUNS}; autocannon ${CONNECTIONS} connections × ${SECONDS} s).\n\n${table}\n\n${perRunText}\n`
console.log(`\n${table}\n\n${perRunText}\n`)
await writeFile(path.join(ROOT, 'reports', `bench-${date}.md`), report)
console.log(`Written to reports/bench-${date}.md`)
if (rows.some((row) => row.pass === false)) process.exitCode = 1
