// GET /api/health: 200 with the backend and content version while content can be read, 503 when not.
import {connection} from 'next/server'
import {contentHealth} from '@/lib/content/health'

export async function GET(): Promise<Response> {
  await connection() // asked per request, never prerendered
  const health = await contentHealth()
  return Response.json(health, {status: health.status === 'ok' ? 200 : 503, headers: {'Cache-Control': 'no-store'}})
}
