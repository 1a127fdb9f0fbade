// The build's static assets as Brotli, compressed once at build time (scripts/lib/precompress.ts writes
// `<file>.br` beside each script, style sheet and the like of <distDir>/static) and read into memory here
// when the server starts. ./compression.mjs sends these bytes instead of gzipping the file on every
// request (Brotli 11 is about 15% smaller than that gzip on the framework chunks). Only this start-up
// walk reads the folder: a request only looks its path up in the map, so nothing a request sends ever
// reaches the file system. Each `.br` is checked against its file before it is kept, so a stale or
// stray one (a rebuild, a copy) can never answer for another file.
import {readdir, readFile, stat} from 'node:fs/promises'
import path from 'node:path'
import {brotliDecompressSync} from 'node:zlib'

/** How many bytes of Brotli the server keeps (a build's static folder is 0.5-1 MB of them today); files
 * beyond it are left out and served as before, gzipped on the fly. */
export const PRECOMPRESSED_MAX_BYTES = 32 * 1024 * 1024
/** Where Next serves <distDir>/static from. */
export const STATIC_URL_PREFIX = '/_next/static/'

/**
 * Reads every `*.br` under <dir>/<distDir>/static that decompresses to exactly its file, up to `maxBytes`
 * in all: a Map from the URL Next serves the file at (`/_next/static/chunks/x.js`) to its Brotli bytes.
 * An empty Map when there are none (a build made without precompression, `next dev`).
 */
export async function loadPrecompressed(dir, distDir, {maxBytes = PRECOMPRESSED_MAX_BYTES} = {}) {
  const root = path.join(dir, distDir, 'static')
  const found = new Map()
  const entries = await readdir(root, {withFileTypes: true, recursive: true}).catch((error) => {
    if (error?.code === 'ENOENT') return []
    throw error
  })
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.br'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  let bytes = 0
  let left = 0
  for (const file of files) {
    // Its size first, so a file that cannot fit is not read at all.
    const brotli = bytes + (await stat(file)).size <= maxBytes ? await readFile(file) : undefined
    if (!brotli || bytes + brotli.length > maxBytes) {
      left += 1
      continue
    }
    const original = await readFile(file.slice(0, -3)).catch(() => undefined)
    if (!original || !decompressesTo(brotli, original)) {
      console.warn(`[precompressed] ${path.relative(dir, file)} left out: it is not its file compressed`)
      continue
    }
    bytes += brotli.length
    const relative = path.relative(root, file.slice(0, -3)).split(path.sep)
    found.set(STATIC_URL_PREFIX + relative.join('/'), brotli)
    // Next writes a path into its pages with each segment URI-encoded (encodeURIPath): a file whose name
    // has such characters is asked for in that form.
    const encoded = STATIC_URL_PREFIX + relative.map(encodeURIComponent).join('/')
    if (!found.has(encoded)) found.set(encoded, brotli)
  }
  if (left > 0) {
    console.warn(
      `[precompressed] ${left} of ${files.length} .br files left out (served gzipped on the fly): ` +
        `over PRECOMPRESSED_MAX_BYTES (${maxBytes} bytes)`,
    )
  }
  return found
}

function decompressesTo(brotli, original) {
  try {
    return brotliDecompressSync(brotli).equals(original)
  } catch {
    return false
  }
}
