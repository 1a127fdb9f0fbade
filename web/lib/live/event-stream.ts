// GET /api/live: one server-sent event stream per open page. It opens with `hello` (the content's current
// version and the scores as they stand), then sends `change` (version, expired cache tags, and the scores
// when it moved one) each time this server announces a change, and a comment line every LIVE_KEEPALIVE_MS
// so proxies (nginx's read timeout) and browsers keep it open. At most LIVE_MAX_CONNECTIONS at once, and
// LIVE_MAX_CONNECTIONS_PER_ADDRESS for one client address (429 with Retry-After past either: shed load,
// never a server fault, so no proxy takes the server out of rotation for it); closed when the client
// leaves, when it stops reading, and when the server stops. A HEAD is answered by liveHead(): headers, no
// stream, nothing counted. What it carries comes from the content layer (lib/content/live/scores-feed.ts).
import {onServerStopping} from '../http/graceful-shutdown'
import {LIVE_MAX_CONNECTIONS, LIVE_MAX_CONNECTIONS_PER_ADDRESS, LIVE_MAX_QUEUED_EVENTS} from '../limits'
import {admitLiveStream, openLiveStreamsOf, type LiveChange} from './hub'
import type {LiveScores} from './scores'

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

export type Hello = {version: string; scores: LiveScores}
export type StreamedChange = LiveChange & {scores?: LiveScores}

/** Where a stream's events come from: its hello, and the changes after it. */
export type LiveFeed = {hello: () => Promise<Hello>; subscribe: (listener: (change: StreamedChange) => void) => () => void}

/** One event in the SSE wire format. */
export const sseEvent = (name: 'hello' | 'change', data: Hello | StreamedChange): string => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`

/** Who asks for a stream, and how many one address may hold (lib/http/client-address.ts names it). */
export type LiveClient = {address: string; perAddress?: number}

const refused = (text: string) =>
  new Response(`${text}: try again in ${LIVE_FULL_RETRY_AFTER_SECONDS} s.`, {
    status: 429,
    headers: {'content-type': 'text/plain; charset=utf-8', 'retry-after': String(LIVE_FULL_RETRY_AFTER_SECONDS), 'cache-control': 'no-store'},
  })

/** HEAD /api/live: the stream's headers and no stream, so nothing is held or counted. */
export const liveHead = (): Response => new Response(null, {headers: LIVE_STREAM_HEADERS})

/** The stream for one page; `signal` is the request's, aborted when the client goes away. */
export function liveEventStream(signal: AbortSignal, feed: LiveFeed, max = LIVE_MAX_CONNECTIONS, client: LiveClient = {address: ''}): Response {
  const perAddress = client.perAddress ?? LIVE_MAX_CONNECTIONS_PER_ADDRESS
  const release = admitLiveStream(max, client.address, perAddress)
  if (!release) {
    return openLiveStreamsOf(client.address) >= perAddress
      ? refused('Too many live connections from your address')
      : refused('Too many live connections on this server')
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
      // Changes that come while the hello is made wait for it, so none is lost between the two.
      let waiting: StreamedChange[] | null = []
      cleanUps.push(feed.subscribe((change) => (waiting ? waiting.push(change) : send(sseEvent('change', change)))))
      feed.hello().then(
        (hello) => {
          send(`retry: ${LIVE_RETRY_MS}\n${sseEvent('hello', hello)}`)
          for (const change of waiting ?? []) if (change.version !== hello.version) send(sseEvent('change', change))
          waiting = null
        },
        (error: unknown) => {
          console.warn('[live] a stream closed before its hello:', error)
          close()
        },
      )
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
