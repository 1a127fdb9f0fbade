// The proxy's headers follow the settings the server starts with, and a draft cookie counts only with
// the site's proof: a made-up one changes neither the headers nor what Next is asked. Addresses under a
// dynamic route that do not decode answer 400.
import {NextRequest} from 'next/server'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {DRAFT_MODE_COOKIE, DRAFT_PROOF_COOKIE, makeDraftProof} from '@/lib/security/draft-proof'

const TOKEN = 'viewer-token-for-tests'

beforeEach(() => {
  vi.resetModules() // settings are read once per process
  vi.stubEnv('SANITY_PROJECT_ID', 'opltest')
  vi.stubEnv('SANITY_READ_TOKEN', TOKEN)
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://opl.example.org')
  vi.stubEnv('SANITY_STUDIO_URL', 'https://studio.example.org')
})
afterEach(() => vi.unstubAllEnvs())

async function visit(cookie?: string) {
  const {proxy} = await import('./proxy')
  const headers = cookie ? {cookie} : undefined
  return proxy(new NextRequest('http://127.0.0.1:3000/gallery', {headers}))
}

describe('proxy', () => {
  it('writes the CSP and HSTS from the settings it starts with', async () => {
    const response = await visit()
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("frame-ancestors 'self' https://studio.example.org")
    expect(csp).toContain('upgrade-insecure-requests')
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    vi.stubEnv('SANITY_STUDIO_URL', 'https://cms.example.net')
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'http://opl.example.org')
    vi.resetModules()
    const restarted = await visit()
    expect(restarted.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://cms.example.net")
    expect(restarted.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests')
    expect(restarted.headers.get('strict-transport-security')).toBeNull()
  })

  it('a made-up draft cookie changes nothing: the published headers, and Next never sees the cookie', async () => {
    const plain = await visit('theme=dark')
    const madeUp = await visit(`theme=dark; ${DRAFT_MODE_COOKIE}=made-up; ${DRAFT_PROOF_COOKIE}=1.AAAA`)
    expect(madeUp.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'))
    expect(madeUp.headers.get('cache-control')).toBeNull()
    // NextResponse.next({request: {headers}}) hands Next the request's new cookie header this way.
    expect(madeUp.headers.get('x-middleware-request-cookie')).toBe(`theme=dark; ${DRAFT_PROOF_COOKIE}=1.AAAA`)
  })

  it('a draft visit the site vouches for gets the draft CSP and is never cached', async () => {
    const proof = await makeDraftProof(TOKEN)
    const response = await visit(`${DRAFT_MODE_COOKIE}=from-next; ${DRAFT_PROOF_COOKIE}=${proof}`)
    expect(response.headers.get('content-security-policy')).toContain('connect-src')
    expect(response.headers.get('content-security-policy')).toContain('wss://*.api.sanity.io')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-middleware-request-cookie')).toBeNull()
  })
})

describe('proxy and addresses that do not decode', () => {
  it.each(['/news/%ff', '/news/%', '/news/%c0%ae', '/news/%E0%A4%A', '/images/embedded/production/%ff', '/about%ff'])('answers %s 400 with a plain sentence', async (path) => {
    const {proxy} = await import('./proxy')
    const response = await proxy(new NextRequest(`http://site.test${path}`))
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Bad request: the address is not valid.')
  })

  it.each(['/news/oxygen-gangsters', '/news/a%20b', '/news/%E0%A4%85', '/calendar/team%2Done.ics'])('lets %s through', async (path) => {
    const {proxy} = await import('./proxy')
    expect((await proxy(new NextRequest(`http://site.test${path}`))).headers.get('x-middleware-next')).toBe('1')
  })
})

describe('proxy and long query strings', () => {
  it('answers the path an overlong query is handed over as 414, naming the limit, with the security headers', async () => {
    const [{proxy}, {MAX_QUERY_PARAMS}, {OVERLONG_QUERY_PATH}] = await Promise.all([
      import('./proxy'),
      import('@/lib/limits'),
      import('@/lib/http/request-target'),
    ])
    const over = await proxy(new NextRequest(`http://site.test${OVERLONG_QUERY_PATH}`))
    expect(over.status).toBe(414)
    expect(await over.text()).toBe(`URI too long: at most ${MAX_QUERY_PARAMS} query parameters.`)
    expect(over.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})

describe('proxy and a `*` request target', () => {
  it('answers the path a `*` target is handed over as 400 with the security headers', async () => {
    const [{proxy}, {ASTERISK_TARGET_PATH}] = await Promise.all([import('./proxy'), import('@/lib/http/request-target')])
    const response = await proxy(new NextRequest(`http://site.test${ASTERISK_TARGET_PATH}`))
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Bad request: the request target must be a path.')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})

describe('proxy and methods the site does not take', () => {
  it('answers the path such a request is handed over as 405, with Allow and the security headers', async () => {
    const [{proxy}, {METHOD_NOT_ALLOWED_PATH}] = await Promise.all([import('./proxy'), import('@/lib/http/request-target')])
    const response = await proxy(new NextRequest(`http://site.test${METHOD_NOT_ALLOWED_PATH}`))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})

describe("proxy and Next's own error pages", () => {
  it.each(['/_global-error', '/_not-found'])('answers %s with the site-wide 404 (Next sends it 200 or cacheable for a year)', async (path) => {
    const {proxy} = await import('./proxy')
    const response = await proxy(new NextRequest(`http://site.test${path}`))
    expect(response.status).toBe(404)
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://site.test/page-not-found')
  })
})
