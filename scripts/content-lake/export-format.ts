// The way back from the documents the stand-in holds to Sanity's export NDJSON, which the site's
// embedded backend reads: image references become `_sanityAsset` file pointers again, and asset
// documents (which the loader rebuilds from those pointers) and other Sanity system documents are not written.
import type {SanityDocument} from '../../web/lib/content/embedded/ndjson'

const IMAGE_ASSET_ID = /^image-([0-9a-f]+)-(\d+x\d+)-(\w+)$/

/** The file an image asset lives in, inside the dataset's images/ folder. */
export function imageFileName(assetId: string): string | undefined {
  const match = IMAGE_ASSET_ID.exec(assetId)
  return match ? `${match[1]}-${match[2]}.${match[3]}` : undefined
}

/** Whether a document is one the export writes as a line: Sanity's own documents are not — asset documents
 * are rebuilt on load from their pointers, and the Presentation tool's preview secrets live only as long
 * as the stand-in (a secret is never written to disk). */
export const isExported = (doc: SanityDocument) => !doc._type.startsWith('sanity.')

/** A value with each `asset: {_ref: image-…}` written as the export's `_sanityAsset: image@file://./images/…`. */
function toExportValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toExportValue)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    const ref = key === 'asset' ? (child as {_ref?: unknown} | null)?._ref : undefined
    const file = typeof ref === 'string' ? imageFileName(ref) : undefined
    if (file) out._sanityAsset = `image@file://./images/${file}`
    else out[key] = toExportValue(child)
  }
  return out
}

export const toExportLine = (doc: SanityDocument) => JSON.stringify(toExportValue(doc))
