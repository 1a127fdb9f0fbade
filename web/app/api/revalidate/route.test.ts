// The revalidate webhook's contract: a good signature expires exactly the changed type's tags and
// pages; anything else (fuzzed signatures, no secret, unknown types) revalidates nothing.
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import fc from 'fast-check'
import {NextRequest} from 'next/server'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {WEBHOOK_MAX_BODY_BYTES} from '@/lib/limits'

const calls = vi.hoisted(() => ({tags: [] as unknown[][]}))
// The one expiry every trigger ends in (lib/content/expire.ts): what it is asked to expire.
vi.mock('@/lib/content/expire', () => ({expireContentTags: async (tags: string[]) => void calls.tags.push(tags)}))

const SECRET = 'webhook-secret-for-tests'
const BODY = JSON.stringify({_type: 'teamNote', slug: 'oxygen-gangsters'})

async function post(body: string, signature?: string | null) {
  const {POST} = await import('./route')
  const headers = new Headers({'content-type': 'application/json'})
  if (signature != null) headers.set(SIGNATURE_HEADER_NAME, signature)
  const res = await POST(new NextRequest('http://127.0.0.1/api/revalidate', {method: 'POST', headers, body}))
  return {status: res.status, json: (await res.json()) as Record<string, unknown>}
}

const sign = (body: string, secret = SECRET, at = Date.now()) => encodeSignatureHeader(body, at, secret)

beforeEach(() => {
  vi.resetModules() // the settings are read once per module load
  vi.stubEnv('SANITY_PROJECT_ID', '')
  vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
  calls.tags.length = 0
})
afterEach(() => vi.unstubAllEnvs())

describe('POST /api/revalidate with a valid signature', () => {
  it('expires the type tag (pages carry the tags of what they show)', async () => {
    const res = await post(BODY, await sign(BODY))
    expect(res).toEqual({status: 200, json: {revalidated: {tags: ['teamNote']}}})
    expect(calls.tags).toEqual([['teamNote']])
  })

  it.each(['heroSlide', 'keyDate', 'gallerySection', 'sponsor', 'siteSettings'])('%s expires its own tag', async (type) => {
    const body = JSON.stringify({_type: type})
    expect((await post(body, await sign(body))).json).toEqual({revalidated: {tags: [type]}})
  })

  it.each([{_type: 'product'}, {_type: 42}, {slug: 'x'}])('answers 400 for %j', async (value) => {
    const body = JSON.stringify(value)
    expect((await post(body, await sign(body))).status).toBe(400)
    expect(calls.tags).toEqual([])
  })
})

describe('POST /api/revalidate refuses what it cannot verify', () => {
  const minutes = (n: number) => Date.now() + n * 60_000
  const badSignatures: Array<[string, () => Promise<string | null>]> = [
    ['wrong secret', () => sign(BODY, 'not-the-secret')],
    ['signature of another body', () => sign(JSON.stringify({_type: 'keyDate'}))],
    ['truncated', async () => (await sign(BODY)).slice(0, -6)],
    ['malformed', async () => 'v1=abc,t=123'],
    ['empty', async () => ''],
    ['missing header', async () => null],
    ['stale timestamp', () => sign(BODY, SECRET, minutes(-10))],
    ['future timestamp', () => sign(BODY, SECRET, minutes(10))],
    // Four minutes ahead was inside the old ±5 minute window: the delivery stayed valid for nine.
    ['timestamp four minutes ahead', () => sign(BODY, SECRET, minutes(4))],
    ['garbled timestamp', async () => (await sign(BODY)).replace(/^t=\d+/, 't=12x4')],
    ['timestamp swapped', async () => {
      const at = Date.now() - 1000
      return (await sign(BODY, SECRET, at)).replace(/^t=\d+/, `t=${at + 1}`)
    }],
  ]

  it.each(badSignatures)('%s → 401, nothing revalidated', async (_name, make) => {
    const res = await post(BODY, await make())
    expect(res.status).toBe(401)
    expect(calls).toEqual({tags: []})
  })

  it.each(['{not json', '[1,2]', 'null', '"teamNote"'])('a valid signature over %j (not a JSON object) → 400 that says so', async (body) => {
    expect(await post(body, await sign(body))).toEqual({
      status: 400,
      json: {message: 'The signed body is not a JSON object: nothing revalidated.'},
    })
    expect(calls).toEqual({tags: []})
  })

  it('the same signed delivery twice → 409 the second time, revalidated once', async () => {
    const signature = await sign(BODY)
    expect((await post(BODY, signature)).status).toBe(200)
    expect(await post(BODY, signature)).toEqual({status: 409, json: {message: 'This delivery was already handled: nothing revalidated.'}})
    expect(calls.tags).toEqual([['teamNote']])
    // A new delivery of the same change (a new timestamp) is accepted.
    expect((await post(BODY, await sign(BODY, SECRET, Date.now() + 1))).status).toBe(200)
  })

  it('a timestamp a few seconds ahead (a sender’s clock running fast) is accepted', async () => {
    expect((await post(BODY, await sign(BODY, SECRET, Date.now() + 10_000))).status).toBe(200)
  })

  it('random signature headers → 401, nothing revalidated', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (header) => {
        const res = await post(BODY, header.replace(/[\r\n\0]/g, ''))
        return res.status === 401 && calls.tags.length === 0
      }),
      {numRuns: 60},
    )
  })

  it('no secret configured → 503 with a generic body; the variable is named in the log only', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '')
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await post(BODY, await sign(BODY))
    expect(res).toEqual({status: 503, json: {message: 'Revalidation is not configured.'}})
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/SANITY_REVALIDATE_SECRET is not set/))
    expect(calls).toEqual({tags: []})
    log.mockRestore()
  })
})

