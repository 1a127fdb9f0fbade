// What GET /api/health reports for a load balancer: which backend serves content, the version of that
// content, whether the backend answers (a small query, bounded by the client's timeout), and how the
// shared cache (Redis) stands: `failing` while it is away or hung, when pages come from each server's
// memory. That alone is no 503: every server shares the one Redis, and each serves well without it. The answer
// is a summary kept for HEALTH_SUMMARY_MS and shared by the callers that arrive while it is made: a
// balancer polling every second, or anyone calling in a loop, costs one check per interval.
import {checkSharedCache, type SharedCacheState} from '../../cache/redis-client.mjs'
import {contentEnv} from '../env'
import {contentFetch, contentVersion} from './fetch'

/** How long one health check's answer is given to every caller. */
export const HEALTH_SUMMARY_MS = 2_000

export type Health = (
  | {status: 'ok'; backend: 'embedded' | 'sanity'; contentVersion: string}
  | {status: 'unavailable'; backend: 'embedded' | 'sanity'; reason: string}
) & {sharedCache: SharedCacheState}

let summary: {at: number; health: Promise<Health>} | undefined

/** The health summary, made again once it is older than HEALTH_SUMMARY_MS. */
export function contentHealth(now = Date.now()): Promise<Health> {
  if (!summary || now - summary.at >= HEALTH_SUMMARY_MS) summary = {at: now, health: checkHealth()}
  return summary.health
}

async function checkHealth(): Promise<Health> {
  const env = contentEnv()
  const sharedCache = checkSharedCache()
  try {
    await contentFetch<number>('count(*[_type == "siteSettings"])')
    return {status: 'ok', backend: env.backend, contentVersion: await contentVersion(env), sharedCache: await sharedCache}
  } catch (error) {
    console.error(`[health] the content backend does not answer: ${error instanceof Error ? error.message : String(error)}`)
    // The detail stays in the log; the caller learns only that content cannot be read.
    return {status: 'unavailable', backend: env.backend, reason: 'The content backend does not answer.', sharedCache: await sharedCache}
  }
}
