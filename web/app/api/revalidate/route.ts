// POST /api/revalidate: the Sanity webhook and the embedded dataset watcher. The checks live in the
// content layer (lib/content/webhook.ts); this file only routes.
import type {NextRequest} from 'next/server'
import {handleRevalidateWebhook} from '@/lib/content/webhook'

export const POST = (req: NextRequest) => handleRevalidateWebhook(req)
