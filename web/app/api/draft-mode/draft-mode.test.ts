// Draft preview, offline: the enable route checks the presentation tool's secret against a local Content
// Lake stand-in, refuses bad ones, and published pages never show drafts.
import {copyFile, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'
import {startContentLakeServer, type ContentLakeServer} from '../../../../scripts/content-lake/server'
import {contentFetch} from '@/lib/content/fetch'
import {parseContentEnv} from '@/lib/env'
import {keyDatesQuery} from '@/lib/content/queries'
import type {KeyDatesQueryResult} from '@/lib/content/sanity.types'

const draft = vi.hoisted(() => ({isEnabled: false, cookies: new Map<string, string>()}))
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    get isEnabled() {
      return draft.isEnabled
    },
    enable: () => void (draft.isEnabled = true),
    disable: () => void (draft.isEnabled = false),
  }),
  cookies: async () => ({
    get: (name: string) => (draft.cookies.has(name) ? {name, value: draft.cookies.get(name)} : undefined),
    set: (cookie: string | {name: string; value?: string}, value?: string) =>
      typeof cookie === 'string' ? void draft.cookies.set(cookie, value ?? '') : void draft.cookies.set(cookie.name, cookie.value ?? ''),
    delete: (cookie: string | {name: string}) => void draft.cookies.delete(typeof cookie === 'string' ? cookie : cookie.name),
  }),
}))

// Outside Next a `'use cache'` function runs as a plain one: its tags and lifetime have nothing to tell.
vi.mock('next/cache', () => ({cacheTag: () => undefined, cacheLife: () => undefined}))

const TOKEN = 'viewer-token-for-tests'
const PREVIEW_SECRET = 'presentation-tool-secret'
let dir = ''
let lake: ContentLakeServer

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opl-draft-'))
  const file = path.join(dir, 'data.ndjson')
  await copyFile(path.resolve('content/data.ndjson'), file)
  const published = (await readFile(file, 'utf8')).split('\n').find((line) => line.includes('"keyDate-grand-finale"'))!
  const extra = [
    // An unpublished edit, and the secret the presentation tool would have written a moment ago.
    published.replace('"keyDate-grand-finale"', '"drafts.keyDate-grand-finale"').replace('"Grand Finale"', '"Grand Finale (draft)"'),
    JSON.stringify({
      _id: 'sanity-preview-url-secret.test',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret: PREVIEW_SECRET,
      studioUrl: 'http://localhost:3333',
    }),
  ]
  await writeFile(file, `${(await readFile(file, 'utf8')).trimEnd()}\n${extra.join('\n')}\n`)
  lake = await startContentLakeServer({datasetFile: file, token: TOKEN})
})
afterAll(async () => {
  await lake?.close()
  await rm(dir, {recursive: true, force: true})
})

beforeEach(() => {
  vi.resetModules()
  vi.unstubAllEnvs()
  draft.isEnabled = false
  draft.cookies.clear()
})

function useSanity(token: string | null = TOKEN) {
  vi.stubEnv('SANITY_PROJECT_ID', 'opltest')
  vi.stubEnv('SANITY_API_HOST', lake.url)
  vi.stubEnv('SANITY_READ_TOKEN', token ?? '')
}

async function enable(query: string) {
  const {GET} = await import('./enable/route')
  return GET(new Request(`http://127.0.0.1:3000/api/draft-mode/enable${query}`))
}

