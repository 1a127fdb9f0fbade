// A request to a local test server that reports the answer as it came over the wire: status, headers and
// the body's bytes undecoded (fetch would decompress them and hide the encoding), for the e2e suite's
// compression and stack tests.
import {request} from 'node:http'
import {connect} from 'node:net'
import {WEBHOOK_MAX_BODY_BYTES} from '../../../web/lib/limits'

export type RawReply = {status: number; header: (name: string) => string | null; bytes: Buffer}

/** `from`: the client's own address (any 127.x.y.z on Linux), to be another client than the test's. */
export function rawRequest(
  port: number,
  path: string,
  {method = 'GET', headers = {}, from}: {method?: string; headers?: Record<string, string>; from?: string} = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request({host: '127.0.0.1', port, path, method, headers, localAddress: from}, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const header = (name: string) => {
          const value = res.headers[name.toLowerCase()]
          return value === undefined ? null : String(value)
        }
        resolve({status: res.statusCode!, header, bytes: Buffer.concat(chunks)})
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** The head (status line and headers, lower-cased) of the answer to a request line sent as it is, for
 * targets an HTTP client would not send (`*`). */
export function rawRequestHead(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let reply = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')))
    socket.on('end', () => resolve(reply.split('\r\n\r\n')[0]!.toLowerCase()))
    socket.on('error', reject)
  })
}

/** `count` webhook uploads that announce half the largest body the webhook takes, send a few bytes and
 * are dropped mid-body. */
export async function dropUploads(port: number, count: number): Promise<void> {
  await Promise.all(
    Array.from({length: count}, () =>
      new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`POST /api/revalidate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${WEBHOOK_MAX_BODY_BYTES / 2}\r\n\r\n{"_type":`)
          setTimeout(() => (socket.destroy(), resolve()), 300)
        })
        socket.on('error', () => resolve())
      }),
    ),
  )
}
