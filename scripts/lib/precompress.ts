// Built assets compressed once per build, at the highest quality, so nothing compresses them per
// request: each compressible file of web/<distDir>/static gets a `<file>.br` (Brotli 11: 13-16% smaller
// than gzip on the chunks here) and a `<file>.gz` (gzip 9, for browsers without Brotli) beside it, which
// nginx sends as they are (deploy/nginx.conf: brotli_static, gzip_static). Quality 11 costs seconds,
// so it is paid here, not while a visitor waits. Runs after every site build (`npm run build` before the
// standalone folder is completed, and buildSite() of the e2e suite), so the copies travel with the build.
import {existsSync} from 'node:fs'
import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises'
import {availableParallelism} from 'node:os'
import path from 'node:path'
import {promisify} from 'node:util'
import {brotliCompress, constants, gzip} from 'node:zlib'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Brotli's highest quality: 13-16% smaller than gzip on the chunks here, at a cost only a build can
 * afford (tens of milliseconds per 100 KB, against well under one for the quality the server uses). */
export const PRECOMPRESS_QUALITY = constants.BROTLI_MAX_QUALITY
/** gzip's highest level, for the copy a browser without Brotli gets. */
export const PRECOMPRESS_GZIP_LEVEL = constants.Z_BEST_COMPRESSION
/** Smaller files are left as they are (nginx's gzip_min_length says the same for HTML, deploy/nginx.conf):
 * below it the headers outweigh the saving. */
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

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The copies written beside a file: the extension nginx looks for, and how to make it. */
const ENCODINGS = [
  {
    ext: '.br',
    compress: (body: Buffer, mode: number) =>
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: PRECOMPRESS_QUALITY,
          [constants.BROTLI_PARAM_MODE]: mode,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  {ext: '.gz', compress: (body: Buffer) => gzipped(body, {level: PRECOMPRESS_GZIP_LEVEL})},
] as const
const COPY = /\.(br|gz)$/
const name = (dir: string) => (dir.startsWith(ROOT + path.sep) ? path.relative(ROOT, dir) : dir)

/** Files compressed, their bytes, their Brotli copies' bytes and gzip copies' bytes, and files not
 * compressed because neither copy came out smaller. */
export type PrecompressResult = {files: number; bytesBefore: number; bytesAfter: number; gzipBytes: number; skipped: number}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of at least PRECOMPRESS_MIN_BYTES
 * under web/<distDir>/static (each only when it is smaller; a stale one is removed), and logs one line
 * of totals. A copy newer than its file is kept as it is, so running it again on the same build is cheap.
 */
export function precompressStatic(distDir = process.env.NEXT_DIST_DIR ?? '.next'): Promise<PrecompressResult> {
  return precompressFolder(path.join(ROOT, 'web', distDir, 'static'))
}

/** precompressStatic() for any folder (the tests use a temporary one). */
export async function precompressFolder(dir: string): Promise<PrecompressResult> {
  const started = performance.now()
  const result: PrecompressResult = {files: 0, bytesBefore: 0, bytesAfter: 0, gzipBytes: 0, skipped: 0}
  if (!existsSync(dir)) {
    console.log(`Precompressed nothing: no ${name(dir)} (build first).`)
    return result
  }
  const entries = await readdir(dir, {withFileTypes: true, recursive: true})
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  const present = new Set(files)
  // A copy whose file is gone (left from an earlier build) would never be sent; it is removed.
  await Promise.all(
    files.filter((file) => COPY.test(file) && !present.has(file.slice(0, -3))).map((file) => rm(file, {force: true})),
  )

  /** The size of `file`'s copy in `encoding`, written now unless an up-to-date one is there; 0 when no copy
   * comes out smaller than the file. */
  async function copy(file: string, source: {size: number; mtimeMs: number}, body: () => Promise<Buffer>, encoding: (typeof ENCODINGS)[number]) {
    const target = `${file}${encoding.ext}`
    const kept = present.has(target) ? await stat(target) : undefined
    if (kept && kept.mtimeMs >= source.mtimeMs && kept.size < source.size) return kept.size
    const bytes = await encoding.compress(await body(), brotliMode(file)!)
    if (bytes.length >= source.size) {
      await rm(target, {force: true})
      return 0
    }
    await writeFile(target, bytes)
    return bytes.length
  }

  const queue = files.filter((file) => brotliMode(file) !== undefined)
  async function precompress(file: string) {
    const source = await stat(file)
    if (source.size < PRECOMPRESS_MIN_BYTES) return
    let read: Promise<Buffer> | undefined
    const body = () => (read ??= readFile(file))
    const [br, gz] = await Promise.all(ENCODINGS.map((encoding) => copy(file, source, body, encoding)))
    if (!br && !gz) {
      result.skipped += 1
      return
    }
    result.files += 1
    result.bytesBefore += source.size
    result.bytesAfter += br || source.size
    result.gzipBytes += gz || source.size
  }
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await precompress(file)
  }
  await Promise.all(Array.from({length: PRECOMPRESS_CONCURRENCY}, worker))

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const ms = Math.round(performance.now() - started)
  console.log(
    `Precompressed ${result.files} files of ${name(dir)} with Brotli ${PRECOMPRESS_QUALITY}: ` +
      `${kb(result.bytesBefore)} -> ${kb(result.bytesAfter)} (gzip ${PRECOMPRESS_GZIP_LEVEL}: ${kb(result.gzipBytes)})` +
      `${result.skipped ? ` (${result.skipped} not smaller, left as they are)` : ''} in ${ms} ms`,
  )
  return result
}
