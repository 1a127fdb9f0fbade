// GET /api/live: the live event stream every open page holds (one per page: components/live/live-provider.tsx).
// The stream lives in lib/live/event-stream.ts; what it carries (changes, scores) in the content layer.
import {liveHello, subscribeLiveFeed} from '@/lib/content/live/scores-feed'
import {liveEventStream} from '@/lib/live/event-stream'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  return liveEventStream(request.signal, {hello: liveHello, subscribe: subscribeLiveFeed})
}
