// Graceful shutdown of Next's own server: on SIGTERM (or SIGINT) it stops accepting connections, answers
// every request still coming on an open connection with `Connection: close`, and exits once the last
// connection has closed, or after SHUTDOWN_GRACE_MS whatever is left.
//
// Next's own handler would call Node's `server.close()`, which since Node 19 also drops every idle
// keep-alive connection at once: a client that has just sent its next request on one gets a reset
// (every one under load: docs/reports/2026-11-28-security.md). So the server is started with Next's documented
// NEXT_MANUAL_SIG_HANDLE (npm start, the stack and the tests set it) and the site stops it itself. It
// reaches Next's server through Node's public diagnostics channel for incoming requests, which names the
// server and the response of each.
import {subscribe} from 'node:diagnostics_channel'
import type {Server, ServerResponse} from 'node:http'
import {Server as NetServer} from 'node:net'
import {SHUTDOWN_GRACE_MS} from '@/lib/limits'

type RequestStart = {server: Server; response: ServerResponse}

/** On globalThis: the routes that register (the live event stream) are bundled apart from the
 * instrumentation that installs the handler. */
const STOPPING_HOOKS = Symbol.for('opl.shutdown-hooks')

function stoppingHooks(): Set<() => void> {
  const scope = globalThis as {[STOPPING_HOOKS]?: Set<() => void>}
  return (scope[STOPPING_HOOKS] ??= new Set())
}

/** Runs `close` when the server starts to stop: an answer that stays open on purpose (a live event
 * stream) ends itself, so the exit is not held for the whole grace. Returns the function that removes it. */
export function onServerStopping(close: () => void): () => void {
  const hooks = stoppingHooks()
  hooks.add(close)
  return () => void hooks.delete(close)
}

/** Tells everything registered with onServerStopping that the server is stopping. */
export function serverStopping(): void {
  for (const close of [...stoppingHooks()]) close()
}

/** After the stop, a connection still idle this long is closed: its client has stopped sending (one
 * that was about to has done so by now and been answered with `Connection: close`). Without it an idle
 * keep-alive connection (a browser's, a test's fetch) would hold the exit for the server's whole
 * keep-alive timeout. */
const IDLE_CLOSE_AFTER_MS = 1_000

export function handleShutdownSignals(graceMs = SHUTDOWN_GRACE_MS): void {
  const servers = new Set<Server>()
  /** Answers under way, so those begun before the stop can still be told to close their connection. */
  const inFlight = new Set<ServerResponse>()
  let draining = false
  // Node closes the connection once such an answer is sent, and the client knows not to reuse it.
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close')
  }
  subscribe('http.server.request.start', (message) => {
    const {server, response} = message as RequestStart
    servers.add(server)
    if (draining) return closeAfter(response)
    inFlight.add(response)
    response.once('close', () => inFlight.delete(response))
  })

  const drain = (signal: NodeJS.Signals) => {
    if (draining) return
    draining = true
    if (!servers.size) process.exit(0)
    for (const response of inFlight) closeAfter(response)
    serverStopping()
    console.log(`[shutdown] ${signal}: finishing open requests (at most ${graceMs / 1000} s)`)
    setTimeout(() => {
      console.warn(`[shutdown] connections still open after ${graceMs / 1000} s: exiting anyway`)
      process.exit(1)
    }, graceMs)
    let open = servers.size
    for (const server of servers) {
      // net.Server's own close: no new connections, and the callback once the open ones have closed —
      // each after its next answer, or when idle. Not http.Server's close, which would at once drop
      // the idle ones, on which a client under load has often just sent its next request.
      NetServer.prototype.close.call(server, () => {
        if (--open === 0) process.exit(0)
      })
    }
    setTimeout(() => {
      for (const server of servers) server.closeIdleConnections()
    }, IDLE_CLOSE_AFTER_MS)
  }
  process.once('SIGTERM', drain)
  process.once('SIGINT', drain)
}
