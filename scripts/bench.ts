// `npm run bench`: the site as a phone feels it, beside bare Next.js App Router pages
// (scripts/lib/bare-next-app.ts) measured in the same run on the same machine (issue 43, point 6; issue 58, point 7):
// - Lighthouse mobile with its throttling applied to the real load (`--throttling-method=devtools`) on the
//   demo season's /, /gallery, a match report and /matches/points, in *paired* runs: each page's run comes
//   right after its anchor's, and the goals hold the median of the per-pair gaps, so a shared machine's
//   drift touches both halves of a pair alike. A page's anchor is the bare page, or, when a first run finds
//   its largest element is a photo, the bare page showing one photo through next/image. Goals: first paint
//   (FCP) and LCP within 300 ms of the anchor's, TBT ≤ 150 ms, CLS 0, performance ≥ 98, accessibility /
//   best practices / SEO 100. Lighthouse's simulated figures (its default, Lantern; median of
//   --simulated-runs) stand beside them for reference;
// - page weight: the HTML of / under 100,000 bytes (every page's raw and gzip bytes and `<style>` tags
//   reported), each page's JavaScript at most the bare page's + 25,000 bytes gzip;
// - interaction: the phone menu, the carousel's next button, opening the lightbox and its next photo
//   each paint within 100 ms at 4× CPU slowdown (Event Timing, scripts/lib/interaction-latency.ts);
// - throughput: / on Next's own server beside the bare page's, reported (the stack's micro-cache is the
//   answer to load), and through the nginx stack (deploy/) ≥ 5× that origin alone.
// The run counts only when the bare page itself meets the performance goal (else the machine was busy).
// Prints one table and writes it to reports/bench-<date>.md.
//   npm run bench -- [--runs 5] [--simulated-runs 3] [--seconds 8] [--ports 4400] [--only lighthouse] [--skip-build]
// --only lighthouse: the bare pages, Lighthouse and page weight, nothing else (`npm run lighthouse`).
// --ports N: servers on N, N+1… (8 ports) instead of ports the system picks.
// A measurement, not a test: it exits 1 when a goal is missed, but figures vary between runs.
import {existsSync, readFileSync} from 'node:fs'
import {mkdir, mkdtemp, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {buildSite, E2E_DIST_DIR, ROOT, startSite, type RunningSite} from '../tests/e2e/support/site-server'
import {freePort} from '../tests/e2e/support/sandbox'
import {BARE_APP_DIR, BARE_PHOTO_APP_DIR, buildBareApp, buildBarePhotoApp, startBareApp, startBarePhotoApp} from './lib/bare-next-app'
import {interactionLatencies} from './lib/interaction-latency'
import {median, medianFigures, runLighthouse, type LighthouseFigures, type Throttling} from './lib/lighthouse-run'
import {htmlWeight, scriptBytes, type HtmlWeight} from './lib/page-weight'
import {startStack, type Stack} from './lib/stack'
import {throughput, type Throughput} from './lib/throughput'
import {commandLine} from './lib/command-line'

const USAGE = `
Usage: npm run bench [-- options]

The site as a phone feels it, beside bare Next.js pages measured in the same run (Lighthouse, page
weight, interaction latency, throughput).
  --runs <n>            Lighthouse pairs per page (anchor, then page), devtools throttling (default 5)
  --simulated-runs <n>  Lighthouse runs per page, simulated throttling (default 3)
  --seconds <n>         seconds of each throughput run (default 8)
  --connections <n>     connections of each throughput run (default 50)
  --ports <a,b>         the ports of the two servers
  --only <part>         one part alone (e.g. lighthouse)
  --skip-build          reuse the last build
  --help                this text
`

const {values} = commandLine(USAGE, {
  runs: {type: 'string', default: '5'},
  'simulated-runs': {type: 'string', default: '3'},
  seconds: {type: 'string', default: '8'},
  connections: {type: 'string', default: '50'},
  ports: {type: 'string'},
  only: {type: 'string'},
  'skip-build': {type: 'boolean'},
})
const RUNS = Number(values.runs)
const SIMULATED_RUNS = Number(values['simulated-runs'])
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
const LIGHTHOUSE_ONLY = values.only === 'lighthouse'
if (values.only !== undefined && !LIGHTHOUSE_ONLY) throw new Error(`--only takes "lighthouse", not "${values.only}"`)
const outDir = path.join(ROOT, 'reports', 'bench')
const DEMO_DATASET = path.join(ROOT, 'content', 'demo-season.ndjson')

/** The goals, each named once. */
const GOALS = {
  paintOverBareMs: 300,
  tbtMs: 150,
  performance: 98,
  quality: 100,
  homeHtmlBytes: 100_000,
  jsOverBareBytes: 25_000,
  interactionMs: 100,
  stackVsOrigin: 5,
}

let nextPort = values.ports === undefined ? null : Number(values.ports)
const port = async () => (nextPort === null ? freePort() : nextPort++)

/** The demo season's latest match report: a post that names its match. */
function matchReportPath(): string {
  const posts = readFileSync(DEMO_DATASET, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as {_type: string; match?: unknown; slug?: {current: string}; publishedAt?: string})
    .filter((doc) => doc._type === 'post' && doc.match && doc.slug)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
  if (!posts.length) throw new Error(`no match report in ${path.relative(ROOT, DEMO_DATASET)}`)
  return `/news/${posts[0]!.slug!.current}`
}

/** Resolves once the server has made the gallery's photos ahead (IMAGE_WARM, on as in production), so
 * that its start-up work is not measured. */
async function warmedUp(server: RunningSite): Promise<void> {
  const deadline = Date.now() + 180_000
  while (process.env.IMAGE_WARM !== 'off' && !/\[images\] (?:\d+ gallery photos made ahead|could not make)/.test(server.log())) {
    if (Date.now() > deadline) return console.warn(`${server.url} had not made its photos ahead within 3 minutes: measuring anyway`)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

type Row = {figure: string; site: number; reference: number | null; goal: string; pass: boolean | null}
const rows: Row[] = []

type Target = {name: string; url: string; runs: Record<Throttling, LighthouseFigures[]>}

/** Every target's Lighthouse runs, taken in turn round by round so a busy moment touches them alike. */
async function lighthouseRounds(targets: Target[], throttling: Throttling, rounds: number): Promise<void> {
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) await runInto(target, throttling, String(round), target.runs[throttling])
  }
}

/** RUNS rounds of `a` and `b` in turn (a busy moment skews both alike); the median of each. */
async function throughputPair(a: string, b: string): Promise<[Throughput, Throughput, boolean]> {
  const options = {seconds: SECONDS, connections: CONNECTIONS, compressed: true}
  const first: Throughput[] = []
  const second: Throughput[] = []
  for (let round = 0; round < RUNS; round++) {
    first.push(await throughput(a, options))
    second.push(await throughput(b, options))
  }
  const pick = (runs: Throughput[]) => runs.find((run) => run.requestsPerSecond === median(runs.map((r) => r.requestsPerSecond))) ?? runs[0]!
  const clean = [...first, ...second].every((run) => run.errors === 0 && run.non2xx === 0)
  return [pick(first), pick(second), clean]
}

/** A page, its anchor, and their paired devtools runs: anchor[i] ran right before page[i]. */
type Pair = {page: string; target: Target; anchor: Target; anchorRuns: LighthouseFigures[]}

/** The median of a figure's per-pair gaps (page minus anchor), and the gaps themselves. */
function gaps(pair: Pair, figure: 'FCP_ms' | 'LCP_ms'): {median: number; each: number[]} {
  const each = pair.target.runs.devtools.map((run, i) => run[figure] - pair.anchorRuns[i]![figure])
  return {median: median(each), each}
}

function lighthouseRows(pair: Pair): void {
  const {page, target: site, anchor} = pair
  if (!site.runs.devtools.length) {
    rows.push({figure: `${page} Lighthouse with applied throttling: no pair completed`, site: NaN, reference: null, goal: 'measured', pass: false})
    return
  }
  const dt = medianFigures(site.runs.devtools)
  const anchorDt = medianFigures(pair.anchorRuns)
  const quality = Math.min(dt.accessibility, dt['best-practices'], dt.seo)
  const paired = (figure: 'FCP_ms' | 'LCP_ms', name: string): Row => {
    const gap = gaps(pair, figure)
    const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${Math.round(ms)}`
    return {
      figure: `${page} ${name}, ms (gap to ${anchor.name}: median ${signed(gap.median)} of ${gap.each.map(signed).join('/')})`,
      site: dt[figure],
      reference: anchorDt[figure],
      goal: `gap ≤ ${GOALS.paintOverBareMs}`,
      pass: gap.median <= GOALS.paintOverBareMs,
    }
  }
  rows.push(
    {figure: `${page} largest element (1 a photo, 0 not; anchor: ${anchor.name})`, site: dt.LCP_image, reference: anchorDt.LCP_image, goal: 'as its anchor', pass: dt.LCP_image === anchorDt.LCP_image},
    paired('FCP_ms', 'first paint (FCP)'),
    paired('LCP_ms', 'LCP'),
    {figure: `${page} TBT, ms`, site: dt.TBT_ms, reference: anchorDt.TBT_ms, goal: `≤ ${GOALS.tbtMs}`, pass: dt.TBT_ms <= GOALS.tbtMs},
    {figure: `${page} CLS`, site: dt.CLS, reference: anchorDt.CLS, goal: '0', pass: dt.CLS === 0},
    {figure: `${page} Lighthouse performance`, site: dt.performance, reference: anchorDt.performance, goal: `≥ ${GOALS.performance}`, pass: dt.performance >= GOALS.performance},
    {figure: `${page} accessibility / best practices / SEO (lowest)`, site: quality, reference: null, goal: String(GOALS.quality), pass: quality === GOALS.quality},
  )
  if (site.runs.simulate.length && anchor.runs.simulate.length) {
    const sim = medianFigures(site.runs.simulate)
    const anchorSim = medianFigures(anchor.runs.simulate)
    rows.push(
      {figure: `${page} simulated (Lantern) performance, for reference`, site: sim.performance, reference: anchorSim.performance, goal: '—', pass: null},
      {figure: `${page} simulated (Lantern) LCP, ms, for reference`, site: sim.LCP_ms, reference: anchorSim.LCP_ms, goal: '—', pass: null},
    )
  }
}

/** One Lighthouse run of a target, kept in `into`; a run Lighthouse could not complete (after its retries)
 * is left out, and said so. */
async function runInto(target: Target, throttling: Throttling, tag: string, into: LighthouseFigures[]): Promise<boolean> {
  return runLighthouse(target.url, path.join(outDir, `${target.name}-${throttling}-${tag}.json`), throttling).then(
    (figures) => (into.push(figures), true),
    (error: Error) => (console.warn(`${target.name}, ${throttling}, ${tag}: ${error.message}; left out`), false),
  )
}

/** RUNS rounds; in each, every page's run comes right after its anchor's. A pair stands only whole. */
async function pairedRounds(pairs: Pair[], rounds: number): Promise<void> {
  for (let round = 1; round <= rounds; round++) {
    for (const pair of pairs) {
      const anchorRun: LighthouseFigures[] = []
      if (!(await runInto(pair.anchor, 'devtools', `before-${pair.target.name}-${round}`, anchorRun))) continue
      if (await runInto(pair.target, 'devtools', String(round), pair.target.runs.devtools)) {
        pair.anchorRuns.push(anchorRun[0]!)
        pair.anchor.runs.devtools.push(anchorRun[0]!)
      }
    }
  }
}

/** Loads the photo page's image variants once, so Next's optimizer has made them before they are measured. */
async function warmPhotoAnchor(url: string): Promise<void> {
  const html = await (await fetch(url)).text()
  const sources = new Set([...html.matchAll(/(\/_next\/image\?[^\s"',]+)/g)].map((m) => m[1]!.replaceAll('&amp;', '&')))
  for (const source of sources) await (await fetch(new URL(source, url))).arrayBuffer()
}

function weightRows(page: string, html: HtmlWeight, bareHtml: HtmlWeight, js: number, bareJs: number): void {
  rows.push(
    {
      figure: `${page} HTML, bytes (gzip ${html.gzipBytes}, bare ${bareHtml.gzipBytes}; \`<style>\` tags ${html.styleTags})`,
      site: html.rawBytes,
      reference: bareHtml.rawBytes,
      goal: page === '/' ? `< ${GOALS.homeHtmlBytes}` : '—',
      pass: page === '/' ? html.rawBytes < GOALS.homeHtmlBytes : null,
    },
    {figure: `${page} JavaScript, gzip bytes`, site: js, reference: bareJs, goal: `≤ bare + ${GOALS.jsOverBareBytes}`, pass: js <= bareJs + GOALS.jsOverBareBytes},
  )
}

await mkdir(outDir, {recursive: true})
if (!values['skip-build'] || !existsSync(path.join(ROOT, 'web', E2E_DIST_DIR, 'BUILD_ID'))) {
  delete process.env.E2E_SKIP_BUILD
  await buildSite()
}
if (!values['skip-build'] || !existsSync(path.join(BARE_APP_DIR, '.next', 'BUILD_ID'))) await buildBareApp()
if (!values['skip-build'] || !existsSync(path.join(BARE_PHOTO_APP_DIR, '.next', 'BUILD_ID'))) await buildBarePhotoApp()

const MATCH_REPORT = matchReportPath()
const PAGES = ['/', '/gallery', MATCH_REPORT, '/matches/points']
/** How the table names each page (a match report's address is long: it is given under the table). */
const label = (page: string) => (page === MATCH_REPORT ? 'match report' : page)
const servers: {stop: () => Promise<void>}[] = []
const start = async <T extends {stop: () => Promise<void>}>(server: Promise<T>) => {
  const started = await server
  servers.push(started)
  return started
}
const runsOf = (name: string, url: string): Target => ({name, url, runs: {devtools: [], simulate: []}})
let bareValid = false
let targets: Target[] = []
let pairs: Pair[] = []
try {
  const bare = await start(startBareApp(await port()))
  const demo = await start(startSite(await port(), {CONTENT_DATASET_PATH: DEMO_DATASET}))
  await warmedUp(demo)
  const photo = await start(startBarePhotoApp(await port()))
  await warmPhotoAnchor(`${photo.url}/`)
  const bareTarget = runsOf('bare', `${bare.url}/`)
  const photoTarget = runsOf('bare-photo', `${photo.url}/`)
  const names = ['home', 'gallery', 'match-report', 'points']
  const pageTargets = PAGES.map((page, i) => runsOf(names[i]!, `${demo.url}${page}`))
  // A first run of each page finds its largest element, and so its anchor.
  pairs = []
  for (const [i, page] of PAGES.entries()) {
    const probe: LighthouseFigures[] = []
    await runInto(pageTargets[i]!, 'devtools', 'probe', probe)
    const anchor = probe[0]?.LCP_image ? photoTarget : bareTarget
    pairs.push({page: label(page), target: pageTargets[i]!, anchor, anchorRuns: []})
  }
  targets = [bareTarget, photoTarget, ...pageTargets]
  await pairedRounds(pairs, RUNS)
  await lighthouseRounds(targets, 'simulate', SIMULATED_RUNS)
  // The run's validity is judged on the bare page, even when every page is held to the photo page.
  if (!bareTarget.runs.devtools.length) await runInto(bareTarget, 'devtools', 'validity', bareTarget.runs.devtools)
  bareValid = bareTarget.runs.devtools.length > 0 && medianFigures(bareTarget.runs.devtools).performance >= GOALS.performance

  const bareHtml = await htmlWeight(bare.url, '/')
  const bareJs = await scriptBytes(bare.url, '/')
  for (const [i, page] of PAGES.entries()) {
    lighthouseRows(pairs[i]!)
    weightRows(label(page), await htmlWeight(demo.url, page), bareHtml, await scriptBytes(demo.url, page), bareJs)
  }

  if (!LIGHTHOUSE_ONLY) {
    // Interactions, at 4× CPU slowdown on a phone-sized page.
    for (const {name, ms, runs} of await interactionLatencies(demo.url, RUNS)) {
      rows.push({figure: `${name}: paints within, ms (runs ${runs.join('/')})`, site: ms, reference: null, goal: `≤ ${GOALS.interactionMs}`, pass: ms <= GOALS.interactionMs})
    }

    // Throughput of the prerendered home page (gzip and Brotli asked, as a browser does), on the seed
    // content the stack serves.
    const site: RunningSite = await start(startSite(await port()))
    const stack: Stack = await start(
      startStack({
        port: await port(),
        appPorts: [await port(), await port()],
        redisPort: await port(),
        distDir: E2E_DIST_DIR,
        prefix: await mkdtemp(path.join(tmpdir(), 'opl-bench-stack-')),
        // The benchmark's one client asks as fast as the stack answers: no address's allowance is that large.
        limitsExempt: ['127.0.0.1'],
      }),
    )
    await warmedUp(site)
    const [origin, bareOrigin, originClean] = await throughputPair(`${site.url}/`, `${bare.url}/`)
    rows.push({
      figure: `/ on Next's own server, req/s (bare page: reference; p99 ${origin.p99Ms} ms${originClean ? '' : '; errors'})`,
      site: origin.requestsPerSecond,
      reference: bareOrigin.requestsPerSecond,
      goal: '—',
      pass: null,
    })
    const [throughStack, alone, stackClean] = await throughputPair(`${stack.url}/`, `${site.url}/`)
    rows.push({
      figure: `/ through nginx's micro-cache, req/s (one origin alone: reference; p99 ${throughStack.p99Ms} ms)`,
      site: throughStack.requestsPerSecond,
      reference: alone.requestsPerSecond,
      goal: `≥ ${GOALS.stackVsOrigin}× origin`,
      pass: stackClean && throughStack.requestsPerSecond >= GOALS.stackVsOrigin * alone.requestsPerSecond,
    })
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()))
}

