// GET /api/health for load balancers and uptime checks: asks the content backend one small question
// and reports which backend answered and the content version. 503 when the backend cannot answer
// (in time), so a balancer takes the instance out instead of serving errors.
import {HEALTH_TIMEOUT_MS} from '../constants'
import {contentEnv, type ContentEnv} from '../env'
import {contentFetch} from '../content/fetch'

/** The newest published edit: changes whenever an editor publishes, on either backend. */
const LATEST_EDIT_QUERY = `*[defined(_updatedAt) && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_updatedAt desc)[0]._updatedAt`

export type Health =
  | {status: 200; body: {status: 'ok'; backend: ContentEnv['backend']; contentVersion: string | null}}
  | {status: 503; body: {status: 'unavailable'; backend: ContentEnv['backend']; error: string}}

type Fetcher = (query: string) => Promise<unknown>

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export async function checkHealth(
  fetcher: Fetcher = (query) => contentFetch<unknown>(query),
  env: ContentEnv = contentEnv(),
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<Health> {
  try {
    const latest = await withTimeout(fetcher(LATEST_EDIT_QUERY), timeoutMs)
    return {status: 200, body: {status: 'ok', backend: env.backend, contentVersion: typeof latest === 'string' ? latest : null}}
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return {status: 503, body: {status: 'unavailable', backend: env.backend, error: message}}
  }
}

/** The health check as an HTTP response; never cached, by the server or a CDN. */
export async function healthResponse(): Promise<Response> {
  const {status, body} = await checkHealth()
  return Response.json(body, {status, headers: {'Cache-Control': 'no-store'}})
}
