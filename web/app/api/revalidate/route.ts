// POST /api/revalidate: Sanity's GROQ webhook (the embedded backend's watcher expires tags in process and
// never calls this). The checks live in the content layer (lib/content/webhook.ts); this file routes, and
// writes the security headers the proxy writes on every other path (web/proxy.ts says why it skips this one).
import type {NextRequest} from 'next/server'
import {handleRevalidateWebhook} from '@/lib/content/webhook'
import {responseHeaders} from '@/lib/security/response-headers'

export async function POST(req: NextRequest): Promise<Response> {
  const response = await handleRevalidateWebhook(req)
  for (const {key, value} of responseHeaders('none')) response.headers.set(key, value)
  return response
}
