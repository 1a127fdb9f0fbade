// GET /api/health: 200 with the backend and content version, 503 when the backend cannot answer.
import {healthResponse} from '@/lib/runtime/health'

export const dynamic = 'force-dynamic'
export const GET = () => healthResponse()
