// What GET /api/health reports for a load balancer: which backend serves content, the version of that
// content, and whether the backend answers right now (a small query, bounded by the client's timeout).
import {contentEnv} from '../env'
import {contentFetch, contentVersion} from './fetch'

export type Health =
  | {status: 'ok'; backend: 'embedded' | 'sanity'; contentVersion: string}
  | {status: 'unavailable'; backend: 'embedded' | 'sanity'; reason: string}

export async function contentHealth(): Promise<Health> {
  const env = contentEnv()
  try {
    await contentFetch<number>('count(*[_type == "siteSettings"])')
    return {status: 'ok', backend: env.backend, contentVersion: await contentVersion(env)}
  } catch (error) {
    console.error(`[health] the content backend does not answer: ${error instanceof Error ? error.message : String(error)}`)
    // The detail stays in the log; the caller learns only that content cannot be read.
    return {status: 'unavailable', backend: env.backend, reason: 'The content backend does not answer.'}
  }
}
