// The build step that compresses the static assets, Brotli and gzip (precompress.ts), on a folder like a build's static/.
import {randomBytes} from 'node:crypto'
import {existsSync} from 'node:fs'
import {mkdir, mkdtemp, readFile, rm, stat, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync} from 'node:zlib'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {brotliMode, precompressFolder, PRECOMPRESS_MIN_BYTES} from './precompress'

const script = Array.from({length: 2000}, (_, i) => `export const v${i} = "${(i * 7919) % 1000}";`).join('\n')

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opl-precompress-'))
  vi.spyOn(console, 'log').mockImplementation(() => {})
  const files: Record<string, string | Buffer> = {
    'chunks/app.js': script,
    'chunks/site.css': `.a{color:red}\n`.repeat(200),
    'chunks/manifest.json': JSON.stringify({files: Array.from({length: 100}, (_, i) => `chunk-${i}.js`)}),
    'media/display.ttf': Buffer.concat(Array.from({length: 100}, () => Buffer.from('glyf\0\0\0\x01loca\0\0\0\x02'))),
    'chunks/small.js': 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1),
    'chunks/random.js': randomBytes(4096),
    'media/photo.png': Buffer.alloc(8192, 1),
    'media/font.woff2': Buffer.alloc(8192, 2),
    'chunks/gone.js.br': brotliCompressSync('left from an earlier build'),
    'chunks/gone.js.gz': gzipSync('left from an earlier build'),
  }
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), {recursive: true})
    await writeFile(path.join(dir, file), body)
  }
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(dir, {recursive: true, force: true})
})

const has = (file: string, ext = '.br') => existsSync(path.join(dir, `${file}${ext}`))

describe('precompressFolder', () => {
  it('writes a Brotli 11 and a gzip 9 copy of each compressible file of 1 KB or more, and only when it is smaller', async () => {
    const result = await precompressFolder(dir)
    for (const file of ['chunks/app.js', 'chunks/site.css', 'chunks/manifest.json', 'media/display.ttf']) {
      expect(has(file), file).toBe(true)
      const original = await readFile(path.join(dir, file))
      const brotli = await readFile(path.join(dir, `${file}.br`))
      expect(brotliDecompressSync(brotli).equals(original), file).toBe(true)
      const gzip = await readFile(path.join(dir, `${file}.gz`))
      expect(gunzipSync(gzip).equals(original), file).toBe(true)
      expect(brotli.length, file).toBeLessThanOrEqual(gzip.length)
    }
    // Quality 11: no larger than the server's quality 5, and smaller on a real script.
    const q5 = brotliCompressSync(script, {params: {[constants.BROTLI_PARAM_QUALITY]: 5}})
    expect((await stat(path.join(dir, 'chunks/app.js.br'))).size).toBeLessThan(q5.length)
    // Too small, not smaller (random bytes), already compressed (pictures, woff2): left as they are.
    for (const file of ['chunks/small.js', 'chunks/random.js', 'media/photo.png', 'media/font.woff2']) {
      expect([has(file), has(file, '.gz')], file).toEqual([false, false])
    }
    // A copy whose file is gone is removed.
    expect([has('chunks/gone.js'), has('chunks/gone.js', '.gz')]).toEqual([false, false])
    expect(result).toMatchObject({files: 4, skipped: 1})
    expect(result.bytesAfter).toBeLessThan(result.bytesBefore / 3)
    expect(result.gzipBytes).toBeLessThan(result.bytesBefore / 3)
    expect(console.log).toHaveBeenCalledWith(expect.stringMatching(/^Precompressed 4 files of .* with Brotli 11: .* KB -> .* KB/))
  })

  it('keeps an up-to-date .br on a second run, and makes a new one when the file changed', async () => {
    const first = await precompressFolder(dir)
    const before = (await stat(path.join(dir, 'chunks/site.css.br'))).mtimeMs
    expect(await precompressFolder(dir)).toEqual(first)
    expect((await stat(path.join(dir, 'chunks/site.css.br'))).mtimeMs).toBe(before)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await writeFile(path.join(dir, 'chunks/app.js'), `${script}\n// edited`)
    await precompressFolder(dir)
    expect(brotliDecompressSync(await readFile(path.join(dir, 'chunks/app.js.br'))).toString()).toBe(`${script}\n// edited`)
  })

  it('chooses the Brotli mode by kind of file', () => {
    expect(brotliMode('a/b.JS')).toBe(constants.BROTLI_MODE_TEXT)
    expect(brotliMode('x.svg')).toBe(constants.BROTLI_MODE_TEXT)
    expect(brotliMode('x.otf')).toBe(constants.BROTLI_MODE_FONT)
    expect(brotliMode('x.woff2')).toBeUndefined()
    expect(brotliMode('x.avif')).toBeUndefined()
    expect(brotliMode('x.js.br')).toBeUndefined()
  })
})
