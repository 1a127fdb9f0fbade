// GET /api/live: one server-sent event stream per open page. It opens with `hello` (the content's current
// version), then sends `change` (version and expired cache tags) each time this server announces a change,
// and a comment line every LIVE_KEEPALIVE_MS so proxies (nginx's read timeout) and browsers keep it open.
// At most LIVE_MAX_CONNECTIONS at once (503 with Retry-After past it); closed when the client leaves, when
// it stops reading, and when the server stops.
import {onServerStopping} from '../http/graceful-shutdown'
import {LIVE_MAX_CONNECTIONS, LIVE_MAX_QUEUED_EVENTS} from '../limits'
import {admitLiveStream, currentLiveVersion, subscribeLiveChanges, type LiveChange} from './hub'

/** A comment this often: well under the read timeout of the proxy in front (deploy/nginx.conf). */
export const LIVE_KEEPALIVE_MS = 15_000

/** What the browser waits before connecting again after the stream ends (the SSE `retry` field). */
export const LIVE_RETRY_MS = 2_000

/** The Retry-After of a refused stream, in seconds. */
export const LIVE_FULL_RETRY_AFTER_SECONDS = 30

export const LIVE_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: Next's own compression (npm start, no proxy) would hold events back to fill its blocks.
  'cache-control': 'no-store, no-transform',
  // nginx's own switch for this answer: pass each event on as it comes (deploy/nginx.conf says so too).
  'x-accel-buffering': 'no',
}

/** One event in the SSE wire format. */
export const sseEvent = (name: 'hello' | 'change', data: {version: string} | LiveChange): string => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`

/** The stream for one page; `signal` is the request's, aborted when the client goes away. */
export function liveEventStream(signal: AbortSignal, max = LIVE_MAX_CONNECTIONS): Response {
  const release = admitLiveStream(max)
  if (!release) {
    return new Response(`Too many live connections on this server: try again in ${LIVE_FULL_RETRY_AFTER_SECONDS} s.`, {
      status: 503,
      headers: {'content-type': 'text/plain; charset=utf-8', 'retry-after': String(LIVE_FULL_RETRY_AFTER_SECONDS), 'cache-control': 'no-store'},
    })
  }
  const encoder = new TextEncoder()
  let close = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
      const cleanUps: Array<() => void> = [release]
      close = () => {
        if (closed) return
        closed = true
        for (const cleanUp of cleanUps) cleanUp()
        try {
          controller.close()
        } catch {
          // already cancelled by the client
        }
      }
      const send = (text: string) => {
        if (closed) return
        // A client that stopped reading: end its stream rather than hold its backlog.
        if ((controller.desiredSize ?? 0) < -LIVE_MAX_QUEUED_EVENTS) return close()
        controller.enqueue(encoder.encode(text))
      }
      send(`retry: ${LIVE_RETRY_MS}\n${sseEvent('hello', {version: currentLiveVersion()})}`)
      cleanUps.push(subscribeLiveChanges((change) => send(sseEvent('change', change))))
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), LIVE_KEEPALIVE_MS)
      cleanUps.push(() => clearInterval(keepAlive))
      cleanUps.push(onServerStopping(() => close()))
      if (signal.aborted) return close()
      signal.addEventListener('abort', () => close(), {once: true})
    },
    cancel() {
      close()
    },
  })
  return new Response(body, {headers: LIVE_STREAM_HEADERS})
}
