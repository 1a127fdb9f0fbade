// GET /api/live/scores: every match's score line as JSON, for the live islands (components/live). The
// pages ask at `?v=<version>`, one address per version (lib/live/scores.ts), so a proxy may cache each;
// the answer itself is computed once per change on this server (lib/content/live/live-scores.ts).
import {getLiveScores} from '@/lib/content/live/live-scores'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  return Response.json(await getLiveScores(), {headers: {'Cache-Control': 'no-store'}})
}
