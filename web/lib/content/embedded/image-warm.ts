// Makes the gallery's large photos when the server starts, before anyone opens one: on a fresh server
// the lightbox's first photo otherwise waits for its decode, resize and encode (about a second for a
// 1600 px picture on a quiet 2-core host), with the blurred thumbnail as all there is to see. One photo
// at a time through the same queue as visitors' requests, so a visitor waits behind one at most.
import {loadDataset, imagesDirectory, type SanityDocument} from './dataset'
import {imageVariant} from './image-store'
import {parseVariant} from './image-variant'

/** The widths the lightbox shows (components/gallery/lightbox-sources.ts LARGE_WIDTHS, which a test
 * holds this to), as a browser that takes AVIF and WebP asks for them. */
export const WARMED_WIDTHS = [800, 1600] as const
const BROWSER_ACCEPT = 'image/avif,image/webp,*/*'

/** The image files the dataset's gallery sections show. */
export function galleryFiles(documents: SanityDocument[]): string[] {
  const files = new Set<string>()
  for (const doc of documents) {
    if (doc._type !== 'gallerySection' || !Array.isArray(doc.images)) continue
    for (const image of doc.images as Array<{asset?: {_ref?: unknown}}>) {
      // image-<hash>-<w>x<h>-<ext> → <hash>-<w>x<h>.<ext>
      const match = /^image-([0-9a-f]+-\d+x\d+)-(\w+)$/.exec(String(image?.asset?._ref ?? ''))
      if (match) files.add(`${match[1]}.${match[2]}`)
    }
  }
  return [...files]
}

/** Makes every gallery photo at the lightbox's widths; returns how many variants it made or found. */
export async function warmGalleryImages(datasetFile?: string): Promise<number> {
  const {documents} = await loadDataset(datasetFile)
  const directory = imagesDirectory(datasetFile)
  let made = 0
  for (const file of galleryFiles(documents)) {
    for (const width of WARMED_WIDTHS) {
      const variant = parseVariant(file, new URLSearchParams({w: String(width), auto: 'format'}), BROWSER_ACCEPT)
      if ('error' in variant) continue
      if ((await imageVariant(variant, directory)).ok) made++
    }
  }
  return made
}
