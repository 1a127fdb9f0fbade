// The embedded backend's data: content/data.ndjson (Sanity export format) loaded into memory for
// groq-js. Reloaded when the file changes, so edits show without a restart.
import {readFile, stat} from 'node:fs/promises'
import path from 'node:path'

export type SanityDocument = {_id: string; _type: string; [key: string]: unknown}

const ASSET_REF = /^image@file:\/\/\.\/images\/([0-9a-f]+)-(\d+)x(\d+)\.(\w+)$/

/** Sanity's export writes images as `_sanityAsset` pointers; turn them into real asset references. */
function resolveAssets(value: unknown, assets: Map<string, SanityDocument>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveAssets(item, assets))
  if (value === null || typeof value !== 'object') return value
  const {_sanityAsset, ...rest} = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(rest)) out[key] = resolveAssets(child, assets)
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
    },
  })
  return {...out, asset: {_type: 'reference', _ref: assetId}}
}

export class DatasetError extends Error {
  constructor(file: string, line: number, detail: string) {
    super(`${file}:${line}: ${detail}`)
    this.name = 'DatasetError'
  }
}

export type ParseOptions = {
  /** Keep `drafts.*` documents (the Content Lake stand-in serves them to the drafts perspective). */
  keepDrafts?: boolean
}

/** Parses export NDJSON into published documents plus the image asset documents they reference. */
export function parseDataset(ndjson: string, file = 'data.ndjson', options: ParseOptions = {}): SanityDocument[] {
  const assets = new Map<string, SanityDocument>()
  const docs: SanityDocument[] = []
  ndjson.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch {
      throw new DatasetError(file, index + 1, 'not valid JSON')
    }
    const candidate = doc as Partial<SanityDocument>
    if (typeof candidate._id !== 'string' || typeof candidate._type !== 'string') {
      throw new DatasetError(file, index + 1, 'a document needs string _id and _type')
    }
    // Drafts and versions never reach the public site.
    if (candidate._id.startsWith('versions.')) return
    if (candidate._id.startsWith('drafts.') && !options.keepDrafts) return
    docs.push(resolveAssets(doc, assets) as SanityDocument)
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

/** Identifies the dataset file's current contents (path, mtime, size): part of every cache key, so
 * cached query results never outlive the file they came from — not even across builds. */
export async function datasetVersion(file = defaultDatasetPath()): Promise<string> {
  const info = await stat(file)
  return `${file}:${info.mtimeMs}:${info.size}`
}

type Loaded = {file: string; mtimeMs: number; size: number; documents: SanityDocument[]}
let loaded: Loaded | undefined

/** The dataset as of the file's current contents; re-read only when its mtime or size changes. */
export async function loadDataset(file = defaultDatasetPath()): Promise<SanityDocument[]> {
  const info = await stat(file)
  if (loaded && loaded.file === file && loaded.mtimeMs === info.mtimeMs && loaded.size === info.size) {
    return loaded.documents
  }
  const documents = parseDataset(await readFile(file, 'utf8'), path.basename(file))
  loaded = {file, mtimeMs: info.mtimeMs, size: info.size, documents}
  return documents
}
