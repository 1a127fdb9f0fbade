// `*` as the request target (`OPTIONS * HTTP/1.1`: the server as a whole) is valid HTTP, but Next 16.4
// cannot parse it as an address: a bare 500 and five lines of `TypeError: Invalid URL`, before the
// proxy runs. Node's public diagnostics channel for incoming requests runs before Next is handed the
// request, so there such a target is replaced by ASTERISK_TARGET_PATH, which the proxy answers 400 with
// the security headers. nginx in the stack answers `*` itself and never passes it on.
import {subscribe} from 'node:diagnostics_channel'
import type {IncomingMessage} from 'node:http'

/** Where a `*` request goes instead; the proxy answers it 400. */
export const ASTERISK_TARGET_PATH = '/_asterisk-request-target'

export function routeAsteriskTargets(): void {
  subscribe('http.server.request.start', (message) => {
    const {request} = message as {request: IncomingMessage}
    if (request.url === '*') request.url = ASTERISK_TARGET_PATH
  })
}
