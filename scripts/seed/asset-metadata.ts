// Writes content/assets.json: the metadata Sanity computes for each uploaded image that the embedded
// dataset cannot derive from a file name, as a `sanity dataset export` keeps it beside data.ndjson.
// Today that is only the LQIP (metadata.lqip): a ~20 px wide image as a data: URL, shown blurred (the
// browser's upscale) while the photo loads. Sanity's is a JPEG; the seed's are WebP, about a third of
// the size for the same 20 px (every LQIP is written into the page twice, in its HTML and flight data). Keyed by asset id, `image-<sha1>-<w>x<h>-<ext>`:
//   {"image-…-1200x800-jpg": {"metadata": {"lqip": "data:image/webp;base64,…"}}, …}
// Computed from the files in content/images (sorted, so the output is deterministic); it covers every
// dataset that points into that folder (data.ndjson and demo-season.ndjson alike).
// `npm run seed:assets` rewrites it; `npm run seed:generate` calls it after drawing the images.
import {readdir, readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import sharp from 'sharp'

/** Sanity's LQIP is 20 px wide; WebP at quality 40 keeps each data URL near 200 characters. */
const LQIP_WIDTH = 20
const LQIP_QUALITY = 40
/** A data URL longer than this would weigh down every page that shows the photo: refuse it. (The seed's
 * images come out at 130–340 characters.) */
export const LQIP_MAX_CHARS = 400

const FILE_NAME = /^([0-9a-f]{40})-(\d+)x(\d+)\.(jpg|png)$/

export type AssetMetadataFile = Record<string, {metadata: {lqip: string}}>

/** The LQIP of one image file: resized to 20 px wide, flattened on white (PNG transparency), WebP. */
export async function lqipDataUrl(image: Buffer): Promise<string> {
  const webp = await sharp(image).resize(LQIP_WIDTH).flatten({background: '#ffffff'}).webp({quality: LQIP_QUALITY}).toBuffer()
  return `data:image/webp;base64,${webp.toString('base64')}`
}

/** The asset metadata for every image file in `imagesDir`, keyed by Sanity asset id, in file-name order. */
export async function assetMetadata(imagesDir: string): Promise<AssetMetadataFile> {
  const files = (await readdir(imagesDir)).filter((file) => FILE_NAME.test(file)).sort()
  const out: AssetMetadataFile = {}
  for (const file of files) {
    const [, hash, width, height, ext] = FILE_NAME.exec(file)!
    const lqip = await lqipDataUrl(await readFile(path.join(imagesDir, file)))
    if (lqip.length > LQIP_MAX_CHARS) throw new Error(`${file}: its LQIP is ${lqip.length} characters (at most ${LQIP_MAX_CHARS})`)
    out[`image-${hash}-${width}x${height}-${ext}`] = {metadata: {lqip}}
  }
  return out
}

/** Writes `<contentDir>/assets.json` from `<contentDir>/images`; returns how many assets it lists. */
export async function writeAssetMetadata(contentDir: string): Promise<number> {
  const metadata = await assetMetadata(path.join(contentDir, 'images'))
  const lines = Object.entries(metadata).map(([id, value]) => `  ${JSON.stringify(id)}: ${JSON.stringify(value)}`)
  await writeFile(path.join(contentDir, 'assets.json'), `{\n${lines.join(',\n')}\n}\n`)
  return lines.length
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const contentDir = path.resolve(import.meta.dirname, '../../content')
  const count = await writeAssetMetadata(contentDir)
  console.log(`Wrote content/assets.json (${count} assets)`)
}
