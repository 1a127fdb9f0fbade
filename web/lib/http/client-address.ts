// The address of the client a request comes from, for caps counted per client (the live streams'
// LIVE_MAX_CONNECTIONS_PER_ADDRESS). Next hands a route no socket, so Node's public
// `http.server.request.start` diagnostics channel, which runs before Next is handed the request, writes it
// into CLIENT_ADDRESS_HEADER, replacing whatever a client sent under that name. The peer's own address,
// except for a peer at this machine's own address (127.0.0.1, ::1) that names a client in X-Real-IP:
// nginx in front (deploy/nginx.conf sets it from the connection it accepted).
import {subscribe} from 'node:diagnostics_channel'
import {isIPv4, isIPv6} from 'node:net'
import type {IncomingMessage} from 'node:http'

/** The request header that carries the client's address to the routes; never the client's own. */
export const CLIENT_ADDRESS_HEADER = 'x-opl-client-address'

/** The address routes see when the header is missing (a request not made through Node's server). */
const UNKNOWN_CLIENT = 'unknown'

/** The addresses nginx reaches the servers from when it runs on the same machine (deploy/nginx.conf). */
const LOCAL_PROXY = /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/

/** The client's address for a request from `peer` carrying `realIp` (X-Real-IP), if any. */
export function clientAddressOf(peer: string | undefined, realIp: string | string[] | undefined): string {
  const named = typeof realIp === 'string' ? realIp.trim() : undefined
  if (peer && LOCAL_PROXY.test(peer) && named && (isIPv4(named) || isIPv6(named))) return named
  return peer ?? UNKNOWN_CLIENT
}

/** Writes each request's client address into CLIENT_ADDRESS_HEADER before Next reads its headers. */
export function stampClientAddress(): void {
  subscribe('http.server.request.start', (message) => {
    const {request} = message as {request: IncomingMessage}
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(request.socket.remoteAddress, request.headers['x-real-ip'])
  })
}

/** The client's address as stamped on a request's headers. */
export const clientAddress = (headers: Headers): string => headers.get(CLIENT_ADDRESS_HEADER) ?? UNKNOWN_CLIENT
