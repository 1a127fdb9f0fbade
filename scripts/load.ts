// `npm run load`: a soak of the production build — 60 s at 100 connections over a mix of routes, after a
// 20 s warm-up — printing requests/s, p50/p99, errors, unexpected statuses and the server's memory after
// warm-up and at the end; then the same mix for 10 s beside SLOW_CLIENTS connections that never finish
// their headers; then SIGTERM under SHUTDOWN_CLIENTS keep-alive clients. Targets: 0 errors, 0 unexpected
// statuses, memory at the end ≤ 1.5× after warm-up; beside the slow clients 0 errors; no request the
// server accepted fails during the shutdown, and it exits within SHUTDOWN_GRACE_MS; then the live run
// (scripts/lib/live-load.ts): 500 open pages on one server, each ball reaching them all within 2 s at p95.
//   npm run load -- --seconds 60 --connections 100 [--skip-build] [--live-only]
import {existsSync} from 'node:fs'
import {parseArgs} from 'node:util'
import path from 'node:path'
import {freePort} from '../tests/e2e/support/sandbox'
import {buildSite, startSite} from '../tests/e2e/support/site-server'
import {SHUTDOWN_GRACE_MS} from '../web/lib/limits'
import {liveLoadRun} from './lib/live-load'
import {runLoad} from './lib/load-run'
import {shutdownUnderLoad} from './lib/shutdown-run'
import {startSlowClients} from './lib/slow-clients'

/** Long enough for the bounded caches to fill before memory is first read. */
const WARMUP_SECONDS = 20
/** Connections that send a header line a second and never finish: each holds a socket open. */
const SLOW_CLIENTS = 200
const SLOW_CLIENT_SECONDS = 10
/** Keep-alive clients asking while the server is told to stop. */
const SHUTDOWN_CLIENTS = 50

const {values} = parseArgs({
  options: {seconds: {type: 'string', default: '60'}, connections: {type: 'string', default: '100'}, 'skip-build': {type: 'boolean'}, 'live-only': {type: 'boolean'}},
})
process.env.E2E_DIST_DIR ??= '.next-load'
const distDir = process.env.E2E_DIST_DIR
if (!values['skip-build'] || !existsSync(path.resolve('web', distDir, 'BUILD_ID'))) {
  delete process.env.E2E_SKIP_BUILD
  await buildSite()
}
if (values['live-only']) process.exit((await liveLoadRun()) ? 0 : 1)
const site = await startSite(await freePort())
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
  const soakOk = report.errors + report.timeouts === 0 && unexpectedCount === 0 && growth <= 1.5

  const slow = await startSlowClients(site.url, SLOW_CLIENTS)
  const beside = await runLoad({url: site.url, pid: site.pid, seconds: SLOW_CLIENT_SECONDS, connections: Number(values.connections), warmupSeconds: 1})
  const cutOff = slow.closedByServer()
  slow.end()
  console.log(`\nBeside ${SLOW_CLIENTS} slow clients (a header line a second, never finished), ${SLOW_CLIENT_SECONDS} s:`)
  console.table({
    'requests/s': beside.requestsPerSecond,
    'latency p50 (ms)': beside.p50Ms,
    'latency p99 (ms)': beside.p99Ms,
    errors: beside.errors + beside.timeouts,
    'slow clients cut off by the server': cutOff,
  })
  const slowOk = beside.errors + beside.timeouts === 0

  const shutdown = await shutdownUnderLoad({url: site.url, path: '/', clients: SHUTDOWN_CLIENTS, beforeMs: 3_000, afterMs: 3_000, stop: site.stop})
  console.log(`\nSIGTERM under ${SHUTDOWN_CLIENTS} keep-alive clients:`)
  console.table({
    answered: shutdown.answered,
    'failed on accepted connections': shutdown.failed,
    'new connections reset unaccepted': shutdown.unanswered,
    'answers with Connection: close': shutdown.closeHeaders,
    'exit after (ms)': shutdown.exitMs,
  })
  if (shutdown.failures.length) console.log('Failures:', shutdown.failures)
  const shutdownOk = shutdown.failed === 0 && shutdown.exitMs < SHUTDOWN_GRACE_MS

  const ok = soakOk && slowOk && shutdownOk
  console.log(ok ? 'All targets met.' : 'Targets missed.')
  process.exitCode = ok ? 0 : 1
} finally {
  await site.stop()
}
if (!(await liveLoadRun())) process.exitCode = 1