const format = (value: number | null) => (value === null ? '—' : String(value))
const table = [
  '| figure | site | bare page / reference | ratio | goal | result |',
  '|---|---:|---:|---:|---|---|',
  ...rows.map((row) => {
    const r = row.reference ? row.site / row.reference : null
    return `| ${row.figure} | ${format(row.site)} | ${format(row.reference)} | ${r === null ? '—' : `${r.toFixed(2)}×`} | ${row.goal} | ${row.pass === null ? '' : row.pass ? 'pass' : '**fail**'} |`
  }),
].join('\n')
const each = (runs: LighthouseFigures[], pick: (run: LighthouseFigures) => number) => runs.map(pick).join('/')
const runLines = targets.map(({name, runs}) =>
  [
    `- ${name}, applied throttling: performance ${each(runs.devtools, (r) => r.performance)}, FCP ${each(runs.devtools, (r) => r.FCP_ms)} ms, LCP ${each(runs.devtools, (r) => r.LCP_ms)} ms, TBT ${each(runs.devtools, (r) => r.TBT_ms)} ms`,
    runs.simulate.length
      ? `; simulated: performance ${each(runs.simulate, (r) => r.performance)}, LCP ${each(runs.simulate, (r) => r.LCP_ms)} ms (without the script files ${each(runs.simulate, (r) => r.LCP_withoutScripts_ms)}, nor the font ${each(runs.simulate, (r) => r.LCP_withoutScriptsOrFont_ms)})`
      : '',
  ].join(''),
)
const validity = bareValid
  ? `The bare page scored ≥ ${GOALS.performance} with applied throttling: the run counts.`
  : `**The bare page scored below ${GOALS.performance} with applied throttling: this machine (busy, or slower than the phone Lighthouse models) cannot judge the goals, and the run does not count.**`
const perRunText = `${validity}\n\nThe match report: ${MATCH_REPORT}.\n\nLighthouse per run:\n${runLines.join('\n')}`
const date = new Date().toISOString().slice(0, 10)
const method = `Lighthouse mobile with applied throttling (devtools), ${RUNS} pairs (anchor, then page), median of the gaps; simulated (Lantern), median of ${SIMULATED_RUNS}`
const load = LIGHTHOUSE_ONLY ? '' : `; autocannon ${CONNECTIONS} connections × ${SECONDS} s, median of ${RUNS}`
const report = `# Benchmark ${new Date().toISOString()}\n\nThe demo season beside bare Next.js pages, same machine, same run (Node ${process.version}; ${method}${load}).\n\n${table}\n\n${perRunText}\n`
console.log(`\n${table}\n\n${perRunText}\n`)
const reportFile = path.join(ROOT, 'reports', `bench-${date}${LIGHTHOUSE_ONLY ? '-lighthouse' : ''}.md`)
await writeFile(reportFile, report)
console.log(`Written to ${path.relative(ROOT, reportFile)}`)
if (!bareValid || rows.some((row) => row.pass === false)) process.exitCode = 1
