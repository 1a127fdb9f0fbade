// Keeps the embedded backend fresh on a running server: watches the dataset file and, when documents
// change, asks this server's own /api/revalidate (signed with a per-process secret) to expire their types.
import {randomBytes} from 'node:crypto'
import {readFile} from 'node:fs/promises'
import {unwatchFile, watchFile, type Stats} from 'node:fs'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {defaultDatasetPath} from './dataset'
import {contentEnv, type ContentEnv} from '../../env'
import {EMBEDDED_REVALIDATE_SECRET_ENV} from '../revalidation'
import {CONTENT_TAGS} from '../tags'

/** Polling (not fs.watch) survives editors that save by replacing the file; 200 ms + a read fits in 2 s. */
const POLL_INTERVAL_MS = 200

type Snapshot = Map<string, {type: string; line: string}>

/** Each document's id → its type and exact line; null while the file is half-written (not JSON yet). */
export function snapshot(ndjson: string): Snapshot | null {
  const docs: Snapshot = new Map()
  for (const line of ndjson.split('\n')) {
    if (!line.trim()) continue
    try {
      const doc = JSON.parse(line) as {_id?: unknown; _type?: unknown}
      if (typeof doc._id === 'string' && typeof doc._type === 'string') docs.set(doc._id, {type: doc._type, line})
    } catch {
      return null
    }
  }
  return docs
}

/** The document types with an added, removed or edited document, in a stable order. */
export function changedTypes(before: Snapshot, after: Snapshot): string[] {
  const types = new Set<string>()
  for (const [id, doc] of after) if (before.get(id)?.line !== doc.line) types.add(doc.type)
  for (const [id, doc] of before) if (after.get(id)?.line !== doc.line) types.add(doc.type)
  return [...types].sort()
}

/** Calls `onChange` with the changed types each time the file's documents change; returns a stop function. */
export function watchDataset(file: string, onChange: (types: string[]) => Promise<void>, intervalMs = POLL_INTERVAL_MS) {
  let last: Promise<Snapshot | null> = readFile(file, 'utf8').then(snapshot, () => null)
  const check = (current: Stats, previous: Stats) => {
    if (current.mtimeMs === previous.mtimeMs && current.size === previous.size) return
    // One check at a time, in order, so a burst of writes is diffed against what was last seen.
    last = last.then(async (before) => {
      const after = await readFile(file, 'utf8').then(snapshot, () => null)
      if (!after) return before // half-written: the write that completes it triggers another check
      const types = before ? changedTypes(before, after) : []
      if (types.length) await onChange(types).catch((error: unknown) => console.warn('[content] revalidate failed:', error))
      return after
    })
  }
  watchFile(file, {interval: intervalMs, persistent: false}, check)
  return () => unwatchFile(file, check)
}

/** A request to /api/revalidate saying `type` changed, signed like a Sanity webhook. */
export async function signedRevalidateRequest(origin: string, type: string, secret: string): Promise<Request> {
  const body = JSON.stringify({_type: type})
  const signature = await encodeSignatureHeader(body, Date.now(), secret)
  return new Request(new URL('/api/revalidate', origin), {
    method: 'POST',
    headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature},
    body,
  })
}

/** This server's own address: Next records the one it listens on; PORT (default 3000) otherwise. */
function selfOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`
}

/** Retries while the server is not yet accepting connections (it may still be starting). */
async function whenServerAnswers(task: () => Promise<void>, attempts = 120): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= attempts) return console.warn('[content] startup revalidation failed:', error)
      await new Promise((resolve) => setTimeout(resolve, 250).unref()) // never what keeps a process alive
    }
  }
}

let stopWatching: (() => void) | undefined

/**
 * Starts the watcher on the embedded backend (no-op on Sanity, where webhooks do this). The secret is
 * made here, per process, so nothing outside this server can sign for it.
 */
export function startEmbeddedRevalidation(env: ContentEnv = contentEnv()): void {
  stopWatching?.()
  delete process.env[EMBEDDED_REVALIDATE_SECRET_ENV]
  if (env.backend !== 'embedded') return
  const secret = randomBytes(32).toString('base64url')
  process.env[EMBEDDED_REVALIDATE_SECRET_ENV] = secret
  const revalidate = async (types: readonly string[]) => {
    await Promise.all(
      types.map(async (type) => {
        const res = await fetch(await signedRevalidateRequest(selfOrigin(), type, secret))
        // 400 is a type the site does not show (e.g. an asset document): nothing to refresh.
        if (!res.ok && res.status !== 400) console.warn(`[content] revalidating ${type}: HTTP ${res.status}`)
      }),
    )
  }
  stopWatching = watchDataset(env.CONTENT_DATASET_PATH ?? defaultDatasetPath(), revalidate)
  // Prerendered pages and cached data live in the build folder across restarts and rebuilds, so they
  // may come from an older dataset (edited while the server was down): expire them all once at start.
  void whenServerAnswers(() => revalidate(CONTENT_TAGS))
}
