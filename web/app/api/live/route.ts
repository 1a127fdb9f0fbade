// GET /api/live: the live event stream every open page holds (one per page: components/live/live-provider.tsx),
// admitted per server and per client address; HEAD: its headers alone, holding nothing.
// The stream lives in lib/live/event-stream.ts; what it carries (changes, scores) in the content layer.
import {connection} from 'next/server'
import {liveHello, subscribeLiveFeed} from '@/lib/content/live/scores-feed'
import {clientAddress} from '@/lib/http/client-address'
import {LIVE_MAX_CONNECTIONS} from '@/lib/limits'
import {liveEventStream, liveHead} from '@/lib/live/event-stream'

export async function GET(request: Request): Promise<Response> {
  await connection() // one stream per request, never prerendered
  return liveEventStream(request.signal, {hello: liveHello, subscribe: subscribeLiveFeed}, LIVE_MAX_CONNECTIONS, {address: clientAddress(request.headers)})
}

// A HEAD of its own: for a route without one Next runs GET and drops the body, and a stream it opened
// that way is never cancelled, so its counted place would be held for good.
export async function HEAD(): Promise<Response> {
  await connection()
  return liveHead()
}
