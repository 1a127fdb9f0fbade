// The embedded backend's data: content/data.ndjson (Sanity export format) loaded into memory for
// groq-js. Reloaded when the file changes, so edits show without a restart; a file that does not parse
// (a half-finished save, a typo) is reported once and the last good dataset keeps serving. The export's
// assets.json beside it adds what Sanity computes for each image (its LQIP); it is read with the NDJSON,
// and a missing or broken one only costs the placeholders.
import {createHash} from 'node:crypto'
import {readFile, stat, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {DATASET_MAX_BYTES} from '../../limits'
import {conformDocument, type FieldProblem} from './conform'

export type SanityDocument = {_id: string; _type: string; [key: string]: unknown}

const ASSET_REF = /^image@file:\/\/\.\/images\/([0-9a-f]+)-(\d+)x(\d+)\.(\w+)$/

/**
 * What the export's assets.json adds to an image asset's metadata, by asset id: the fields Sanity
 * computes on upload that a file name cannot give (today only `lqip`, the blurred placeholder).
 */
export type AssetMetadata = ReadonlyMap<string, {lqip?: string}>

/** Sanity's export writes images as `_sanityAsset` pointers; turn them into real asset references. */
function resolveAssets(value: unknown, assets: Map<string, SanityDocument>, metadata: AssetMetadata): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveAssets(item, assets, metadata))
  if (value === null || typeof value !== 'object') return value
  const {_sanityAsset, ...rest} = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(rest)) out[key] = resolveAssets(child, assets, metadata)
  if (typeof _sanityAsset !== 'string') return out
  const match = ASSET_REF.exec(_sanityAsset)
  if (!match) return out // an unknown pointer: leave the image without an asset (renders the fallback)
  const [, hash, width, height, extension] = match as unknown as [string, string, string, string, string]
  const assetId = `image-${hash}-${width}x${height}-${extension}`
  assets.set(assetId, {
    _id: assetId,
    _type: 'sanity.imageAsset',
    assetId: hash,
    extension,
    mimeType: extension === 'jpg' ? 'image/jpeg' : `image/${extension}`,
    originalFilename: `${hash}-${width}x${height}.${extension}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: Number(width),
        height: Number(height),
        aspectRatio: Number(width) / Number(height),
      },
      ...metadata.get(assetId),
    },
  })
  return {...out, asset: {_type: 'reference', _ref: assetId}}
}

export class DatasetError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly detail: string,
    readonly documentId?: string,
  ) {
    super(`${file}:${line}${documentId ? ` (document ${documentId})` : ''}: ${detail}`)
    this.name = 'DatasetError'
  }
}

export type ParseOptions = {
  /** Keep `drafts.*` documents (the Content Lake stand-in serves them to the drafts perspective). */
  keepDrafts?: boolean
  /** Leave fields of the wrong type in place (the Content Lake stand-in serves documents as stored). */
  keepWrongTypes?: boolean
  /** Accept a file without documents (the Content Lake stand-in: an empty dataset is a valid Content Lake). */
  allowEmpty?: boolean
  /** Collects the fields dropped for having the wrong type. */
  problems?: FieldProblem[]
  /** Merged into the image asset documents' metadata (see readAssetMetadata). */
  assetMetadata?: AssetMetadata
}

export type LineCheck = {ok: true; doc: SanityDocument} | {ok: false; detail: string; documentId?: string}

/** The one rule for "a valid document line", used by the loader and the file watcher alike. */
export function checkDocumentLine(line: string): LineCheck {
  let doc: unknown
  try {
    doc = JSON.parse(line)
  } catch {
    const id = /"_id"\s*:\s*"([^"]{1,200})"/.exec(line)?.[1]
    return {ok: false, detail: 'not valid JSON', ...(id ? {documentId: id} : {})}
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return {ok: false, detail: 'not a JSON object'}
  const candidate = doc as Partial<SanityDocument>
  const documentId = typeof candidate._id === 'string' ? candidate._id : undefined
  if (!documentId || typeof candidate._type !== 'string' || candidate._type === '') {
    return {ok: false, detail: 'a document needs a string _id and _type', ...(documentId ? {documentId} : {})}
  }
  return {ok: true, doc: candidate as SanityDocument}
}

/** Why a file without a single document is refused: it is a save caught half-way (an editor truncates the
 * file, then writes it), never a league without content; serving it would empty every page. */
export const NO_DOCUMENTS = 'no documents (an empty file, or a save caught half-way)'

/** The other half of the rule for a valid dataset, shared with the file watcher: at least one document line. */
export function hasDocumentLines(ndjson: string): boolean {
  return /\S/.test(ndjson)
}

/** Parses export NDJSON into published documents plus the image asset documents they reference. */
export function parseDataset(ndjson: string, file = 'data.ndjson', options: ParseOptions = {}): SanityDocument[] {
  if (!options.allowEmpty && !hasDocumentLines(ndjson)) throw new DatasetError(file, 1, NO_DOCUMENTS)
  const assets = new Map<string, SanityDocument>()
  const docs: SanityDocument[] = []
  ndjson.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    const checked = checkDocumentLine(line)
    if (!checked.ok) throw new DatasetError(file, index + 1, checked.detail, checked.documentId)
    const id = checked.doc._id
    // Drafts and versions never reach the public site.
    if (id.startsWith('versions.')) return
    if (id.startsWith('drafts.') && !options.keepDrafts) return
    const resolved = resolveAssets(checked.doc, assets, options.assetMetadata ?? new Map()) as SanityDocument
    if (options.keepWrongTypes) return void docs.push(resolved)
    const {doc, problems} = conformDocument(resolved)
    options.problems?.push(...problems)
    docs.push(doc)
  })
  return [...docs, ...assets.values()]
}

export function defaultDatasetPath(): string {
  return path.join(process.cwd(), 'content', 'data.ndjson')
}

/** Where the dataset's image files live: the images/ folder beside the NDJSON file. */
export function imagesDirectory(datasetFile = defaultDatasetPath()): string {
  return path.join(path.dirname(datasetFile), 'images')
}

/** The export's asset metadata (LQIPs) beside the NDJSON file: content/assets.json for content/data.ndjson. */
export function assetMetadataPath(datasetFile = defaultDatasetPath()): string {
  return path.join(path.dirname(datasetFile), 'assets.json')
}

/** Keeps only well-formed entries: `{"<asset id>": {"metadata": {"lqip": "data:image/…"}}}`. */
export function parseAssetMetadata(json: string): Map<string, {lqip?: string}> {
  const parsed: unknown = JSON.parse(json)
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object of assets')
  const out = new Map<string, {lqip?: string}>()
  for (const [id, value] of Object.entries(parsed)) {
    const lqip = (value as {metadata?: {lqip?: unknown}} | null)?.metadata?.lqip
    if (typeof lqip === 'string' && lqip.startsWith('data:image/')) out.set(id, {lqip})
  }
  return out
}

let assetProblem: string | undefined

/**
 * The asset metadata for a dataset file, or none: a missing or broken assets.json only costs the
 * placeholders, never the dataset. Says so in one log line (again only when the problem changes).
 */
export async function readAssetMetadata(datasetFile: string): Promise<{metadata: AssetMetadata; text: string}> {
  const file = assetMetadataPath(datasetFile)
  let problem: string
  try {
    const text = await readFile(file, 'utf8')
    try {
      const metadata = parseAssetMetadata(text)
      assetProblem = undefined
      return {metadata, text}
    } catch (error) {
      problem = `${file} is not valid (${error instanceof Error ? error.message : String(error)})`
    }
  } catch (error) {
    problem = `cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`
  }
  if (problem !== assetProblem) console.warn(`[content] ${problem}: images load without their blurred placeholders.`)
  assetProblem = problem
  return {metadata: new Map(), text: ''}
}

/** The copy of the last dataset that parsed, beside the file, so a restart with a broken file still
 * has good content (git ignores it). */
export function lastGoodCopyPath(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.last-good`)
}

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
