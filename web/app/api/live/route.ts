// GET /api/live: the live event stream every open page holds (one per page: components/live/live-provider.tsx).
// The stream lives in lib/live/event-stream.ts; what it carries (changes, scores) in the content layer.
import {connection} from 'next/server'
import {liveHello, subscribeLiveFeed} from '@/lib/content/live/scores-feed'
import {liveEventStream} from '@/lib/live/event-stream'

export async function GET(request: Request): Promise<Response> {
  await connection() // one stream per request, never prerendered
  return liveEventStream(request.signal, {hello: liveHello, subscribe: subscribeLiveFeed})
}
