// Keeps the embedded backend fresh on a running server: watches the dataset file and, when documents
// change, hands their types on (to be expired in process and announced to the open pages:
// lib/content/live/updates.ts).
import {readFile, stat} from 'node:fs/promises'
import {unwatchFile, watchFile, type Stats} from 'node:fs'
import {defaultDatasetPath} from './dataset-files'
import {checkDocumentLine, hasDocumentLines} from './ndjson'
import {DATASET_MAX_BYTES} from '../../limits'
import {contentEnv, type ContentEnv} from '../../env'
import {expireContentTags} from '../expire'
import {CONTENT_TAGS} from '../../../../league/site/tags'

/** Polling (not fs.watch) survives editors that save by replacing the file; 200 ms + a read fits in 2 s. */
const POLL_INTERVAL_MS = 200

type Snapshot = Map<string, {type: string; line: string}>

/**
 * Each document's id → its type and exact line; null while the file is not a valid dataset (empty or
 * half-written, or a document the loader would refuse: the same rules, hasDocumentLines and
 * checkDocumentLine, decide both).
 */
export function snapshot(ndjson: string): Snapshot | null {
  if (!hasDocumentLines(ndjson)) return null
  const docs: Snapshot = new Map()
  for (const line of ndjson.split('\n')) {
    if (!line.trim()) continue
    const checked = checkDocumentLine(line)
    if (!checked.ok) return null
    docs.set(checked.doc._id, {type: checked.doc._type, line})
  }
  return docs
}

/** The file's snapshot, or null when it cannot be read or is over DATASET_MAX_BYTES (left unread). */
async function readSnapshot(file: string): Promise<Snapshot | null> {
  try {
    if ((await stat(file)).size > DATASET_MAX_BYTES) return null
    return snapshot(await readFile(file, 'utf8'))
  } catch {
    return null
  }
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
  let last: Promise<Snapshot | null> = readSnapshot(file)
  const check = (current: Stats, previous: Stats) => {
    if (current.mtimeMs === previous.mtimeMs && current.size === previous.size) return
    // One check at a time, in order, so a burst of writes is diffed against what was last seen.
    last = last.then(async (before) => {
      const after = await readSnapshot(file)
      // Not valid (half-written, or broken): keep the last good snapshot; the loader reports the problem
      // and serves the last good dataset, and the write that fixes the file triggers another check.
      if (!after) return before
      const types = before ? changedTypes(before, after) : []
      if (types.length) await onChange(types).catch((error: unknown) => console.warn('[content] revalidate failed:', error))
      return after
    })
  }
  watchFile(file, {interval: intervalMs, persistent: false}, check)
  return () => unwatchFile(file, check)
}

let stopWatching: (() => void) | undefined

/**
 * Starts the watcher on the embedded backend (no-op on Sanity, where the live events and webhooks do
 * this); `onChange` gets the changed types (lib/content/live/updates.ts expires and announces them).
 * Resolves once the start-up expiry is done.
 */
export async function startEmbeddedRevalidation(env: ContentEnv = contentEnv(), onChange: (types: string[]) => Promise<void> = async (types) => void (await expireContentTags(types))): Promise<void> {
  stopWatching?.()
  if (env.backend !== 'embedded') return
  const file = env.CONTENT_DATASET_PATH ?? defaultDatasetPath()
  stopWatching = watchDataset(file, onChange)
  // The pages the build rendered (and, with Redis, what an earlier run cached) may come from an older
  // dataset (edited while the server was down): expire them all once at start — unless the file is
  // broken now, when the pages the build rendered are the best content there is.
  if (await readSnapshot(file)) await expireContentTags(CONTENT_TAGS)
  else console.error(`[content] ${file} does not parse at start-up: serving the pages the build rendered until it is fixed.`)
}