describe('POST /api/revalidate reads nothing it should not', () => {
  /** A body stream that counts how much of it the route pulled. */
  function countingStream(totalBytes: number) {
    const chunk = new Uint8Array(16 * 1024).fill(0x20)
    const pulled = {bytes: 0}
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.bytes >= totalBytes) return controller.close()
        pulled.bytes += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    return {stream, pulled}
  }

  async function send(headers: Record<string, string>, body: BodyInit) {
    const {POST} = await import('./route')
    // duplex: 'half' lets a stream be a request body (undici); NextRequest's init type does not list it.
    const init = {method: 'POST', headers, body, duplex: 'half'} as ConstructorParameters<typeof NextRequest>[1]
    const res = await POST(new NextRequest('http://127.0.0.1/api/revalidate', init))
    return {status: res.status, json: (await res.json()) as Record<string, unknown>}
  }

  it('a declared length over WEBHOOK_MAX_BODY_BYTES → 413 before a byte is read', async () => {
    const {stream, pulled} = countingStream(200 * 1024 * 1024)
    const headers = {'content-type': 'application/json', 'content-length': String(WEBHOOK_MAX_BODY_BYTES + 1), [SIGNATURE_HEADER_NAME]: `t=${Date.now()},v1=AAAA`}
    const res = await send(headers, stream)
    expect(res.status).toBe(413)
    expect(pulled.bytes).toBeLessThanOrEqual(16 * 1024) // at most the stream's first buffered chunk
    expect(calls.tags).toEqual([])
  })

  it('a body without a length is read only up to the cap → 413', async () => {
    const {stream, pulled} = countingStream(200 * 1024 * 1024)
    const res = await send({'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: `t=${Date.now()},v1=AAAA`}, stream)
    expect(res.status).toBe(413)
    expect(pulled.bytes).toBeLessThan(WEBHOOK_MAX_BODY_BYTES + 64 * 1024)
    expect(calls.tags).toEqual([])
  })

  it('uploads their clients drop → 400 each, and one log line for the lot', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (let i = 0; i < 50; i++) {
      const dropped = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"_type":'))
          controller.error(new Error('aborted'))
        },
      })
      expect((await send({'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await sign(BODY)}, dropped)).status).toBe(400)
    }
    expect(warn).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
    expect(calls.tags).toEqual([])
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', ''])('content type %j → 415, nothing revalidated', async (type) => {
    const headers: Record<string, string> = {[SIGNATURE_HEADER_NAME]: await sign(BODY)}
    if (type) headers['content-type'] = type
    const res = await send(headers, BODY)
    expect(res.status).toBe(415)
    expect(calls.tags).toEqual([])
  })

  it('a signed body just under the cap is still accepted', async () => {
    const body = JSON.stringify({_type: 'keyDate', padding: 'x'.repeat(WEBHOOK_MAX_BODY_BYTES - 64)})
    const res = await send({'content-type': 'application/json; charset=utf-8', [SIGNATURE_HEADER_NAME]: await sign(body)}, body)
    expect(res.status).toBe(200)
  })
})
