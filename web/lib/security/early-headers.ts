// Every answer of Next's own server carries the security headers, also those Next writes before any of
// the site's code runs: its redirects for a trailing slash or repeated slashes (`/news/`, `//news`), which
// neither next.config's `headers()` nor the proxy sees. Node's public `http.server.request.start`
// diagnostics channel hands over each response before Next is handed the request; headers set on it then
// stay unless Next's `headers()` or the proxy writes the same header (a draft preview's wider CSP).
import {subscribe} from 'node:diagnostics_channel'
import type {ServerResponse} from 'node:http'
import {fixedSecurityHeaders} from './headers'
import {responseHeaders} from './response-headers'

export function writeSecurityHeadersFirst(): void {
  const headers = [...fixedSecurityHeaders(), ...responseHeaders('none')]
  subscribe('http.server.request.start', (message) => {
    const {response} = message as {response: ServerResponse}
    for (const {key, value} of headers) response.setHeader(key, value)
  })
}
