// Image uploads (`POST /assets/images/{dataset}`) and the files behind them (`GET /images/…`): a photo is
// stored in the working copy's images/ folder under the name Sanity gives it (`<sha1>-<w>x<h>.<ext>`), its
// LQIP added to assets.json, and its asset document created, as the site's embedded backend expects.
import {createHash, randomUUID} from 'node:crypto'
import {createReadStream} from 'node:fs'
import {readFile, rename, stat, writeFile} from 'node:fs/promises'
import type {IncomingMessage, ServerResponse} from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import {assetMetadataPath, imagesDirectory} from '../../web/lib/content/embedded/dataset-files'
import {lqipDataUrl} from '../seed/asset-metadata'
import {imageFileName} from './export-format'
import {HttpError, MAX_UPLOAD_BYTES, readBody} from './http'
import type {DocumentStore} from './store'

/** The formats the site's image route resizes; others are refused with 415. */
const UPLOAD_FORMATS: Record<string, {extension: string; mimeType: string}> = {
  jpeg: {extension: 'jpg', mimeType: 'image/jpeg'},
  png: {extension: 'png', mimeType: 'image/png'},
}

/** Writes beside the target and renames over it, so a reader never sees half a file; each write has its
 * own temporary file, so uploads at the same time never write into one another's. */
async function writeAtomically(file: string, data: string | Buffer) {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

/** The metadata file's pending update, per file: each upload reads it after the one before has written
 * it, so uploads at the same time keep every placeholder. */
const metadataWrites = new Map<string, Promise<void>>()

function addLqip(datasetFile: string, assetId: string, lqip: string): Promise<void> {
  const file = assetMetadataPath(datasetFile)
  const write = (metadataWrites.get(file) ?? Promise.resolve()).then(() => writeLqip(file, assetId, lqip))
  const settled = write.catch(() => {})
  metadataWrites.set(file, settled)
  void settled.then(() => metadataWrites.get(file) === settled && metadataWrites.delete(file))
  return write
}

async function writeLqip(file: string, assetId: string, lqip: string) {
  const current = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>
  current[assetId] = {metadata: {lqip}}
  const lines = Object.entries(current).map(([id, value]) => `  ${JSON.stringify(id)}: ${JSON.stringify(value)}`)
  await writeAtomically(file, `{\n${lines.join(',\n')}\n}\n`)
}

export async function uploadImage(req: IncomingMessage, url: URL, store: DocumentStore, publicBase: string) {
  const bytes = await readBody(req, MAX_UPLOAD_BYTES)
  const info = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new HttpError(415, 'The upload is not an image')
    })
  const format = UPLOAD_FORMATS[info.format ?? '']
  if (!format || !info.width || !info.height) throw new HttpError(415, `Upload JPEG or PNG photos (this one is ${info.format ?? 'unknown'})`)
  const sha1hash = createHash('sha1').update(bytes).digest('hex')
  const assetId = `image-${sha1hash}-${info.width}x${info.height}-${format.extension}`
  const fileName = imageFileName(assetId)!
  const existing = await store.get(assetId)
  if (existing) return {document: existing}
  const lqip = await lqipDataUrl(bytes)
  await writeAtomically(path.join(imagesDirectory(store.file), fileName), bytes)
  await addLqip(store.file, assetId, lqip)
  const document = {
    _id: assetId,
    _type: 'sanity.imageAsset',
    assetId: sha1hash,
    sha1hash,
    extension: format.extension,
    mimeType: format.mimeType,
    originalFilename: url.searchParams.get('filename') ?? fileName,
    size: bytes.length,
    path: `images/${fileName}`,
    url: `${publicBase}/images/${fileName}`,
    uploadId: sha1hash.slice(0, 16),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {_type: 'sanity.imageDimensions', width: info.width, height: info.height, aspectRatio: info.width / info.height},
      hasAlpha: info.hasAlpha ?? false,
      isOpaque: !info.hasAlpha,
      lqip,
    },
  }
  await store.commit([{createIfNotExists: document}])
  return {document: await store.get(assetId)}
}

const FILE_IN_IMAGES = /^\/images\/(?:[^/]+\/[^/]+\/)?([0-9a-f]{40}-\d+x\d+\.(?:jpg|png))$/

/** Serves an image file from the working copy (`/images/<file>` or Sanity's `/images/<project>/<dataset>/<file>`),
 * whatever transformation the query asks for: the browser scales it. Not an image path: false. */
export async function serveImage(pathname: string, res: ServerResponse, store: DocumentStore): Promise<boolean> {
  const fileName = FILE_IN_IMAGES.exec(pathname)?.[1]
  if (!fileName) return false
  const file = path.join(imagesDirectory(store.file), fileName)
  const info = await stat(file).catch(() => undefined)
  if (!info) throw new HttpError(404, `No image ${fileName}`)
  res.writeHead(200, {'content-type': fileName.endsWith('.png') ? 'image/png' : 'image/jpeg', 'content-length': info.size, 'cache-control': 'public, max-age=31536000, immutable'})
  createReadStream(file).pipe(res)
  return true
}
