// The Sanity backend's client (next-sanity), built from the validated settings. `apiHost` points
// it at a local Content Lake stand-in in tests; `useProjectHostname: false` is what makes that work.
import 'server-only'
import {createClient, type SanityClient} from 'next-sanity'
import type {ContentEnv} from '../env'
import {SANITY_MAX_RETRIES, SANITY_TIMEOUT_MS} from '../limits'

export function createSanityClient(env: ContentEnv): SanityClient {
  if (!env.SANITY_PROJECT_ID) throw new Error('createSanityClient needs SANITY_PROJECT_ID')
  return createClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    // Tag-based revalidation needs fresh answers from the API, not the CDN.
    useCdn: false,
    perspective: 'published',
    // The library waits 300 s by default: a silent Content Lake would hang renders and builds.
    timeout: SANITY_TIMEOUT_MS,
    maxRetries: SANITY_MAX_RETRIES,
    retryDelay: (attempt) => Math.min(250 * 2 ** attempt, 1_000),
    ...(env.SANITY_API_HOST ? {apiHost: env.SANITY_API_HOST, useProjectHostname: false} : {}),
    ...(env.SANITY_READ_TOKEN ? {token: env.SANITY_READ_TOKEN} : {}),
    stega: {studioUrl: env.SANITY_STUDIO_URL},
  })
}
