// Sanity's export format (NDJSON, one document per line) read into documents: the one rule for a valid
// line, images' `_sanityAsset` pointers turned into asset references, fields of the wrong type dropped
// (conform.ts), and the LQIPs of the export's assets.json merged in. Pure: no files, no state.
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
