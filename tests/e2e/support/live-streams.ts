// Live streams (/api/live) opened over raw HTTP from a chosen client address, for the hostile-input specs:
// each resolves with the status and, for a stream, its first bytes, and can be closed.
import {request} from 'node:http'

export type OpenedStream = {status: number; retryAfter: string | null; first: string; close: () => void}

/** One GET (or HEAD) of /api/live at `base` from `from` (any 127.x.y.z); a stream resolves on its first
 * bytes and stays open until `close`. */
export function openStream(base: string, {from, method = 'GET', headers = {}}: {from?: string; method?: string; headers?: Record<string, string>} = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/live`, {method, localAddress: from, agent: false, headers: {accept: 'text/event-stream', ...headers}}, (res) => {
      const close = () => req.destroy()
      const answer = (first: string) => resolve({status: res.statusCode!, retryAfter: res.headers['retry-after'] ?? null, first, close})
      if (method === 'HEAD' || res.statusCode !== 200) {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => answer(body))
        return
      }
      res.setEncoding('utf8')
      res.once('data', (chunk: string) => answer(chunk))
    })
    req.on('error', reject)
    req.setTimeout(10_000, () => req.destroy(new Error('no answer from /api/live within 10 s')))
    req.end()
  })
}
