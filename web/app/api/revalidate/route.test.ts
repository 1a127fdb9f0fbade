// The revalidate webhook's contract: a good signature expires exactly the changed type's tags and
// pages; anything else (fuzzed signatures, no secret, unknown types) revalidates nothing.
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import fc from 'fast-check'
import {NextRequest} from 'next/server'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {EMBEDDED_REVALIDATE_SECRET_ENV} from '@/lib/content/revalidation'

const calls = vi.hoisted(() => ({tags: [] as unknown[][], paths: [] as unknown[][]}))
vi.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => void calls.tags.push(args),
  revalidatePath: (...args: unknown[]) => void calls.paths.push(args),
}))

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
  vi.stubEnv(EMBEDDED_REVALIDATE_SECRET_ENV, '')
  calls.tags.length = 0
  calls.paths.length = 0
})
afterEach(() => vi.unstubAllEnvs())

describe('POST /api/revalidate with a valid signature', () => {
  it('revalidates the type tag and every page that shows it', async () => {
    const res = await post(BODY, await sign(BODY))
    const paths = ['/', '/news', '/news/[slug]', '/sitemap.xml']
    expect(res).toEqual({status: 200, json: {revalidated: {tags: ['teamNote'], paths}}})
    expect(calls.tags).toEqual([['teamNote', {expire: 0}]])
    expect(calls.paths).toEqual([
      ['/', undefined],
      ['/news', undefined],
      ['/news/[slug]', 'page'],
      ['/sitemap.xml', undefined],
    ])
  })

  it.each([
    ['heroSlide', ['/']],
    ['keyDate', ['/', '/matches/schedules', '/calendar.ics']],
    ['gallerySection', ['/', '/gallery']],
    ['sponsor', ['/', '/sponsors']],
  ])('%s shows on %j', async (type, paths) => {
    const body = JSON.stringify({_type: type})
    expect((await post(body, await sign(body))).json).toEqual({revalidated: {tags: [type], paths}})
  })

  it('revalidates the whole layout for site settings', async () => {
    const body = JSON.stringify({_type: 'siteSettings'})
    expect((await post(body, await sign(body))).status).toBe(200)
    expect(calls.paths).toEqual([['/', 'layout']])
  })

  it("accepts the embedded watcher's per-process secret too", async () => {
    vi.stubEnv(EMBEDDED_REVALIDATE_SECRET_ENV, 'per-process')
    expect((await post(BODY, await sign(BODY, 'per-process'))).status).toBe(200)
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
    ['garbled timestamp', async () => (await sign(BODY)).replace(/^t=\d+/, 't=12x4')],
    ['timestamp swapped', async () => {
      const at = Date.now() - 1000
      return (await sign(BODY, SECRET, at)).replace(/^t=\d+/, `t=${at + 1}`)
    }],
  ]

  it.each(badSignatures)('%s → 401, nothing revalidated', async (_name, make) => {
    const res = await post(BODY, await make())
    expect(res.status).toBe(401)
    expect(calls).toEqual({tags: [], paths: []})
  })

  it('a valid signature over a body that is not JSON → 401', async () => {
    expect((await post('{not json', await sign('{not json'))).status).toBe(401)
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

  it('no secret configured → 500 with a clear message, nothing revalidated', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '')
    const res = await post(BODY, await sign(BODY))
    expect(res.status).toBe(500)
    expect(res.json.message).toMatch(/SANITY_REVALIDATE_SECRET is not set/)
    expect(calls).toEqual({tags: [], paths: []})
  })
})