describe('GET /api/draft-mode/enable', () => {
  it.each(['?sanity-preview-secret=wrong', '?sanity-preview-secret=', ''])('refuses %j with 401', async (query) => {
    useSanity()
    const res = await enable(`${query}&sanity-preview-pathname=/`.replace(/^&/, '?'))
    expect(res.status).toBe(401)
    expect(draft.isEnabled).toBe(false)
  })

  it('checks the secret with the Content Lake, using the read token', async () => {
    useSanity()
    lake.requests.length = 0
    expect((await enable('?sanity-preview-secret=wrong')).status).toBe(401)
    expect(lake.requests).toEqual([expect.objectContaining({perspective: 'raw', query: expect.stringContaining('sanity.previewUrlSecret')})])
  })

  it('turns draft mode on for the secret the Studio wrote, and goes to the previewed page', async () => {
    useSanity()
    const redirect = await enable(`?sanity-preview-secret=${PREVIEW_SECRET}&sanity-preview-pathname=/matches/schedules`).catch(
      (error: unknown) => error as {digest?: string},
    )
    expect(draft.isEnabled).toBe(true)
    expect((redirect as {digest?: string}).digest).toContain('/matches/schedules')
    // With it, the site's own proof that it turned draft mode on, which the proxy believes.
    const {DRAFT_PROOF_COOKIE, isDraftProof} = await import('@/lib/security/draft-proof')
    expect(await isDraftProof(TOKEN, draft.cookies.get(DRAFT_PROOF_COOKIE))).toBe(true)
  })

  it('gives no proof for a wrong secret', async () => {
    useSanity()
    draft.isEnabled = false
    draft.cookies.clear()
    const res = await enable('?sanity-preview-secret=made-up').catch((error: unknown) => error)
    expect(res instanceof Response ? res.status : 'redirect').toBe(401)
    expect(draft.isEnabled).toBe(false)
    expect([...draft.cookies.keys()]).toEqual([])
  })

  it.each([
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['https://evil.com', '/'],
    ['http://x//evil.com/a', '/'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/a/..//evil.com', '/evil.com'],
    ['\t//evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    ['/news/oxygen-gangsters?x=1#top', '/news/oxygen-gangsters?x=1#top'],
  ])('keeps the redirect for pathname %j on this site', async (pathname, expected) => {
    useSanity()
    const query = `?sanity-preview-secret=${PREVIEW_SECRET}&sanity-preview-pathname=${encodeURIComponent(pathname)}`
    const redirect = (await enable(query).catch((error: unknown) => error)) as {digest?: string}
    // Next's redirect() throws "NEXT_REDIRECT;<type>;<url>;<status>;".
    const target = redirect.digest?.split(';')[2]
    expect(target).toBe(expected)
    expect(new URL(target!, 'https://opl.example').origin).toBe('https://opl.example')
  })

  it('answers 404 with a generic message on the embedded dataset', async () => {
    vi.stubEnv('SANITY_PROJECT_ID', '')
    const res = await enable(`?sanity-preview-secret=${PREVIEW_SECRET}`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({message: 'Draft preview is not available on this site.'})
  })

  it('without a read token: a generic 404 for the caller, the variable named in the log', async () => {
    useSanity(null)
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await enable(`?sanity-preview-secret=${PREVIEW_SECRET}`)
    expect(res.status).toBe(404)
    expect(JSON.stringify(await res.json())).not.toMatch(/SANITY|token/i)
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/SANITY_READ_TOKEN/))
    log.mockRestore()
  })
})

describe('GET /api/draft-mode/disable', () => {
  it('turns draft mode off and goes to the site URL, not the address the server listens on', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://opl.example.org')
    vi.resetModules()
    draft.isEnabled = true
    const {GET} = await import('./disable/route')
    const res = await GET()
    expect(draft.isEnabled).toBe(false)
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe('https://opl.example.org/')
  })
})

describe('drafts on the Sanity backend', () => {
  const titles = (dates: KeyDatesQueryResult) => dates.map((d) => d.title)
  const env = () => parseContentEnv({SANITY_PROJECT_ID: 'opltest', SANITY_API_HOST: lake.url, SANITY_READ_TOKEN: TOKEN})

  it('stay hidden in published mode', async () => {
    const dates = await contentFetch<KeyDatesQueryResult>(keyDatesQuery, {}, {}, env())
    expect(titles(dates)).toContain('Grand Finale')
    expect(titles(dates)).not.toContain('Grand Finale (draft)')
  })

  it('stay hidden from the getters while draft mode is off, and show when it is on', async () => {
    useSanity()
    const {getKeyDates} = await import('@/lib/content/getters')
    expect(titles(await getKeyDates())).not.toContain('Grand Finale (draft)')
    draft.isEnabled = true
    expect(titles(await getKeyDates())).toContain('Grand Finale (draft)')
  })
})
