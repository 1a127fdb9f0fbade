// The one fetch behind every getter: runs a GROQ query on Sanity when SANITY_PROJECT_ID is set,
// otherwise with groq-js over the embedded dataset. Both return the same shapes, with every date,
// number and email parsed (cms-values.ts).
import 'server-only'
import type {SanityClient} from 'next-sanity'
import {cleanCmsValues} from './cms-values'
import {datasetVersion} from './embedded/dataset'
import {queryEmbedded, type QueryParams} from './embedded/query'
import {contentEnv, type ContentEnv} from '../env'
import {createSanityClient} from './sanity-client'

export type {QueryParams}

/** A query's result and, from Sanity, the sync tags of the content it read (the Live Content API names
 * them when that content changes: live/sync-tags.ts). The embedded backend has none: its watcher says
 * which types changed. */
export type QueryAnswer<R> = {result: R; syncTags: string[]}

export type FetchOptions = {
  /** 'drafts' shows unpublished edits (draft mode only; needs a read token on Sanity). */
  perspective?: 'published' | 'drafts'
}

let client: {env: ContentEnv; client: SanityClient} | undefined

function sanityClient(env: ContentEnv): SanityClient {
  if (client?.env !== env) client = {env, client: createSanityClient(env)}
  return client.client
}

async function runSanity<R>(query: string, params: QueryParams, env: ContentEnv, options: FetchOptions): Promise<QueryAnswer<R>> {
  const drafts = options.perspective === 'drafts'
  if (drafts && !env.SANITY_READ_TOKEN) {
    throw new Error('Draft mode needs SANITY_READ_TOKEN: set it to a Sanity token with read access.')
  }
  try {
    const {result, syncTags = []} = await sanityClient(env).fetch<R>(query, params, {
      perspective: drafts ? 'drafts' : 'published',
      // Visual-editing overlays only in draft mode; caching is the getters' job (tagged).
      stega: drafts,
      filterResponse: false,
      returnQuery: false,
    })
    return {result, syncTags}
  } catch (error) {
    // One line that says what failed and where, for the server log and a failing build alike.
    const where = env.SANITY_API_HOST ?? `https://${env.SANITY_PROJECT_ID}.api.sanity.io`
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new Error(`Sanity's Content Lake at ${where} (project ${env.SANITY_PROJECT_ID}, dataset ${env.SANITY_DATASET}) did not answer: ${reason}`, {cause: error})
  }
}

/** Runs a query on the configured backend: its result (CMS values cleaned: cms-values.ts) and sync tags. */
export async function contentQuery<R>(
  query: string,
  params: QueryParams = {},
  options: FetchOptions = {},
  env: ContentEnv = contentEnv(),
): Promise<QueryAnswer<R>> {
  const {result, syncTags} =
    env.backend === 'sanity' ? await runSanity<R>(query, params, env, options) : {result: await queryEmbedded<R>(query, params, env.CONTENT_DATASET_PATH), syncTags: []}
  // A draft preview (an editor's own, in draft mode) is not cut: Sanity writes its visual-editing markers
  // invisibly after each text, and a cut would leave half of one.
  return {result: cleanCmsValues(result, queryName(query), {cutTexts: options.perspective !== 'drafts'}), syncTags}
}

/** Runs a query on the configured backend: its result. */
export async function contentFetch<R>(
  query: string,
  params: QueryParams = {},
  options: FetchOptions = {},
  env: ContentEnv = contentEnv(),
): Promise<R> {
  return (await contentQuery<R>(query, params, options, env)).result
}

/** What a query reads, to name it in a log line: the document or type it picks (`siteSettings`), or its first words. */
const queryName = (query: string) => /(?:_id|_type) == "([^"]+)"/.exec(query)?.[1] ?? query.replace(/\s+/g, ' ').slice(0, 40)

/** Which content this server reads (for /api/health): the embedded file's version, or the Sanity
 * project and dataset. */
export async function contentVersion(env: ContentEnv = contentEnv()): Promise<string> {
  return env.backend === 'sanity'
    ? `sanity:${env.SANITY_PROJECT_ID}:${env.SANITY_DATASET}`
    : `embedded:${await datasetVersion(env.CONTENT_DATASET_PATH)}`
}
