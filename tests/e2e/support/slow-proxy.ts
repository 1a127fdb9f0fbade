// A proxy in front of the site that sends every HTML document in small pieces with a pause between
// them, as a slow connection or a busy server does: the browser has parsed, and may paint, only part
// of the page at a time. Everything else passes through untouched.
import http from 'node:http'
import type {AddressInfo} from 'node:net'
import {Readable} from 'node:stream'
import type {ReadableStream as NodeReadableStream} from 'node:stream/web'

/** Bytes per piece and the pause after each (about 20 KB/s). */
const PIECE_BYTES = 2_048
const PAUSE_MS = 100

export async function startSlowHtmlProxy(target: string): Promise<{origin: string; close: () => Promise<void>}> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', target), {
      headers: {accept: request.headers.accept ?? '*/*'},
      redirect: 'manual',
    })
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name)),
    )
    response.writeHead(upstream.status, headers)
    // Anything but HTML passes as it comes (the live event stream never ends).
    if (!upstream.headers.get('content-type')?.startsWith('text/html')) {
      if (!upstream.body) return void response.end()
      return void Readable.fromWeb(upstream.body as NodeReadableStream).pipe(response)
    }
    const body = Buffer.from(await upstream.arrayBuffer())
    for (let start = 0; start < body.length; start += PIECE_BYTES) {
      response.write(body.subarray(start, start + PIECE_BYTES))
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
