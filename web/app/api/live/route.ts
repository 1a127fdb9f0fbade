// GET /api/live: the live event stream every open page holds (one per page: components/live/live-provider.tsx).
// The stream itself lives in lib/live/event-stream.ts; the changes it carries come from the content layer.
import {liveEventStream} from '@/lib/live/event-stream'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  return liveEventStream(request.signal)
}
