// Graceful shutdown of Next's own server: on SIGTERM (or SIGINT) it stops accepting connections, answers
// every request still coming on an open connection with `Connection: close`, and exits once the last
// connection has closed, or after SHUTDOWN_GRACE_MS whatever is left.
//
// Next's own handler would call Node's `server.close()`, which since Node 19 also drops every idle
// keep-alive connection at once: a client that has just sent its next request on one gets a reset
// (50 of 50 connections under load, docs/security.md). So the server is started with Next's documented
// NEXT_MANUAL_SIG_HANDLE (npm start, the stack and the tests set it) and the site stops it itself. It
// reaches Next's server through Node's public diagnostics channel for incoming requests, which names the
// server and the response of each.
import {subscribe} from 'node:diagnostics_channel'
import type {Server, ServerResponse} from 'node:http'
import {Server as NetServer} from 'node:net'
import {SHUTDOWN_GRACE_MS} from '@/lib/limits'

type RequestStart = {server: Server; response: ServerResponse}

export function handleShutdownSignals(graceMs = SHUTDOWN_GRACE_MS): void {
  const servers = new Set<Server>()
  let draining = false
  subscribe('http.server.request.start', (message) => {
    const {server, response} = message as RequestStart
    servers.add(server)
    // Node closes the connection once this answer is sent, and the client knows not to reuse it.
    if (draining) response.setHeader('connection', 'close')
  })

  const drain = (signal: NodeJS.Signals) => {
    if (draining) return
    draining = true
    if (!servers.size) process.exit(0)
    console.log(`[shutdown] ${signal}: finishing open requests (at most ${graceMs / 1000} s)`)
    setTimeout(() => {
      console.warn(`[shutdown] connections still open after ${graceMs / 1000} s: exiting anyway`)
      process.exit(1)
    }, graceMs)
    let open = servers.size
    for (const server of servers) {
      // net.Server's own close: no new connections, and the callback once the open ones have closed —
      // each after its next answer, or when idle past the server's keep-alive timeout. Not
      // http.Server's close, which would also drop the idle ones a client may be sending on.
      NetServer.prototype.close.call(server, () => {
        if (--open === 0) process.exit(0)
      })
    }
  }
  process.once('SIGTERM', drain)
  process.once('SIGINT', drain)
}
