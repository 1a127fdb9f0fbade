// One Lighthouse run (mobile, Moto G power) in Debian's Chromium, reduced to the figures the goals name.
// Two ways to throttle: 'devtools' applies the mobile profile's network and CPU throttling to the real
// load, so first paint and LCP are what a phone on slow 4G would see; 'simulate' (Lighthouse's default,
// Lantern) loads unthrottled and estimates, counting into LCP every request finished before the paint
// (GoogleChrome/lighthouse#16539), so it is reported for reference only. Used by `npm run bench`.
import {spawn} from 'node:child_process'
import {readFile} from 'node:fs/promises'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/support/browser'
import {ROOT} from '../../tests/e2e/support/site-server'
import {lcpWhatIf} from './lcp-what-if'

export type LighthouseFigures = {
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  LCP_ms: number
  FCP_ms: number
  TBT_ms: number
  CLS: number
  /** Total main-thread work (Lighthouse's "Minimize main-thread work"), ms. */
  mainThread_ms: number
  /** Script evaluation within it, ms. */
  scriptEval_ms: number
  /** 1 when the page's largest element (LCP) is an image, else 0 (a number, so medianFigures takes it). */
  LCP_image: number
  /** Simulated runs only (NaN otherwise): the same simulated LCP without the page's script files, then
   * without those and the web font (scripts/lib/lcp-what-if.ts): what they add to LCP as Lantern counts it. */
  LCP_withoutScripts_ms: number
  LCP_withoutScriptsOrFont_ms: number
}

export type Throttling = 'devtools' | 'simulate'

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again, up to 3 times. */
const ATTEMPTS = 3

export async function runLighthouse(url: string, outputJson: string, throttling: Throttling): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, outputJson, throttling)
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
      console.warn(`${(error as Error).message}; trying again (${attempt + 1} of ${ATTEMPTS})`)
    }
  }
}

async function runOnce(url: string, outputJson: string, throttling: Throttling): Promise<LighthouseFigures> {
  // The recorded trace and network log of a simulated run, kept beside the report for lcpWhatIf.
  const artifactsDir = outputJson.replace(/\.json$/, '.artifacts')
  const simulated = throttling === 'simulate'
  // Spawned, not spawnSync: servers the caller runs in this process keep answering meanwhile.
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      'npx',
      ['--no-install', 'lighthouse', url, '--quiet', '--output=json', `--output-path=${outputJson}`, ...(simulated ? [`-GA=${artifactsDir}`] : []),
        '--only-categories=performance,accessibility,best-practices,seo', `--throttling-method=${throttling}`,
        `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`],
      {cwd: ROOT, env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, stdio: 'inherit'},
    )
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (status !== 0) throw new Error(`lighthouse failed on ${url}`)
  const report = JSON.parse(await readFile(outputJson, 'utf8'))
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.code}`)
  // A metric Lighthouse could not compute leaves the performance score empty: a failed run, not a 0.
  const missing = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].filter(
    (id) => typeof report.audits[id]?.numericValue !== 'number',
  )
  if (missing.length || report.categories.performance.score === null) throw new Error(`lighthouse on ${url} could not measure ${missing.join(', ') || 'performance'}`)
  const score = (id: string) => Math.round(report.categories[id].score * 100)
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN
  const breakdown: {group: string; duration: number}[] = report.audits['mainthread-work-breakdown']?.details?.items ?? []
  const lcpNode = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  const whatIf = simulated ? await lcpWhatIf(artifactsDir) : {withoutScripts: NaN, withoutScriptsOrFont: NaN}
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    LCP_ms: Math.round(audit('largest-contentful-paint')),
    FCP_ms: Math.round(audit('first-contentful-paint')),
    TBT_ms: Math.round(audit('total-blocking-time')),
    CLS: +audit('cumulative-layout-shift').toFixed(3),
    mainThread_ms: Math.round(audit('mainthread-work-breakdown')),
    scriptEval_ms: Math.round(breakdown.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0),
    LCP_image: /^<img\b/.test(lcpNode?.snippet ?? '') ? 1 : 0,
    LCP_withoutScripts_ms: whatIf.withoutScripts,
    LCP_withoutScriptsOrFont_ms: whatIf.withoutScriptsOrFont,
  }
}

/** The median of several readings (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The median of each figure over several runs (scores vary a little from run to run). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as LighthouseFigures
}
