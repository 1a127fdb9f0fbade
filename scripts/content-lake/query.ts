// GROQ over the stand-in's documents as the Content Lake runs it: perspectives (published, drafts,
// raw) and the query's parameters from a GET (`?query=…&$name=<json>`) or a POST (`{query, params}`).
import type {IncomingMessage} from 'node:http'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '../../web/lib/content/embedded/ndjson'
import {HttpError, parseJson, readJsonBody} from './http'

export type Perspective = 'published' | 'drafts' | 'raw'

/** What a perspective sees, as Sanity does it: drafts overlay their published documents under the published id. */
export function applyPerspective(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === 'raw') return documents
  const byId = new Map<string, SanityDocument>()
  for (const doc of documents) if (!doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.')) byId.set(doc._id, doc)
  if (perspective === 'drafts') {
    for (const doc of documents.filter((d) => d._id.startsWith('drafts.'))) {
      const id = doc._id.slice('drafts.'.length)
      byId.set(id, {...doc, _id: id, _originalId: doc._id})
    }
  }
  return [...byId.values()]
}

export function readPerspective(value: unknown): Perspective {
  const first = typeof value === 'string' ? value.split(',')[0] : Array.isArray(value) ? value[0] : 'published'
  if (first === 'published' || first === 'raw') return first
  if (first === 'drafts' || first === 'previewDrafts') return 'drafts'
  throw new HttpError(400, `Unsupported perspective "${String(value)}": the stand-in knows published, drafts and raw (no releases)`)
}

/** Runs GROQ as the Content Lake does; a query that does not parse or evaluate is the caller's error (400). */
export async function runQuery(query: string, params: Record<string, unknown>, dataset: SanityDocument[]): Promise<unknown> {
  try {
    return await (await evaluate(parse(query, {params}), {dataset, params})).get()
  } catch (error) {
    throw new HttpError(400, `Invalid GROQ query: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The `$name=<json>` parameters of a query string. */
export function queryParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = parseJson(value, `Parameter ${key}`)
  }
  return params
}

/** The query, parameters and perspective of a GET (`?query=…&$name=<json>`) or POST (`{query, params}`). */
export async function readQuery(req: IncomingMessage, url: URL) {
  const params = queryParams(url)
  let query = url.searchParams.get('query')
  let perspective: unknown = url.searchParams.get('perspective') ?? undefined
  if (req.method === 'POST') {
    const body = await readJsonBody(req)
    if (typeof body.query === 'string') query = body.query
    if (body.params && typeof body.params === 'object') Object.assign(params, body.params)
    perspective = body.perspective ?? perspective
  }
  if (!query) throw new HttpError(400, 'The query parameter "query" is missing')
  return {query, params, perspective: readPerspective(perspective)}
}

/** Whether one document matches a listener's or webhook's GROQ filter query (`*[…]`). */
export async function matches(query: string, params: Record<string, unknown>, doc: SanityDocument | null): Promise<boolean> {
  if (!doc) return false
  const result = await runQuery(query, params, [doc])
  return Array.isArray(result) ? result.length > 0 : Boolean(result)
}
