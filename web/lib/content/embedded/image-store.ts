// Makes embedded image variants with sharp, each one once: results sit in a least-recently-used cache
// capped at IMAGE_CACHE_MAX_BYTES, at most IMAGE_MAX_CONCURRENT_RESIZES run at a time, and past
// IMAGE_MAX_QUEUED_RESIZES waiting the caller is told to come back later instead of queueing more work.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {LRUCache} from 'lru-cache'
import pLimit from 'p-limit'
import sharp from 'sharp'
import {IMAGE_CACHE_MAX_BYTES, IMAGE_MAX_CONCURRENT_RESIZES, IMAGE_MAX_QUEUED_RESIZES} from '../../limits'
import {variantKey, type Variant} from './image-variant'

export type Rendered = {ok: true; body: Buffer} | {ok: false; status: 404 | 503}

type Context = {variant: Variant; directory: string}

const limit = pLimit(IMAGE_MAX_CONCURRENT_RESIZES)

async function render({variant, directory}: Context): Promise<Buffer> {
  const source = await readFile(path.join(directory, variant.file))
  let image = sharp(source, {failOn: 'error'})
  if (variant.rect) image = image.extract(variant.rect)
  image = image.resize({width: variant.width, height: variant.height, fit: 'cover', withoutEnlargement: true})
  switch (variant.format) {
    case 'avif':
      return image.avif({quality: 55, effort: 2}).toBuffer()
    case 'webp':
      return image.webp({quality: 72}).toBuffer()
    default:
      return image.toBuffer()
  }
}

const cache = new LRUCache<string, Buffer, Context>({
  maxSize: IMAGE_CACHE_MAX_BYTES,
  sizeCalculation: (body) => Math.max(1, body.byteLength),
  // lru-cache runs one fetch per key, so a burst of identical requests makes the variant once.
  fetchMethod: (_key, _stale, {context}) => limit(() => render(context)),
})

/** The variant's bytes from the cache, made now if it is not there. */
export async function imageVariant(variant: Variant, directory: string): Promise<Rendered> {
  const key = variantKey(variant)
  const cached = cache.get(`${directory}|${key}`)
  if (cached) return {ok: true, body: cached}
  if (limit.pendingCount >= IMAGE_MAX_QUEUED_RESIZES) return {ok: false, status: 503}
  try {
    const body = await cache.fetch(`${directory}|${key}`, {context: {variant, directory}})
    return body ? {ok: true, body} : {ok: false, status: 404}
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {ok: false, status: 404}
    console.error(`[images] could not make ${key}: ${error instanceof Error ? error.message : String(error)}`)
    return {ok: false, status: 404}
  }
}

/** What the cache holds and how many resizes run or wait (for tests and the health check). */
export const imageStoreStats = () => ({entries: cache.size, bytes: cache.calculatedSize, active: limit.activeCount, pending: limit.pendingCount})
