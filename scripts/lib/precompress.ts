// Brotli at its highest quality for the built assets, once per build. The site's server gzipped every
// script chunk on every request (Next's on-the-fly compression, level 6): the React chunk is 73.4 KB that
// way and 62.7 KB as Brotli 11, about 15% less JavaScript on a first visit, and no compression work per
// request. Quality 11 costs seconds, so it is paid here, not while a visitor waits: each compressible
// file of web/<distDir>/static gets a `<file>.br` beside it, which web/server/precompressed.mjs loads when
// the server starts and web/server/compression.mjs sends to browsers that take Brotli. Runs after every
// site build (`npm run build` before the standalone folder is completed, and buildSite() of the e2e
// suite), so the `.br` files travel with the build wherever it is copied.
import {existsSync} from 'node:fs'
import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises'
import {availableParallelism} from 'node:os'
import path from 'node:path'
import {promisify} from 'node:util'
import {brotliCompress, constants} from 'node:zlib'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Brotli's highest quality: 13-16% smaller than gzip on the chunks here, at a cost only a build can
 * afford (tens of milliseconds per 100 KB, against well under one for the quality the server uses). */
export const PRECOMPRESS_QUALITY = constants.BROTLI_MAX_QUALITY
/** Smaller files are left as they are: the same threshold as the server's own compression
 * (MIN_COMPRESSED_BYTES in web/server/compression.mjs); below it the headers outweigh the saving. */
export const PRECOMPRESS_MIN_BYTES = 1024
/** Files compressed at once (each a job on libuv's thread pool), so a build's few hundred files take
 * the machine's cores rather than one. */
export const PRECOMPRESS_CONCURRENCY = Math.max(2, availableParallelism())

/** What is worth compressing, by extension, and the Brotli mode that suits it. Pictures and woff/woff2
 * fonts are compressed already and are left out. */
const MODES = new Map<string, number>([
  ...['.js', '.mjs', '.cjs', '.css', '.svg', '.json', '.txt', '.map', '.html', '.xml', '.webmanifest'].map(
    (ext) => [ext, constants.BROTLI_MODE_TEXT] as const,
  ),
  ...['.ttf', '.otf', '.eot'].map((ext) => [ext, constants.BROTLI_MODE_FONT] as const),
  ...['.wasm', '.ico'].map((ext) => [ext, constants.BROTLI_MODE_GENERIC] as const),
])

/** The Brotli mode for a file, or undefined when it is not worth compressing. */
export function brotliMode(file: string): number | undefined {
  return MODES.get(path.extname(file).toLowerCase())
}

const compress = promisify(brotliCompress)
const name = (dir: string) => (dir.startsWith(ROOT + path.sep) ? path.relative(ROOT, dir) : dir)

export type PrecompressResult = {files: number; bytesBefore: number; bytesAfter: number; skipped: number}

/**
 * Writes `<file>.br` beside each compressible file of at least PRECOMPRESS_MIN_BYTES under
 * web/<distDir>/static (when it is smaller; a stale one is removed), and logs one line of totals.
 * A `.br` newer than its file is kept as it is, so running it again on the same build is cheap.
 */
export function precompressStatic(distDir = process.env.NEXT_DIST_DIR ?? '.next'): Promise<PrecompressResult> {
  return precompressFolder(path.join(ROOT, 'web', distDir, 'static'))
}

/** precompressStatic() for any folder (the tests use a temporary one). */
export async function precompressFolder(dir: string): Promise<PrecompressResult> {
  const started = performance.now()
  const result: PrecompressResult = {files: 0, bytesBefore: 0, bytesAfter: 0, skipped: 0}
  if (!existsSync(dir)) {
    console.log(`Precompressed nothing: no ${name(dir)} (build first).`)
    return result
  }
  const entries = await readdir(dir, {withFileTypes: true, recursive: true})
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  const present = new Set(files)
  // A `.br` whose file is gone (left from an earlier build) would never be sent; it is removed.
  await Promise.all(
    files.filter((file) => file.endsWith('.br') && !present.has(file.slice(0, -3))).map((file) => rm(file, {force: true})),
  )

  const queue = files.filter((file) => brotliMode(file) !== undefined)
  async function precompress(file: string) {
    const mode = brotliMode(file)!
    const target = `${file}.br`
    const source = await stat(file)
    if (source.size < PRECOMPRESS_MIN_BYTES) return
    const kept = present.has(target) ? await stat(target) : undefined
    if (kept && kept.mtimeMs >= source.mtimeMs && kept.size < source.size) {
      result.files += 1
      result.bytesBefore += source.size
      result.bytesAfter += kept.size
      return
    }
    const body = await readFile(file)
    const bytes = await compress(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PRECOMPRESS_QUALITY,
        [constants.BROTLI_PARAM_MODE]: mode,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
    if (bytes.length >= body.length) {
      result.skipped += 1
      await rm(target, {force: true})
      return
    }
    await writeFile(target, bytes)
    result.files += 1
    result.bytesBefore += body.length
    result.bytesAfter += bytes.length
  }
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await precompress(file)
  }
  await Promise.all(Array.from({length: PRECOMPRESS_CONCURRENCY}, worker))

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const ms = Math.round(performance.now() - started)
  console.log(
    `Precompressed ${result.files} files of ${name(dir)} with Brotli ${PRECOMPRESS_QUALITY}: ` +
      `${kb(result.bytesBefore)} -> ${kb(result.bytesAfter)}` +
      `${result.skipped ? ` (${result.skipped} not smaller, left as they are)` : ''} in ${ms} ms`,
  )
  return result
}
