// The site server's compression (compression.mjs) in front of a plain Node server that answers as Next
// does: a page in one piece (res.end with the whole body) or a stream (writes, then end).
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {afterEach, describe, expect, it} from 'vitest'
import {rawRequest} from '../../tests/unit-support/raw-request'
import {createCompression, MAX_CACHED_BODY_BYTES, preferredEncoding} from './compression.mjs'

/** A page like the site's: ASCII HTML with repeated markup, some kilobytes long. */
const page = (n: number) =>
  `<!DOCTYPE html><html><body>${Array.from({length: 200}, (_, i) => `<p class="row">Page ${n}, row ${i}</p>`).join('')}</body></html>`

type Answer = (req: IncomingMessage, res: ServerResponse) => void
const servers: Array<ReturnType<typeof createServer>> = []

async function serve(answer: Answer, options?: {cacheBytes?: number}) {
  const compress = createCompression(options)
  const server = createServer((req, res) => {
    compress(req, res)
    answer(req, res)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  /** The raw answer, with its Content-Encoding. */
  const get = async (path: string, acceptEncoding?: string, method = 'GET', extra: Record<string, string> = {}) => {
    const headers = {...extra, ...(acceptEncoding === undefined ? {} : {'accept-encoding': acceptEncoding})}
    const reply = await rawRequest(port, path, {method, headers})
    return {...reply, encoding: reply.header('content-encoding')}
  }
  return {get, compress}
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

const html = (body: string, headers: Record<string, string> = {}): Answer => (_req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.end(body)
}

function decoded(encoding: string | null, bytes: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8')
  return bytes.toString('utf8')
}

describe('preferredEncoding', () => {
  it('picks Brotli, then gzip, by what the browser accepts and their weights', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip')
    expect(preferredEncoding('GZIP;q=0.5')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('*, br;q=0')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeUndefined()
    expect(preferredEncoding('')).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
  })
})

describe('compression of answers sent in one piece', () => {
  it('sends Brotli or gzip as asked, with the compressed length and Vary: Accept-Encoding', async () => {
    const body = `${page(1)}<p>₹ 1,000 — café</p>`
    const {get} = await serve(html(body, {Vary: 'rsc'}))
    for (const [asked, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const {header, bytes, encoding} = await get('/', asked)
      expect(encoding).toBe(expected)
      expect(Number(header('content-length'))).toBe(bytes.length)
      expect(bytes.length).toBeLessThan(Buffer.byteLength(body) / 4)
      expect(header('vary')).toBe('rsc, Accept-Encoding')
      expect(decoded(encoding, bytes)).toBe(body)
    }
  })

  it('sends the page as it is to a client that asks for no compression', async () => {
    const body = page(2)
    const {get, compress} = await serve(html(body))
    for (const asked of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const {header, bytes, encoding} = await get('/', asked)
      expect(encoding).toBeNull()
      expect(Number(header('content-length'))).toBe(bytes.length)
      expect(bytes.toString()).toBe(body)
    }
    expect(compress.cached().entries).toBe(0)
  })

  it('compresses a body once per encoding and serves the kept bytes after that; an edited page is a new entry', async () => {
    let body = page(3)
    const {get, compress} = await serve((req, res) => html(body)(req, res))
    const first = await get('/', 'br')
    const again = await get('/', 'br')
    expect(again.bytes.equals(first.bytes)).toBe(true)
    await get('/', 'gzip')
    expect(compress.cached().entries).toBe(2)
    body = page(4)
    const edited = await get('/', 'br')
    expect(decoded(edited.encoding, edited.bytes)).toBe(body)
    expect(compress.cached().entries).toBe(3)
  })

  it('finds the kept bytes for the same text built again (a page rendered anew) and for a Buffer body', async () => {
    const answers: Record<string, Answer> = {
      '/text': (req, res) => html(page(40))(req, res),
      '/buffer': (_req, res) => {
        res.setHeader('Content-Type', 'application/json')
        res.end(Buffer.from(JSON.stringify({rows: page(41)})))
      },
    }
    const {get, compress} = await serve((req, res) => answers[req.url!]!(req, res))
    for (const path of ['/text', '/text', '/buffer', '/buffer']) {
      const {bytes, encoding} = await get(path, 'br')
      expect(decoded(encoding, bytes)).toBe(path === '/text' ? page(40) : JSON.stringify({rows: page(41)}))
    }
    expect(compress.cached().entries).toBe(2)
  })

  it('keeps no more compressed bytes than its bound, whatever the number of distinct pages', async () => {
    const bound = 20_000
    let n = 0
    const {get, compress} = await serve((req, res) => html(page(100 + n++))(req, res), {cacheBytes: bound})
    for (let i = 0; i < 40; i++) {
      const {bytes, encoding} = await get('/', 'gzip')
      expect(decoded(encoding, bytes)).toBe(page(100 + i))
    }
    const {bytes, entries} = compress.cached()
    expect(bytes).toBeLessThanOrEqual(bound)
    expect(entries).toBeGreaterThan(0)
    expect(entries).toBeLessThan(40)
  })

  it('compresses but does not keep private or no-store answers, nor bodies over the size limit', async () => {
    const big = 'x'.repeat(MAX_CACHED_BODY_BYTES + 1)
    const answers: Record<string, Answer> = {
      '/private': html(page(5), {'Cache-Control': 'private, no-cache'}),
      '/no-store': html(page(6), {'Cache-Control': 'no-store'}),
      '/big': html(big),
    }
    const {get, compress} = await serve((req, res) => answers[req.url!]!(req, res))
    for (const [path, body] of [['/private', page(5)], ['/no-store', page(6)], ['/big', big]] as const) {
      const {bytes, encoding} = await get(path, 'gzip')
      expect(encoding).toBe('gzip')
      expect(decoded(encoding, bytes)).toBe(body)
    }
    expect(compress.cached().entries).toBe(0)
  })

  it('leaves small answers, pictures, no-transform answers and HEAD requests as they are', async () => {
    const picture = Buffer.alloc(4096, 7)
    const answers: Record<string, Answer> = {
      '/small': html('<p>short</p>'),
      '/picture': (_req, res) => {
        res.setHeader('Content-Type', 'image/png')
        res.end(picture)
      },
      '/no-transform': html(page(7), {'Cache-Control': 'public, no-transform'}),
      '/head': html(page(8)),
    }
    const {get} = await serve((req, res) => answers[req.url!]!(req, res))
    expect((await get('/small', 'br')).bytes.toString()).toBe('<p>short</p>')
    const png = await get('/picture', 'br')
    expect(png.encoding).toBeNull()
    expect(png.bytes.equals(picture)).toBe(true)
    expect((await get('/no-transform', 'br')).encoding).toBeNull()
    const head = await get('/head', 'br', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.bytes.length).toBe(0)
  })
})

describe('ETags of answers sent in one piece', () => {
  it('gives a page an ETag from its content and answers 304 without a body while the browser holds it', async () => {
    let body = page(30)
    const {get} = await serve((req, res) => html(body)(req, res))
    const first = await get('/', 'br')
    const tag = first.header('etag')!
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/)
    expect((await get('/', 'gzip')).header('etag')).toBe(tag)
    const held = await get('/', 'br', 'GET', {'if-none-match': tag})
    expect([held.status, held.bytes.length, held.header('etag')]).toEqual([304, 0, tag])
    expect((await get('/', 'br', 'GET', {'if-none-match': `W/"other", ${tag.slice(2)}`})).status).toBe(304)
    body = page(31)
    const edited = await get('/', 'br', 'GET', {'if-none-match': tag})
    expect(edited.status).toBe(200)
    expect(edited.header('etag')).not.toBe(tag)
    expect(decoded(edited.encoding, edited.bytes)).toBe(body)
  })

  it('leaves error pages and answers with their own ETag as they are', async () => {
    const answers: Record<string, Answer> = {
      '/missing': (req, res) => {
        res.statusCode = 404
        html(page(32))(req, res)
      },
      '/tagged': html(page(33), {ETag: '"v1"'}),
    }
    const {get} = await serve((req, res) => answers[req.url!]!(req, res))
    const missing = await get('/missing', 'br', 'GET', {'if-none-match': '*'})
    expect([missing.status, missing.header('etag')]).toEqual([404, null])
    expect(decoded(missing.encoding, missing.bytes)).toBe(page(32))
    expect((await get('/tagged', 'br')).header('etag')).toBe('"v1"')
  })
})

describe('compression of streamed answers', () => {
  it('gzips a stream as it goes (Next’s own compression), whole and in order', async () => {
    const parts = Array.from({length: 5}, (_, i) => page(20 + i))
    const {get, compress} = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      let i = 0
      const next = () => (i < parts.length - 1 ? (res.write(parts[i++]), setTimeout(next, 5)) : res.end(parts[i]))
      next()
    })
    const {bytes, encoding} = await get('/', 'gzip, br')
    expect(encoding).toBe('gzip')
    expect(decoded(encoding, bytes)).toBe(parts.join(''))
    expect(compress.cached().entries).toBe(0)
  })
})
