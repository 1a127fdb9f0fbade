// `npm run load`: a soak of the production build — 60 s at 100 connections over a mix of routes, after a
// 20 s warm-up —
// printing requests/s, p50/p99, errors, unexpected statuses and the server's memory after warm-up and
// at the end. Targets: 0 errors, 0 unexpected statuses, memory at the end ≤ 1.5× after warm-up.
//   npm run load -- --seconds 60 --connections 100 [--skip-build]
import {existsSync} from 'node:fs'
import {parseArgs} from 'node:util'
import path from 'node:path'
import {buildSite, startSite} from '../tests/e2e/support/site-server'
import {runLoad} from './lib/load-run'

/** Long enough for the bounded caches to fill before memory is first read. */
const WARMUP_SECONDS = 20

const {values} = parseArgs({
  options: {seconds: {type: 'string', default: '60'}, connections: {type: 'string', default: '100'}, 'skip-build': {type: 'boolean'}},
})
process.env.E2E_DIST_DIR ??= '.next-load'
const distDir = process.env.E2E_DIST_DIR
if (!values['skip-build'] || !existsSync(path.resolve('web', distDir, 'BUILD_ID'))) {
  delete process.env.E2E_SKIP_BUILD
  await buildSite()
}
const site = await startSite(3290)
try {
  // Memory is compared once the bounded caches (image variants up to 64 MiB, Next's page cache) have
  // filled: with a 3 s warm-up the growth was those caches filling (379 → 825 MiB), with 20 s it is
  // what a leak would show (726 → 825 MiB, the same plateau).
  const report = await runLoad({
    url: site.url,
    pid: site.pid,
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    warmupSeconds: WARMUP_SECONDS,
  })
  const growth = report.rssEndMiB / report.rssWarmMiB
  const unexpectedCount = Object.values(report.unexpected).reduce((a, b) => a + b, 0)
  console.table({
    'requests/s': report.requestsPerSecond,
    'latency p50 (ms)': report.p50Ms,
    'latency p99 (ms)': report.p99Ms,
    requests: report.requests,
    errors: report.errors + report.timeouts,
    'unexpected statuses': unexpectedCount,
    'memory after warm-up (MiB)': report.rssWarmMiB,
    'memory at the end (MiB)': report.rssEndMiB,
    'memory growth': `${growth.toFixed(2)}× (target ≤ 1.5×)`,
  })
  if (unexpectedCount) console.log('Unexpected:', report.unexpected)
  const ok = report.errors + report.timeouts === 0 && unexpectedCount === 0 && growth <= 1.5
  console.log(ok ? 'All targets met.' : 'Targets missed.')
  process.exitCode = ok ? 0 : 1
} finally {
  await site.stop()
}
