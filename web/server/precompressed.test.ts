// Built assets sent as the Brotli the build made (precompressed.mjs, the swap in compression.mjs): the map
// read at start-up, and answers from a plain Node server that serves a folder as Next does (its own
// serveStatic, with the immutable Cache-Control and a security header set before it, as Next's router does)
// behind the site's compression.
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises'
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync} from 'node:zlib'
import {serveStatic} from 'next/dist/server/serve-static.js'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {rawRequest} from '../../tests/unit-support/raw-request'
import {createCompression} from './compression.mjs'
import {loadPrecompressed, STATIC_URL_PREFIX} from './precompressed.mjs'

const DIST = '.next-test'
/** A script like a built chunk: 300 KB of varied code, so Next streams it in several chunks. */
const script = Array.from({length: 6000}, (_, i) => `function f${i}(a){return a*${i}+"${(i * 7919) % 1000}"}`).join(';\n')
const stylesheet = Array.from({length: 300}, (_, i) => `.c${i}{margin:${i % 17}px;color:#${(i * 4099).toString(16).slice(-3)}}`).join('\n')
const brotli = (text: string) => brotliCompressSync(text, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}})

let dir = ''
let staticRoot = ''
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opl-precompressed-'))
  staticRoot = path.join(dir, DIST, 'static')
  const files: Record<string, string | Buffer> = {
    'chunks/app.js': script,
    'chunks/app.js.br': brotli(script),
    'css/site.css': stylesheet,
    'css/site.css.br': brotli(stylesheet),
    // A name Next writes URI-encoded into its pages.
    'chunks/[slug]/page.js': `${script}//page`,
    'chunks/[slug]/page.js.br': brotli(`${script}//page`),
    // Not its file compressed (a stale copy), and one whose file is gone: neither may answer.
    'chunks/stale.js': `${script}//new`,
    'chunks/stale.js.br': brotli(`${script}//old`),
    'chunks/orphan.js.br': brotli(script),
    'chunks/small.js': 'let x = 1',
    'media/font.woff2': Buffer.alloc(4096, 3),
  }
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(staticRoot, file)), {recursive: true})
    await writeFile(path.join(staticRoot, file), body)
  }
  // Outside static/: never read.
  await mkdir(path.join(dir, DIST, 'server'), {recursive: true})
  await writeFile(path.join(dir, DIST, 'server', 'page.js'), script)
  await writeFile(path.join(dir, DIST, 'server', 'page.js.br'), brotli(script))
})
afterAll(() => rm(dir, {recursive: true, force: true}))

const total = (map: Map<string, Buffer>) => [...new Set(map.values())].reduce((sum, bytes) => sum + bytes.length, 0)

describe('loadPrecompressed', () => {
  it('maps the URL of each asset under static/ to its .br, only where the .br is that file compressed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const map = await loadPrecompressed(dir, DIST)
    expect([...map.keys()].sort()).toEqual([
      '/_next/static/chunks/%5Bslug%5D/page.js',
      '/_next/static/chunks/[slug]/page.js',
      '/_next/static/chunks/app.js',
      '/_next/static/css/site.css',
    ])
    expect(map.get('/_next/static/chunks/app.js')!.equals(brotli(script))).toBe(true)
    expect(brotliDecompressSync(map.get('/_next/static/css/site.css')!).toString()).toBe(stylesheet)
    expect(map.get('/_next/static/chunks/%5Bslug%5D/page.js')).toBe(map.get('/_next/static/chunks/[slug]/page.js'))
  })

  it('keeps no more bytes than its bound', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const all = await loadPrecompressed(dir, DIST)
    // Room for about two of the three kept files.
    const bound = Math.floor((total(all) * 2) / 3)
    const bounded = await loadPrecompressed(dir, DIST, {maxBytes: bound})
    expect(total(bounded)).toBeLessThanOrEqual(bound)
    expect(new Set(bounded.values()).size).toBe(2)
    for (const [url, bytes] of bounded) expect(bytes.equals(all.get(url)!)).toBe(true)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('over PRECOMPRESSED_MAX_BYTES'))
    expect((await loadPrecompressed(dir, DIST, {maxBytes: 100})).size).toBe(0)
  })

  it('is empty for a build without static/ (nothing precompressed, a dev build)', async () => {
    expect((await loadPrecompressed(dir, '.next-missing')).size).toBe(0)
  })
})

