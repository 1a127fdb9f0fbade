// `npm run load`: a soak of the production build — 60 s at 100 connections over a mix of routes, after a
// 20 s warm-up — printing requests/s, p50/p99, errors, unexpected statuses and the server's memory after
// warm-up and at the end; then the same mix for 10 s beside SLOW_CLIENTS connections that never finish
// their headers; then SIGTERM under SHUTDOWN_CLIENTS keep-alive clients. Targets: 0 errors, 0 unexpected
// statuses, memory at the end ≤ 1.5× after warm-up; beside the slow clients 0 errors; no request the
// server accepted fails during the shutdown, and it exits within SHUTDOWN_GRACE_MS.
// Then the production stack (nginx, two servers, Redis: scripts/lib/stack.ts) under slowloris: SLOWLORIS
// connections from one address, each a half-sent request opened again as nginx closes it, while a
// visitor from another address asks for pages; and slow webhook bodies. Targets: every page the visitor
// asks for is a 200, the attacker holds at most CONNECTIONS_PER_ADDRESS, each upload past
// WEBHOOK_CONNECTIONS_PER_ADDRESS is refused at once and the others are cut at the body timeout.
// Then the live run (scripts/lib/live-load.ts): 500 open pages on one server, each ball reaching them all
// within 2 s at p95.
//   npm run load -- --seconds 60 --connections 100 [--skip-build] [--stack-only] [--live-only]
import {existsSync} from 'node:fs'
import {mkdtemp} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {freePort} from '../tests/e2e/support/sandbox'
import {buildSite, startSite} from '../tests/e2e/support/site-server'
import {SHUTDOWN_GRACE_MS} from '../web/lib/limits'
import {liveLoadRun} from './lib/live-load'
import {runLoad} from './lib/load-run'
import {shutdownUnderLoad} from './lib/shutdown-run'
import {forkSlowClients, slowUploads, startSlowClients, visitor} from './lib/slow-clients'
import {NGINX_SETTINGS, startStack} from './lib/stack'
import {commandLine} from './lib/command-line'

const USAGE = `
Usage: npm run load [-- options]

A soak of the production build, then slow clients, a shutdown under load, the stack under slowloris and
the live run; prints each run's figures against its targets.
  --seconds <n>      seconds of the soak (default 60)
  --connections <n>  connections of the soak (default 100)
  --skip-build       reuse the last build
  --stack-only       the stack's runs alone
  --live-only        the live run alone
  --help             this text
`

/** Long enough for the bounded caches to fill before memory is first read. */
const WARMUP_SECONDS = 20
/** Connections that send a header line a second and never finish: each holds a socket open. */
const SLOW_CLIENTS = 200
const SLOW_CLIENT_SECONDS = 10
/** Keep-alive clients asking while the server is told to stop. */
const SHUTDOWN_CLIENTS = 50
/** Slowloris on the stack: half-sent requests from one address, and how long the visitor asks beside
 * them (after as long alone), a page every VISITOR_EVERY_MS (a brisk reader, within PAGE_RATE). */
const SLOWLORIS = 2_100
const SLOWLORIS_SECONDS = 30
const VISITOR_EVERY_MS = 100
const VISITOR_PAGES = ['/', '/news', '/participation/teams', '/matches/schedules', '/gallery', '/about']
/** Slow webhook bodies from one address: a byte every SLOW_BODY_BYTE_MS. */
const SLOW_UPLOADS = 100
const SLOW_BODY_BYTE_MS = 9_000

const {values} = commandLine(USAGE, {
  seconds: {type: 'string', default: '60'},
  connections: {type: 'string', default: '100'},
  'skip-build': {type: 'boolean'},
  'stack-only': {type: 'boolean'},
  'live-only': {type: 'boolean'},
})
process.env.E2E_DIST_DIR ??= '.next-load'
const distDir = process.env.E2E_DIST_DIR
if (!values['skip-build'] || !existsSync(path.resolve('web', distDir, 'BUILD_ID'))) {
  delete process.env.E2E_SKIP_BUILD
  await buildSite()
}
/** The soak, the slow clients and the shutdown on one bare server; whether every target was met. */
async function bareServer(): Promise<boolean> {
  const site = await startSite(await freePort())
  try {
    // Memory is compared once the bounded caches (image variants, Next's page cache) have filled: the
    // warm-up is long enough that growth after it is what a leak would show, not those caches filling.
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
    const cutOff = slow.counts().closedByServer
    await slow.end()
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

    return soakOk && slowOk && shutdownOk
  } finally {
    await site.stop()
  }
}

