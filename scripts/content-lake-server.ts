// A stand-in for Sanity's Content Lake query API on 127.0.0.1, answering with groq-js over an NDJSON
// dataset, so the site's Sanity backend is tested (unit and e2e) without the internet or an account.
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {readFile, stat} from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {parseArgs} from 'node:util'
import {evaluate, parse} from 'groq-js'
import {parseDataset, readAssetMetadata, type SanityDocument} from '../web/lib/content/embedded/dataset'

export type ContentLakeOptions = {
  /** The NDJSON file to serve (export format); re-read when it changes. */
  datasetFile: string
  /** 0 (the default) picks a free port. */
  port?: number
  /** When set, the drafts and raw perspectives need exactly this bearer token; otherwise any token. */
  token?: string
}

export type ContentLakeRequest = {method: string; dataset: string; query: string; perspective: Perspective}

/** How the stand-in behaves, to rehearse outages: answering, never answering, answering 500, or not
 * listening at all (connections refused). */
export type LakeHealth = 'up' | 'hang' | 'error' | 'down'

export type ContentLakeServer = {
  url: string
  port: number
  requests: ContentLakeRequest[]
  setHealth: (health: LakeHealth) => Promise<void>
  /** When the first request arrived (ms since the epoch), whatever the health. */
  readonly firstRequestAt: number | undefined
  close: () => Promise<void>
}

type Perspective = 'published' | 'drafts' | 'raw'

class HttpError extends Error {
  constructor(readonly status: number, description: string) {
    super(description)
    this.name = 'HttpError'
  }
}

const QUERY_PATH = /^\/v[^/]+\/data\/query\/([^/]+)\/?$/

/** The dataset file as of its current contents, drafts included; re-read when mtime or size changes. */
function datasetLoader(file: string) {
  let cache: {mtimeMs: number; size: number; documents: SanityDocument[]} | undefined
  return async () => {
    const info = await stat(file)
    if (cache?.mtimeMs === info.mtimeMs && cache.size === info.size) return cache.documents
    // Sanity computes each image's metadata (its LQIP) on upload; the export's assets.json stands in for that.
    const {metadata: assetMetadata} = await readAssetMetadata(file)
    const documents = parseDataset(await readFile(file, 'utf8'), path.basename(file), {keepDrafts: true, keepWrongTypes: true, allowEmpty: true, assetMetadata})
    cache = {mtimeMs: info.mtimeMs, size: info.size, documents}
    return documents
  }
}

/** What a perspective sees, as Sanity does it: drafts overlay their published documents under the published id. */
export function applyPerspective(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === 'raw') return documents
  const byId = new Map<string, SanityDocument>()
  for (const doc of documents) if (!doc._id.startsWith('drafts.')) byId.set(doc._id, doc)
  if (perspective === 'drafts') {
    for (const doc of documents.filter((d) => d._id.startsWith('drafts.'))) {
      const id = doc._id.slice('drafts.'.length)
      byId.set(id, {...doc, _id: id, _originalId: doc._id})
    }
  }
  return [...byId.values()]
}

function readPerspective(value: unknown): Perspective {
  const first = typeof value === 'string' ? value.split(',')[0] : 'published'
  if (first === 'published' || first === 'raw') return first
  if (first === 'drafts' || first === 'previewDrafts') return 'drafts'
  throw new HttpError(400, `Unsupported perspective "${String(value)}": use published, drafts or raw`)
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, `${what} is not valid JSON`)
  }
}

/** Runs GROQ as the Content Lake does; a query that does not parse or evaluate is the caller's error (400). */
async function runQuery(query: string, params: Record<string, unknown>, dataset: SanityDocument[]): Promise<unknown> {
  try {
    return await (await evaluate(parse(query, {params}), {dataset, params})).get()
  } catch (error) {
    throw new HttpError(400, `Invalid GROQ query: ${error instanceof Error ? error.message : String(error)}`)
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The query, parameters and perspective of a GET (`?query=…&$name=<json>`) or POST (`{query, params}`). */
async function readQuery(req: IncomingMessage, url: URL) {
  const params: Record<string, unknown> = {}
  let query = url.searchParams.get('query')
  let perspective: unknown = url.searchParams.get('perspective') ?? undefined
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = parseJson(value, `Parameter ${key}`)
  }
  if (req.method === 'POST') {
    type Body = {query?: unknown; params?: unknown; perspective?: unknown}
    const body = parseJson(await readBody(req), 'The request body') as Body
    if (typeof body.query === 'string') query = body.query
    if (body.params && typeof body.params === 'object') Object.assign(params, body.params)
    perspective = body.perspective ?? perspective
  }
  if (!query) throw new HttpError(400, 'The query parameter "query" is missing')
  return {query, params, perspective: readPerspective(perspective)}
}

export async function startContentLakeServer(options: ContentLakeOptions): Promise<ContentLakeServer> {
  const load = datasetLoader(options.datasetFile)
  const requests: ContentLakeRequest[] = []

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const dataset = QUERY_PATH.exec(url.pathname)?.[1]
    if (!dataset || (req.method !== 'GET' && req.method !== 'POST')) {
      throw new HttpError(404, `No route for ${req.method} ${url.pathname}`)
    }
    const {query, params, perspective} = await readQuery(req, url)
    requests.push({method: req.method, dataset, query, perspective})
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (perspective !== 'published' && (!bearer || (options.token !== undefined && bearer !== options.token))) {
      const description = `The "${perspective}" perspective needs a token with read access (Authorization: Bearer <token>)`
      throw new HttpError(401, description)
    }
    const started = performance.now()
    const documents = applyPerspective(await load(), perspective)
    const result = await runQuery(query, params, documents)
    send(res, 200, {query, result, ms: Math.round(performance.now() - started)})
  }

  let health: LakeHealth = 'up'
  let firstRequestAt: number | undefined
  const server = createServer((req, res) => {
    firstRequestAt ??= Date.now()
    if (health === 'hang') return // the socket stays open, unanswered, until the caller gives up
    if (health === 'error') return send(res, 500, {error: {description: 'Internal error (a rehearsed outage)'}})
    answer(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500
      send(res, status, {error: {description: error instanceof Error ? error.message : String(error)}})
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  const close = () =>
    new Promise<void>((resolve, reject) => {
      if (!server.listening) return resolve()
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
  const setHealth = async (next: LakeHealth) => {
    if (next === 'down') await close()
    else if (!server.listening) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    if (health === 'hang' && next !== 'hang') server.closeAllConnections()
    health = next
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setHealth,
    close,
    get firstRequestAt() {
      return firstRequestAt
    },
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {'content-type': 'application/json; charset=utf-8'})
  res.end(JSON.stringify(body))
}

/** CLI: `tsx scripts/content-lake-server.ts --port 4010 --dataset content/data.ndjson [--token secret]`. */
async function main() {
  const {values} = parseArgs({options: {port: {type: 'string'}, dataset: {type: 'string'}, token: {type: 'string'}}})
  const datasetFile = path.resolve(values.dataset ?? 'content/data.ndjson')
  const server = await startContentLakeServer({datasetFile, port: Number(values.port ?? 0), token: values.token})
  console.log(`Content Lake stand-in on ${server.url} serving ${path.relative(process.cwd(), datasetFile)}`)
  const stop = () => void server.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