const servers: Array<ReturnType<typeof createServer>> = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** The site's compression in front of Next's serveStatic over the test's static/ folder. */
async function serve(precompressed: Map<string, Buffer>) {
  const compress = createCompression({precompressed})
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    compress(req, res)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    const file = decodeURIComponent(req.url!.split('?')[0]!.slice(STATIC_URL_PREFIX.length - 1))
    serveStatic(req, res, file, {root: staticRoot, etag: false}).catch((error: {statusCode?: number}) => {
      res.statusCode = error.statusCode ?? 500
      res.setHeader('Content-Type', 'text/plain')
      res.end('Not Found')
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return (url: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(port, url, {method, headers})
}

const BROWSER = {'accept-encoding': 'gzip, deflate, br, zstd'}
const APP = '/_next/static/chunks/app.js'

describe('built assets sent as the build’s Brotli', () => {
  it('sends the kept Brotli bytes, which decompress to exactly the file, with Next’s headers', async () => {
    const map = await loadPrecompressed(dir, DIST)
    const get = await serve(map)
    for (const url of [APP, `${APP}?dpl=build-1`]) {
      const reply = await get(url, BROWSER)
      expect(reply.status).toBe(200)
      expect(reply.header('content-encoding')).toBe('br')
      expect(reply.bytes.equals(map.get(APP)!)).toBe(true)
      expect(brotliDecompressSync(reply.bytes).toString()).toBe(script)
      expect(Number(reply.header('content-length'))).toBe(reply.bytes.length)
      expect(reply.header('vary')).toContain('Accept-Encoding')
      expect(reply.header('accept-ranges')).toBeNull()
      expect(reply.header('content-type')).toMatch(/javascript/)
      expect(reply.header('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(reply.header('x-content-type-options')).toBe('nosniff')
      expect(reply.header('last-modified')).not.toBeNull()
    }
    const css = await get('/_next/static/css/site.css', BROWSER)
    expect([css.header('content-encoding'), brotliDecompressSync(css.bytes).toString()]).toEqual(['br', stylesheet])
    const encoded = await get('/_next/static/chunks/%5Bslug%5D/page.js', BROWSER)
    expect([encoded.header('content-encoding'), brotliDecompressSync(encoded.bytes).toString()]).toEqual(['br', `${script}//page`])
  })

  it('answers HEAD with the Brotli headers and no body', async () => {
    const map = await loadPrecompressed(dir, DIST)
    const get = await serve(map)
    const head = await get(APP, BROWSER, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.header('content-encoding')).toBe('br')
    expect(Number(head.header('content-length'))).toBe(map.get(APP)!.length)
    expect(head.header('accept-ranges')).toBeNull()
    expect(head.bytes.length).toBe(0)
  })

  it('leaves 304, ranges (206) and a missing file (404) to Next, untouched', async () => {
    const get = await serve(await loadPrecompressed(dir, DIST))
    const lastModified = (await get(APP, BROWSER)).header('last-modified')!
    const held = await get(APP, {...BROWSER, 'if-modified-since': lastModified})
    expect([held.status, held.header('content-encoding'), held.bytes.length]).toEqual([304, null, 0])

    const range = await get(APP, {...BROWSER, range: 'bytes=0-99'})
    expect(range.status).toBe(206)
    expect(range.header('content-encoding')).toBeNull()
    expect(range.header('content-range')).toBe(`bytes 0-99/${Buffer.byteLength(script)}`)
    expect(range.bytes.toString()).toBe(script.slice(0, 100))

    // A key whose file Next does not have (not something loadPrecompressed keeps; here by hand).
    const get404 = await serve(new Map([['/_next/static/chunks/gone.js', brotli(script)]]))
    const missing = await get404('/_next/static/chunks/gone.js', BROWSER)
    expect([missing.status, missing.header('content-encoding'), missing.bytes.toString()]).toEqual([404, null, 'Not Found'])
  })

  it('gzips on the fly for a browser without Brotli, and sends the file as it is to one asking for nothing', async () => {
    const get = await serve(await loadPrecompressed(dir, DIST))
    for (const accept of ['gzip', 'gzip, br;q=0']) {
      const gzipped = await get(APP, {'accept-encoding': accept})
      expect(gzipped.header('content-encoding')).toBe('gzip')
      expect(gunzipSync(gzipped.bytes).toString()).toBe(script)
    }
    const plain = await get(APP, {'accept-encoding': 'identity'})
    expect([plain.header('content-encoding'), plain.header('accept-ranges')]).toEqual([null, 'bytes'])
    expect(plain.bytes.toString()).toBe(script)
  })

  it('leaves assets without a kept .br as they were: stale ones gzipped on the fly, fonts as they are', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const get = await serve(await loadPrecompressed(dir, DIST))
    const stale = await get('/_next/static/chunks/stale.js', BROWSER)
    expect(stale.header('content-encoding')).toBe('gzip')
    expect(gunzipSync(stale.bytes).toString()).toBe(`${script}//new`)
    const font = await get('/_next/static/media/font.woff2', BROWSER)
    expect([font.header('content-encoding'), font.bytes.length]).toEqual([null, 4096])
  })
})