/** Slowloris and slow webhook bodies against the stack; whether every target was met. */
async function stackUnderSlowClients(): Promise<boolean> {
  const stack = await startStack({
    port: await freePort(),
    appPorts: [await freePort(), await freePort()],
    redisPort: await freePort(),
    distDir,
    prefix: await mkdtemp(path.join(tmpdir(), 'opl-load-stack-')),
    // The gallery's photos made ahead at start would be the CPU's work in the visitor's first seconds.
    env: {IMAGE_WARM: 'off'},
  })
  try {
    const alone = await visitor(stack.url, VISITOR_PAGES, {ms: 10_000, everyMs: VISITOR_EVERY_MS})
    const attacker = await forkSlowClients(stack.url, SLOWLORIS, {localAddress: '127.0.0.2', reopen: true})
    const beside = await visitor(stack.url, VISITOR_PAGES, {ms: SLOWLORIS_SECONDS * 1000, everyMs: VISITOR_EVERY_MS})
    const attack = attacker.counts()
    await attacker.end()
    const uploads = await slowUploads(Number(new URL(stack.url).port), {count: SLOW_UPLOADS, bodyBytes: 200, byteEveryMs: SLOW_BODY_BYTE_MS, localAddress: '127.0.0.3', giveUpMs: SLOW_BODY_BYTE_MS + 5_000})
    const errorLog = await stack.errorLog()
    const limit = Number(NGINX_SETTINGS.CONNECTIONS_PER_ADDRESS)
    const bodyTimeoutMs = Number.parseInt(NGINX_SETTINGS.CLIENT_BODY_TIMEOUT, 10) * 1000
    const admitted = uploads.filter((upload) => upload.status === null)
    const refused = uploads.filter((upload) => upload.status === 429)
    const statuses = (report: typeof alone) => Object.entries(report.statuses).map(([status, n]) => `${n} × ${status}`).join(', ')
    console.log(`\nThe stack: a visitor (a page every ${VISITOR_EVERY_MS} ms), alone for 10 s, then ${SLOWLORIS_SECONDS} s beside ${SLOWLORIS} half-sent requests from one address, each opened again as nginx closes it:`)
    console.table({
      alone: {answers: statuses(alone), failures: alone.failures, 'p50 (ms)': alone.p50Ms, 'slowest (ms)': alone.maxMs},
      'beside slowloris': {answers: statuses(beside), failures: beside.failures, 'p50 (ms)': beside.p50Ms, 'slowest (ms)': beside.maxMs},
    })
    console.table({
      'attacker: connections made': attack.opened,
      'attacker: closed by nginx': attack.closedByServer,
      [`attacker: most held at once (limit ${limit})`]: attack.mostHeld,
      [`${SLOW_UPLOADS} slow webhook bodies: refused at once (429)`]: refused.length,
      'slow webhook bodies: admitted': admitted.length,
      'slow webhook bodies: admitted ones cut after (ms, longest)': Math.max(0, ...admitted.map((upload) => upload.ms)),
      "nginx: 'worker_connections are not enough'": errorLog.split('worker_connections are not enough').length - 1,
    })
    const visitorOk = beside.failures === 0 && Object.keys(beside.statuses).every((status) => status === '200')
    const uploadsOk = admitted.length <= Number(NGINX_SETTINGS.WEBHOOK_CONNECTIONS_PER_ADDRESS) && admitted.length + refused.length === SLOW_UPLOADS && admitted.every((upload) => upload.ms < bodyTimeoutMs + 2_000)
    return visitorOk && attack.mostHeld <= limit && uploadsOk
  } finally {
    await stack.stop()
  }
}

if (values['live-only']) process.exit((await liveLoadRun()) ? 0 : 1)
const ok = (values['stack-only'] || (await bareServer())) && (await stackUnderSlowClients())
const liveOk = values['stack-only'] || (await liveLoadRun())
console.log(ok && liveOk ? 'All targets met.' : 'Targets missed.')
process.exitCode = ok && liveOk ? 0 : 1
