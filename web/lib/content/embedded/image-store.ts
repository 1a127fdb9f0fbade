// Makes embedded image variants with sharp, each one once: results sit in a least-recently-used cache
// capped at IMAGE_CACHE_MAX_BYTES, at most IMAGE_MAX_CONCURRENT_RESIZES run at a time, and past
// IMAGE_MAX_QUEUED_RESIZES waiting the caller is told to come back later instead of queueing more work,
// as is one that waited in line past IMAGE_MAX_QUEUE_WAIT_MS (a proxy in front would give up on it).
// A source gets at most IMAGE_MAX_SHAPES_PER_SOURCE crops besides its pages' own, each holding its place
// for IMAGE_SHAPE_PLACE_MS (another is refused unmade: shape-ledger.ts); a
// request whose client has gone is dropped before its render starts; an AVIF is sent only where it came out smaller than the WebP.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {LRUCache} from 'lru-cache'
import pLimit from 'p-limit'
import sharp, {type Sharp} from 'sharp'
import {
  IMAGE_CACHE_MAX_BYTES,
  IMAGE_MAX_CONCURRENT_RESIZES,
  IMAGE_MAX_QUEUE_WAIT_MS,
  IMAGE_MAX_QUEUED_RESIZES,
  IMAGE_MAX_SHAPES_PER_SOURCE,
  IMAGE_SHAPE_PLACE_MS,
} from '../../limits'
import {variantKey, type ImageFormat, type Variant} from './image-variant'
import {ShapeLedger} from './shape-ledger'

export type Made = {body: Buffer; format: ImageFormat}
export type Rendered = ({ok: true; fromCache: boolean} & Made) | {ok: false; status: 404 | 429 | 'too-many-shapes'}

type Context = {variant: Variant; directory: string; signal?: AbortSignal; queuedAt: number}

// libvips would give each resize a thread per core: a render then takes every core the pages need.
sharp.concurrency(1)
// Nor keep decoded sources in libvips' own cache: every render reads its source anew, and made variants
// are kept (encoded, bounded) in the cache below, so that memory would only grow with each new variant.
sharp.cache(false)

const encode = (image: Sharp, format: ImageFormat) =>
  format === 'avif'
    ? image.clone().avif({quality: 55, effort: 2}).toBuffer()
    : format === 'webp'
      ? image.clone().webp({quality: 72}).toBuffer()
      : image.clone().toBuffer()

/** A render not made because its client left. Its own class: the reason Next's server gives a request's
 * signal is no AbortError, and each dropped render would otherwise be logged as a failure. */
class ClientGone extends Error {
  override name = 'ClientGone'
}

/** A request not answered within IMAGE_MAX_QUEUE_WAIT_MS, and a render not made because its request
 * waited that long in line: shed, like a full line. */
class WaitedTooLong extends Error {
  override name = 'WaitedTooLong'
}

/** Told apart by name, not class: the store, and so the render that threw, may be another copy of this
 * module's (STORE below). */
const SHED: ReadonlySet<string> = new Set(['ClientGone', 'WaitedTooLong'])

async function render({variant, directory, signal, queuedAt}: Context): Promise<Made> {
  // Waited in line while its client went away: nobody would see it.
  if (signal?.aborted) throw new ClientGone()
  if (performance.now() - queuedAt > IMAGE_MAX_QUEUE_WAIT_MS) throw new WaitedTooLong()
  const source = await readFile(path.join(directory, variant.file))
  let image = sharp(source, {failOn: 'error'})
  if (variant.rect) image = image.extract(variant.rect)
  image = image.resize({width: variant.width, height: variant.height, fit: 'cover', withoutEnlargement: true})
  if (variant.format !== 'avif') return {body: await encode(image, variant.format), format: variant.format}
  // parseVariant asks for AVIF only at small widths, where both encodes are quick; keep the smaller.
  const [avif, webp] = [await encode(image, 'avif'), await encode(image, 'webp')]
  return avif.byteLength < webp.byteLength ? {body: avif, format: 'avif'} : {body: webp, format: 'webp'}
}

function createStore() {
  const limit = pLimit(IMAGE_MAX_CONCURRENT_RESIZES)
  const cache = new LRUCache<string, Made, Context>({
    maxSize: IMAGE_CACHE_MAX_BYTES,
    sizeCalculation: (made) => Math.max(1, made.body.byteLength),
    // lru-cache runs one fetch per key, so a burst of identical requests makes the variant once.
    fetchMethod: (_key, _stale, {context}) => limit(() => render(context)),
  })
  /** Each source's crops other than its pages' own; past IMAGE_MAX_SHAPES_PER_SOURCE (within
   * IMAGE_SHAPE_PLACE_MS) another is refused. Refused, a crop costs nothing: a small answer, no render
   * (the whole picture in its place was a large answer a flood could pull at full speed). */
  const shapes = new ShapeLedger(IMAGE_MAX_SHAPES_PER_SOURCE, IMAGE_SHAPE_PLACE_MS)
  return {limit, cache, shapes}
}

/** One store per process: Next's server loads this module apart for the image route and for
 * instrumentation.ts (the start-up warm-up), and both must fill and read one cache under one set of
 * limits, so the store lives on globalThis under a registered symbol. */
const STORE = Symbol.for('opl.embedded-image-store')
const holder = globalThis as typeof globalThis & {[STORE]?: ReturnType<typeof createStore>}
const {limit, cache, shapes} = (holder[STORE] ??= createStore())

/** The variant's bytes from the cache, made now if it is not there (`fromCache` says which). `signal`:
 * the request's, so a render still waiting when its client leaves is not made. */
export async function imageVariant(variant: Variant, directory: string, signal?: AbortSignal): Promise<Rendered> {
  const key = `${directory}|${variantKey(variant)}`
  const cached = cache.get(key)
  if (cached) return {ok: true, ...cached, fromCache: true}
  const {shape, file} = variant
  if (shape !== undefined && !shapes.admit(file, shape)) return {ok: false, status: 'too-many-shapes'}
  const result = await make(key, {variant, directory, signal, queuedAt: performance.now()})
  if (shape !== undefined) shapes.settle(file, shape, result.ok)
  return result
}

/** The render's result, or WaitedTooLong once IMAGE_MAX_QUEUE_WAIT_MS have passed: the caller is told
 * then, whether the render has started or not (one that has is kept in the cache for the next caller). */
function withinQueueWait<T>(rendering: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new WaitedTooLong()), IMAGE_MAX_QUEUE_WAIT_MS)))
  return Promise.race([rendering, late]).finally(() => clearTimeout(timer))
}

async function make(key: string, context: Context): Promise<Rendered> {
  if (limit.pendingCount >= IMAGE_MAX_QUEUED_RESIZES) return {ok: false, status: 429}
  try {
    const made = await withinQueueWait(cache.fetch(key, {context}))
    return made ? {ok: true, ...made, fromCache: false} : {ok: false, status: 404}
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {ok: false, status: 404}
    // Dropped because the client that asked first went away: whoever else waits may ask again.
    if (error instanceof Error && SHED.has(error.name)) return {ok: false, status: 429}
    console.error(`[images] could not make ${variantKey(context.variant)}: ${error instanceof Error ? error.message : String(error)}`)
    return {ok: false, status: 404}
  }
}

/** What the cache holds and how many resizes run or wait (for tests and the health check). */
export const imageStoreStats = () => ({entries: cache.size, bytes: cache.calculatedSize, active: limit.activeCount, pending: limit.pendingCount})
