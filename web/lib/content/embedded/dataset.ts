// The embedded backend's data: content/data.ndjson (Sanity export format) loaded into memory for
// groq-js. Reloaded when the file changes, so edits show without a restart; a file that does not parse
// (a half-finished save, a typo) is reported once and the last good dataset keeps serving. The export's
// assets.json beside it adds what Sanity computes for each image (its LQIP); it is read with the NDJSON,
// and a missing or broken one only costs the placeholders.
import {createHash} from 'node:crypto'
import {readFile, stat, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {DATASET_MAX_BYTES} from '../../limits'
import {defaultDatasetPath, lastGoodCopyPath, readAssetMetadata} from './dataset-files'
import type {FieldProblem} from './conform'
import {DatasetError, parseDataset, type AssetMetadata, type SanityDocument} from './ndjson'

export type Dataset = {documents: SanityDocument[]; version: string}
type Loaded = Dataset & {file: string; mtimeMs: number; size: number}

/** What this process has read: the last good dataset, the last broken file (so it is reported once),
 * and the reads under way (callers that arrive meanwhile share one). Next bundles web/proxy.ts apart
 * from the pages, each bundle with its own copy of this module, and both read the dataset: the state
 * lives on one process-wide holder (Symbol.for) so the parsed documents are held once, not per bundle. */
type State = {
  lastGood?: Loaded
  lastBad?: {file: string; mtimeMs: number; size: number; message: string}
  reading: Map<string, Promise<Dataset>>
}
const STATE_KEY = Symbol.for('opl.embedded-dataset')
const state: State = ((globalThis as {[STATE_KEY]?: State})[STATE_KEY] ??= {reading: new Map()})

const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16)

/** How many dropped fields the log lists before it only counts the rest. */
const PROBLEMS_LISTED = 10

function parsed(file: string, text: string, info: {mtimeMs: number; size: number}, assets: {metadata: AssetMetadata; text: string}): Loaded {
  const problems: FieldProblem[] = []
  const documents = parseDataset(text, path.basename(file), {problems, assetMetadata: assets.metadata})
  if (problems.length) {
    const listed = problems.slice(0, PROBLEMS_LISTED).map((p) => `${p.id} ${p.path} (should be ${p.expected})`)
    const more = problems.length > PROBLEMS_LISTED ? ` and ${problems.length - PROBLEMS_LISTED} more` : ''
    console.error(`[content] ${path.basename(file)}: fields of the wrong type are shown as empty: ${listed.join('; ')}${more}.`)
  }
  return {file, ...info, documents, version: hash(assets.text ? `${text}\n${hash(assets.text)}` : text)}
}

/** Says once per broken version of the file what is wrong and what is served instead. */
function report(error: DatasetError, serving: Loaded | undefined) {
  const instead = serving
    ? `serving the last good dataset (version ${serving.version}) until the file is fixed`
    : 'no good dataset to fall back on: pages keep the copies the build rendered'
  console.error(`[content] ${error.message} — ${instead}.`)
}

async function fallback(file: string): Promise<Loaded | undefined> {
  if (state.lastGood?.file === file) return state.lastGood
  try {
    const text = await readFile(lastGoodCopyPath(file), 'utf8')
    state.lastGood = {...parsed(file, text, {mtimeMs: -1, size: -1}, await readAssetMetadata(file)), file}
    return state.lastGood
  } catch {
    return undefined
  }
}

/**
 * The dataset as of the file's last good contents, with a version that identifies those contents
 * (part of every cache key). Re-read only when the file's mtime or size changes. Calls made while a
 * check is under way share it: under load (every news request asks for the dataset's version) that is
 * one stat of the file for the lot instead of one each, and a first read parses the file once.
 */
export function loadDataset(file = defaultDatasetPath()): Promise<Dataset> {
  let pending = state.reading.get(file)
  if (!pending) {
    pending = checkDataset(file).finally(() => state.reading.delete(file))
    state.reading.set(file, pending)
  }
  return pending
}

/** Why a file over DATASET_MAX_BYTES is not read. */
export const tooLargeDetail = (size: number) =>
  `${(size / 1024 / 1024).toFixed(1)} MB, over the ${DATASET_MAX_BYTES / 1024 / 1024} MB a dataset file may be (DATASET_MAX_BYTES in lib/limits.ts): not read`

async function checkDataset(file: string): Promise<Dataset> {
  const info = await stat(file).catch(async (error: unknown) => {
    // A missing file (moved mid-save, mistyped path): the last good copy keeps serving.
    const good = await fallback(file)
    if (!good) throw error
    if (state.lastBad?.file !== file || state.lastBad.size !== -2) console.error(`[content] cannot read ${file}: ${String(error)} — serving the last good dataset.`)
    state.lastBad = {file, mtimeMs: -2, size: -2, message: String(error)}
    return undefined
  })
  if (!info) return (await fallback(file))!
  const same = (seen?: {file: string; mtimeMs: number; size: number}) =>
    seen?.file === file && seen.mtimeMs === info.mtimeMs && seen.size === info.size
  if (same(state.lastGood)) return state.lastGood!
  if (same(state.lastBad)) {
    const good = await fallback(file)
    if (good) return good
    throw new Error(state.lastBad!.message)
  }
  try {
    // Refused unread: parsing a file this size would hold the event loop and the memory of every copy.
    if (info.size > DATASET_MAX_BYTES) throw new DatasetError(file, 1, tooLargeDetail(info.size))
    const text = await readFile(file, 'utf8')
    state.lastGood = parsed(file, text, info, await readAssetMetadata(file))
    state.lastBad = undefined
    // Best effort: a read-only disk only loses the restart fallback.
    await writeFile(lastGoodCopyPath(file), text).catch(() => undefined)
    return state.lastGood
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error
    const good = await fallback(file)
    state.lastBad = {file, mtimeMs: info.mtimeMs, size: info.size, message: error.message}
    report(error, good)
    if (good) return good
    throw error
  }
}

/** Identifies the contents being served (a hash of the last good file), for cache keys. */
export async function datasetVersion(file = defaultDatasetPath()): Promise<string> {
  return (await loadDataset(file)).version
}
