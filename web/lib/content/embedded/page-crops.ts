// The crops the site's pages ask of each picture, worked out from the dataset itself: every image field's
// crop and hotspot, fitted to each of the site's box shapes and to its own (image-crops.ts, as the pages
// fit them). The image route makes these whatever else was asked of the picture: a flood of made-up
// crops fills only the allowance for other shapes (shape-ledger.ts), never a page's own.
import {IMAGE_BOX_SHAPES} from '../../limits'
import {cropRegion, type BoxShape} from '../image-crops'
import type {SanityDocument} from './ndjson'

/** The image file an asset id names: image-<hash>-<w>x<h>-<ext> → <hash>-<w>x<h>.<ext>. */
const ASSET_ID = /^image-([0-9a-f]+-\d+x\d+)-(\w+)$/

/** How a page's crop is named: its region and its box shape ("3:2"), or "own" for the region's own. */
export const pageCropKey = (rect: string, shape?: BoxShape) => `${rect}|${shape ? `${shape[0]}:${shape[1]}` : 'own'}`

type Crops = ReadonlyMap<string, ReadonlySet<string>>

function addCrops(image: {asset: {_ref: string}}, file: string, crops: Map<string, Set<string>>) {
  const own = crops.get(file) ?? new Set<string>()
  for (const shape of [undefined, ...IMAGE_BOX_SHAPES]) {
    const rect = cropRegion(image, shape)
    if (rect) own.add(pageCropKey(rect, shape))
  }
  if (own.size) crops.set(file, own)
}

function collect(value: unknown, crops: Map<string, Set<string>>): void {
  if (Array.isArray(value)) return value.forEach((item) => collect(item, crops))
  if (value === null || typeof value !== 'object') return
  const asset = (value as {asset?: {_ref?: unknown}}).asset
  const match = typeof asset?._ref === 'string' ? ASSET_ID.exec(asset._ref) : null
  if (match) addCrops(value as {asset: {_ref: string}}, `${match[1]}.${match[2]}`, crops)
  for (const child of Object.values(value)) collect(child, crops)
}

const byDataset = new WeakMap<readonly SanityDocument[], Crops>()

/** Each picture file's page crops, by file name; worked out once per version of the dataset. */
export function pageCrops(documents: readonly SanityDocument[]): Crops {
  let crops = byDataset.get(documents)
  if (!crops) {
    const found = new Map<string, Set<string>>()
    collect(documents, found)
    crops = found
    byDataset.set(documents, crops)
  }
  return crops
}
