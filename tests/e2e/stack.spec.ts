// The production topology (deploy/, docs/hosting.md) on this machine: nginx in front of two of Next's
// standalone servers sharing one redis-server, over a Content Lake stand-in. What a browser and a
// hostile client meet at nginx: the security headers on every answer, compression, built assets from
// disk, refusals before Next (methods, bodies, rates, slow clients, long addresses and headers, `*`, other
// hosts), a micro-cache that keeps only public answers, each for the requests Next would answer alike, a
// publish seen through both servers, and no failed request while one server stops or dies. The test's own
// client (127.0.0.1) is exempt from the per-address limits; the attacks come from other loopback
// addresses (127.0.0.2 and up), as from other machines.
import {readFile, writeFile, mkdtemp, stat} from 'node:fs/promises'
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http'
import {connect, type AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {expect, test} from '@playwright/test'
import {startContentLakeServer, type ContentLakeServer} from '../../scripts/content-lake/server'
import {standaloneServer} from '../../scripts/lib/standalone'
import {shutdownUnderLoad} from '../../scripts/lib/shutdown-run'
import {forkSlowClients, slowUploads} from '../../scripts/lib/slow-clients'
import {DEPLOY_DIR, NEXT_INTERNAL_REQUEST_HEADERS, NGINX_SETTINGS, startNginx, startStack, type Stack} from '../../scripts/lib/stack'
import {MAX_QUERY_PARAMS, MAX_REQUEST_LINE_BYTES, WEBHOOK_MAX_BODY_BYTES} from '../../web/lib/limits'
import {dropUploads, rawRequest, rawRequestHead} from './support/raw-request'
import {freePort, sandbox} from './support/sandbox'
import {E2E_DIST_DIR, startSite, type RunningSite} from './support/site-server'
import {boundBeside, timeUntil} from './support/timing'

const SECRET = 'stack-secret'
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']
const ACCEPTS = {'accept-encoding': 'gzip, deflate, br'}
/** The test's own client, which the per-address limits do not count (NginxPlaces.limitsExempt). */
const TEST_CLIENT = '127.0.0.1'
/** nginx's settings as numbers: '5s' → 5_000 ms, '20r/s' → 20, '512' → 512. */
const ms = (setting: string) => Number.parseInt(setting, 10) * 1000
const count = (setting: string) => Number.parseInt(setting, 10)

test.describe.configure({mode: 'serial', timeout: 120_000})

let stack: Stack
let lake: ContentLakeServer
let box: Awaited<ReturnType<typeof sandbox>>
let port = 0
let redisPort = 0
const APP_ENV = {SANITY_PROJECT_ID: 'ople2e', SANITY_REVALIDATE_SECRET: SECRET}
/** A server started again in place of one a test stopped. */
let replacement: RunningSite | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  box = await sandbox()
  lake = await startContentLakeServer({datasetFile: box.file})
  port = await freePort()
  const prefix = await mkdtemp(path.join(tmpdir(), 'opl-stack-'))
  stack = await startStack({
    port,
    appPorts: [await freePort(), await freePort()],
    redisPort: (redisPort = await freePort()),
    distDir: E2E_DIST_DIR,
    prefix,
    env: {...APP_ENV, SANITY_API_HOST: lake.url},
    limitsExempt: [TEST_CLIENT],
  })
})

test.afterAll(async () => {
  await replacement?.stop()
  await stack?.stop()
  await lake?.close()
  await box?.remove()
})

const expectSecurityHeaders = (reply: {header: (name: string) => string | null}, where: string) => {
  for (const header of SECURITY_HEADERS) expect(reply.header(header), `${where}: ${header}`).toBeTruthy()
  // Once: neither of nginx's two servers adds them to an answer that already has them.
  expect(reply.header('x-content-type-options'), where).toBe('nosniff')
}

/** The body as the client reads it, whichever encoding it came in. */
const decoded = (reply: {header: (name: string) => string | null; bytes: Buffer}) => {
  const encoding = reply.header('content-encoding')
  return encoding === 'br' ? brotliDecompressSync(reply.bytes) : encoding === 'gzip' ? gunzipSync(reply.bytes) : reply.bytes
}

test('a page through nginx: Brotli or gzip as the browser asks, the security headers, and it works in the browser', async ({page}) => {
  const brotli = await rawRequest(port, '/gallery', {headers: ACCEPTS})
  const gzip = await rawRequest(port, '/gallery', {headers: {'accept-encoding': 'gzip'}})
  const plain = await rawRequest(port, '/gallery', {headers: {'accept-encoding': 'identity'}})
  expect([brotli.status, brotli.header('content-encoding'), gzip.header('content-encoding'), plain.header('content-encoding')]).toEqual([200, 'br', 'gzip', null])
  expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 5)
  expect(plain.bytes.toString()).toContain('Auction 2025')
  for (const [name, reply] of Object.entries({brotli, gzip, plain})) expectSecurityHeaders(reply, name)

  // Every request to the site succeeds (pictures on the Sanity backend come from Sanity's CDN, offline here).
  const failed: string[] = []
  const ours = (url: string) => url.startsWith(stack.url)
  page.on('requestfailed', (request) => void (ours(request.url()) && failed.push(request.url())))
  page.on('response', (response) => void (ours(response.url()) && response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`)))
  await page.goto(`${stack.url}/gallery`)
  await page.getByRole('list', {name: 'Auction 2025 photos'}).getByRole('link').first().click()
  await expect(page.getByRole('dialog', {name: 'Auction 2025 photos'})).toBeVisible()
  expect(failed).toEqual([])
})

test('built assets come from disk as the build compressed them, immutable, with the security headers', async () => {
  const html = (await rawRequest(port, '/', {headers: {'accept-encoding': 'identity'}})).bytes.toString()
  const chunk = /\/_next\/static\/chunks\/[^"?]+\.js/.exec(html)![0]
  const file = path.join(path.dirname(standaloneServer(E2E_DIST_DIR)), E2E_DIST_DIR, 'static', chunk.slice('/_next/static/'.length))
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    const reply = await rawRequest(port, chunk, {headers: {'accept-encoding': encoding}})
    expect([reply.status, reply.header('content-encoding')], encoding).toEqual([200, encoding])
    // The very bytes the build wrote (quality 11 / level 9), not compressed again per request.
    expect(reply.bytes.equals(await readFile(`${file}${ext}`)), encoding).toBe(true)
    expect(reply.header('cache-control')).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(reply, `${chunk} (${encoding})`)
  }
  // A client that weights Brotli below gzip gets the .gz file (it got the .br one to any weight).
  for (const [accept, sent] of Object.entries({'br;q=0.1, gzip;q=1': 'gzip', 'gzip;q=1.0, br;q=0.9': 'gzip', 'br;q=0.5, gzip;q=0.4': 'br'})) {
    const reply = await rawRequest(port, chunk, {headers: {'accept-encoding': accept}})
    expect([reply.status, reply.header('content-encoding')], accept).toEqual([200, sent])
    expect(reply.bytes.equals(await readFile(`${file}${sent === 'br' ? '.br' : '.gz'}`)), accept).toBe(true)
    expect(reply.header('cache-control')).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(reply, `${chunk} (${accept})`)
  }
  expect((await rawRequest(port, `/_static-gzip/${chunk.slice('/_next/static/'.length)}`)).status).toBe(404)
  const plain = await rawRequest(port, chunk, {headers: {'accept-encoding': 'identity'}})
  expect(plain.bytes.length).toBe((await stat(file)).size)
  const missing = await rawRequest(port, '/_next/static/chunks/no-such-chunk.js')
  expect(missing.status).toBe(404)
  expectSecurityHeaders(missing, 'a missing asset')
})

test('nginx refuses what the site does not take, before Next, with the security headers', async () => {
  for (const [method, where] of [['POST', '/'], ['PUT', '/news/oxygen-gangsters'], ['DELETE', '/_next/static/chunks/x.js'], ['OPTIONS', '/api/health'], ['PATCH', '/icons/icon-192.png'], ['TRACE', '/']] as const) {
    const reply = await rawRequest(port, where, {method})
    expect(reply.status, `${method} ${where}`).toBe(405)
    expect(reply.header('allow'), `${method} ${where}`).toBe('GET, HEAD')
    expectSecurityHeaders(reply, `${method} ${where}`)
  }
  // Where one method only is taken, the refusal names it.
  for (const [method, where, allowed] of [['GET', '/api/revalidate', 'POST'], ['HEAD', '/api/live', 'GET'], ['POST', '/api/live', 'GET']] as const) {
    const reply = await rawRequest(port, where, {method})
    expect(reply.status, `${method} ${where}`).toBe(405)
    expect(reply.header('allow'), `${method} ${where}`).toBe(allowed)
  }

  // A body past the webhook's limit: 413 from nginx (its text, not the webhook's JSON).
  const big = await fetch(`${stack.url}/api/revalidate`, {method: 'POST', headers: {'content-type': 'application/json'}, body: 'x'.repeat(100 * 1024)})
  expect(big.status).toBe(413)
  expect(await big.text()).toBe('Payload too large.\n')
  expectSecurityHeaders({header: (name) => big.headers.get(name)}, '413')
})

test('each address has its allowance of /api/*, pages and pictures: past a burst, 429 with the security headers', async () => {
  const burst = async (from: string, where: string, times: number) => {
    const replies = await Promise.all(Array.from({length: times}, () => rawRequest(port, where, {from})))
    return {ok: replies.filter((r) => r.status === 200).length, limited: replies.filter((r) => r.status === 429)}
  }
  const api = await burst('127.0.0.2', '/api/health', 60)
  expect(api.limited.length).toBeGreaterThan(0)
  expect(api.ok).toBeGreaterThanOrEqual(count(NGINX_SETTINGS.API_BURST))
  expectSecurityHeaders(api.limited[0]!, '429 (api)')
  // Pages have a larger allowance (a school's pupils share one address), counted apart from /api/*.
  const pages = await burst('127.0.0.2', '/news', count(NGINX_SETTINGS.PAGE_BURST) + 100)
  expect(pages.ok).toBeGreaterThanOrEqual(count(NGINX_SETTINGS.PAGE_BURST))
  expect(pages.limited.length).toBeGreaterThan(0)
  expectSecurityHeaders(pages.limited[0]!, '429 (page)')
  // Another address is not held back by the first one's.
  expect((await rawRequest(port, '/news', {from: '127.0.0.3'})).status).toBe(200)
})

test('a client that sends its headers too slowly is cut off', async () => {
  const timeout = ms(NGINX_SETTINGS.CLIENT_HEADER_TIMEOUT)
  const started = Date.now()
  const closedAfter = await new Promise<number>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'))
    socket.on('data', () => {})
    socket.on('close', () => resolve(Date.now() - started))
    socket.on('error', reject)
    setTimeout(() => reject(new Error('still open long after the timeout')), timeout + 10_000).unref()
  })
  expect(closedAfter).toBeGreaterThan(timeout - 1_000)
  expect(closedAfter).toBeLessThan(timeout + 5_000)
})

test('an edit published through one server shows through the other and through nginx within 2 s', async () => {
  const page = '/matches/schedules'
  await writeFile(box.file, (await readFile(box.file, 'utf8')).replace(/("_id":"keyDate-grand-finale".*?"title":)"Grand Finale"/, '$1"Grand Finale (stack)"'))
  const body = JSON.stringify({_type: 'keyDate'})
  const hook = await fetch(`${stack.apps[0].url}/api/revalidate`, {
    method: 'POST',
    headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET)},
    body,
  })
  expect(hook.status).toBe(200)
  const shows = async (base: string) => (await (await fetch(`${base}${page}`)).text()).includes('Grand Finale (stack)')
  const shownBy = (base: string) => timeUntil(() => shows(base))
  // The control: the server that took the webhook, which expires the page and renders it again. The
  // other server and nginx follow within 2 s of it on a quiet machine, and in proportion on a busy one.
  const here = await shownBy(stack.apps[0].url)
  expect(await shownBy(stack.apps[1].url)).toBeLessThan(boundBeside(here, 3, 2_000))
  expect(await shownBy(stack.url)).toBeLessThan(boundBeside(here, 3, 2_000))
})

test('a long address or header line is refused by nginx before Next, with the security headers', async () => {
  const params = (count: number) => `/about?${Array.from({length: count}, () => 'a').join('&')}`
  expect((await rawRequest(port, params(MAX_QUERY_PARAMS))).status).toBe(200)
  const refusals = {
    [`${MAX_QUERY_PARAMS + 1} parameters`]: [params(MAX_QUERY_PARAMS + 1), {}, 414],
    '7,000 parameters': [params(7_000), {}, 414],
    'a path over the request line': [`/${'x'.repeat(MAX_REQUEST_LINE_BYTES)}`, {}, 414],
    'a header line over its buffer': ['/', {'x-long': 'y'.repeat(MAX_REQUEST_LINE_BYTES)}, 400],
  } as const
  for (const [what, [where, headers, status]] of Object.entries(refusals)) {
    const reply = await rawRequest(port, where, {headers})
    expect(reply.status, what).toBe(status)
    expectSecurityHeaders(reply, what)
  }
  // nginx's own answer (the proxy's would name the limit): Next never parsed the query.
  expect((await rawRequest(port, params(7_000))).bytes.toString()).toBe(await readFile(path.join(DEPLOY_DIR, '_errors', '414.txt'), 'utf8'))

  // 7,000 parameters blocked a bare server 3.4 s each, and three at once delayed every route 8.5 s; here
  // three attackers asking without pause leave a visitor's uncached page as it was.
  const visitor = async () => {
    const started = Date.now()
    expect((await rawRequest(port, `/participation/societies?visit=${started}`)).status).toBe(200)
    return Date.now() - started
  }
  const quiet = Math.min(await visitor(), await visitor(), await visitor())
  let attacking = true
  const statuses = new Set<number>()
  const attacker = async () => {
    while (attacking) statuses.add((await rawRequest(port, params(7_000))).status)
  }
  const attack = Promise.all([attacker(), attacker(), attacker()])
  const underAttack = Math.min(await visitor(), await visitor(), await visitor())
  attacking = false
  await attack
  expect(statuses).toEqual(new Set([414]))
  console.log(`uncached page: ${quiet} ms quiet, ${underAttack} ms beside three clients sending 7,000 parameters without pause`)
  expect(underAttack).toBeLessThan(boundBeside(quiet, 3, 500))
})

test('`*` as the request target: 400 from nginx with the security headers', async () => {
  for (const method of ['GET', 'OPTIONS']) {
    const head = await rawRequestHead(port, `${method} * HTTP/1.1`)
    expect(head, method).toMatch(/^http\/1\.1 400 /)
    for (const header of SECURITY_HEADERS) expect(head, `${method} *: ${header}`).toContain(`\r\n${header}: `)
  }
})

test('HEAD and GET agree on encoding, length and ETag; Brotli only where the client weights it no lower than gzip', async () => {
  const heads = (reply: {header: (name: string) => string | null}) => ['content-encoding', 'content-length', 'etag'].map((name) => reply.header(name))
  for (const where of ['/about', '/calendar.ics', '/robots.txt']) {
    for (const encoding of ['gzip, deflate, br', 'gzip', 'identity']) {
      const get = await rawRequest(port, where, {headers: {'accept-encoding': encoding}})
      const head = await rawRequest(port, where, {method: 'HEAD', headers: {'accept-encoding': encoding}})
      expect(heads(head), `${where} ${encoding}`).toEqual(heads(get))
    }
  }
  const weights = {'br;q=0.1, gzip;q=1': 'gzip', 'br;q=0, gzip': 'gzip', 'gzip;q=1.0, br;q=0.9': 'gzip', 'gzip, deflate, br, zstd': 'br', 'br;q=0.5, gzip;q=0.4': 'br'}
  for (const [accept, sent] of Object.entries(weights)) {
    expect((await rawRequest(port, '/about', {headers: {'accept-encoding': accept}})).header('content-encoding'), accept).toBe(sent)
  }
})

test('the micro-cache keeps a copy per encoding: from a warm cache each client gets the encoding it asked for', async () => {
  const where = '/participation/teams'
  const plain = (await rawRequest(port, where, {headers: {'accept-encoding': 'identity'}})).bytes
  const clients: Array<[string | null, string | null]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    [null, null],
  ]
  for (const [accept, encoding] of clients) {
    const headers: Record<string, string> = accept === null ? {} : {'accept-encoding': accept}
    // The second answer comes from the copy the first one left (or the one an earlier client with the
    // same encoding left): stored bytes, in this client's encoding, never another's.
    for (const round of ['first', 'second']) {
      const reply = await rawRequest(port, where, {headers})
      expect([reply.status, reply.header('content-encoding')], `${accept} (${round})`).toEqual([200, encoding])
      expect(decoded(reply).equals(plain), `${accept} (${round}): the page`).toBe(true)
      if (round === 'second') expect(reply.header('x-micro-cache'), `${accept} (${round})`).toMatch(/^(HIT|STALE|UPDATING)$/)
      expectSecurityHeaders(reply, `${accept} (${round})`)
    }
  }
})

type Recorded = {url: string; headers: IncomingHttpHeaders}

/** nginx in front of two recording servers instead of Next: each answers `respond(request)` (a page by
 * default) and keeps what it was asked. */
async function recordingNginx(respond: (request: Recorded) => {headers?: Record<string, string>; body: string} = () => ({body: PAGE})) {
  const received: Recorded[] = []
  const recorders = await Promise.all(
    [0, 1].map(
      () =>
        new Promise<Server>((resolve) => {
          const server = createServer((request, response) => {
            const recorded = {url: request.url!, headers: request.headers}
            received.push(recorded)
            const {headers = {}, body} = respond(recorded)
            response.writeHead(200, {'content-type': 'text/html; charset=utf-8', ...headers}).end(body)
          })
          server.listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  const appPorts = recorders.map((server) => (server.address() as AddressInfo).port) as [number, number]
  const nginxPort = await freePort()
  const nginx = await startNginx({port: nginxPort, appPorts, distDir: E2E_DIST_DIR, prefix: await mkdtemp(path.join(tmpdir(), 'opl-stack-recorded-')), limitsExempt: [TEST_CLIENT]})
  return {
    port: nginxPort,
    received,
    /** Both servers gone (nginx stays). */
    closeServers: () => Promise.all(recorders.map((server) => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())))),
    stop: async () => {
      for (const server of recorders) server.close().closeAllConnections()
      await nginx.stop()
    },
  }
}

const PAGE = `<!doctype html><title>Recorded</title><p>${'A page as Next would send it. '.repeat(100)}</p>`

test("Next gets the client's address as nginx saw it and uncompressed answers are asked for; a burst costs one request per encoding", async () => {
  const recorded = await recordingNginx()
  const {received} = recorded
  try {
    const spoofed = {'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8', 'x-forwarded-proto': 'https'}
    const reply = await rawRequest(recorded.port, '/recorded', {headers: {...spoofed, 'accept-encoding': 'gzip, br'}})
    expect([reply.status, reply.header('content-encoding'), decoded(reply).toString()]).toEqual([200, 'br', PAGE])
    expect(received).toHaveLength(1)
    expect(received[0]!.headers).toMatchObject({host: '127.0.0.1', 'x-forwarded-for': '203.0.113.7, 127.0.0.1', 'x-real-ip': '127.0.0.1', 'x-forwarded-proto': 'http'})
    expect(received[0]!.headers['accept-encoding']).toBeUndefined()

    // 60 visitors at once in three encodings: each encoding's copy is made once, the others wait for it
    // (proxy_cache_lock), and one more each MICRO_CACHE_SECONDS if the burst outlasts it.
    received.length = 0
    const encodings = ['gzip, deflate, br', 'gzip', 'identity']
    const started = Date.now()
    const burst = await Promise.all(Array.from({length: 60}, (_, n) => rawRequest(recorded.port, '/burst', {headers: {'accept-encoding': encodings[n % 3]!}})))
    const periods = 1 + Math.floor((Date.now() - started) / 1000 / Number(NGINX_SETTINGS.MICRO_CACHE_SECONDS))
    expect(new Set(burst.map((answer) => `${answer.status} ${answer.header('content-encoding')} ${decoded(answer).toString() === PAGE}`))).toEqual(new Set(['200 br true', '200 gzip true', '200 null true']))
    expect(received.length).toBeGreaterThanOrEqual(encodings.length)
    expect(received.length).toBeLessThanOrEqual(encodings.length * periods)

    // Both servers gone: the compressing server's own 502, with the security headers once.
    await recorded.closeServers()
    const gone = await rawRequest(recorded.port, '/gone')
    expect([gone.status, gone.bytes.toString()]).toEqual([502, await readFile(path.join(DEPLOY_DIR, '_errors', '502.txt'), 'utf8')])
    expectSecurityHeaders(gone, '502')
  } finally {
    await recorded.stop()
  }
})

test("Next's internal headers never reach it, and the router's only on the router's requests", async () => {
  const recorded = await recordingNginx()
  const {received} = recorded
  const internal = Object.fromEntries(NEXT_INTERNAL_REQUEST_HEADERS.map((name) => [name, '1']))
  const router = {'next-router-state-tree': '%5B%22%22%5D', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree', 'next-url': '/news'}
  try {
    await rawRequest(recorded.port, '/plain', {headers: {...internal, ...router, rsc: 'yes'}})
    await rawRequest(recorded.port, '/flight?_rsc=abc', {headers: {...internal, ...router, rsc: '1'}})
    const [plain, flight] = received
    for (const name of NEXT_INTERNAL_REQUEST_HEADERS) {
      expect(plain!.headers[name], name).toBeUndefined()
      expect(flight!.headers[name], name).toBeUndefined()
    }
    // Next takes only `RSC: 1` as the router's; with any other value the router's headers are dropped.
    for (const name of ['rsc', ...Object.keys(router)]) expect(plain!.headers[name], name).toBeUndefined()
    expect(flight!.headers).toMatchObject({rsc: '1', ...router})
    expect(flight!.url).toBe('/flight?_rsc=abc')
  } finally {
    await recorded.stop()
  }
})

test('the micro-cache keeps only public answers, and a page by its path: an unknown query neither reaches Next nor misses', async () => {
  const cacheControl: Record<string, string> = {
    '/private': 'private, no-store',
    '/no-store': 'no-store',
    '/no-cache': 'no-cache',
    '/middleware-prefetch': 'private, no-cache, no-store, max-age=0, must-revalidate',
    '/public': 's-maxage=300, stale-while-revalidate=600',
  }
  const recorded = await recordingNginx(({url}) => ({headers: {'cache-control': cacheControl[new URL(url, 'http://x').pathname] ?? 'public'}, body: `${PAGE}<p>${url}</p>`}))
  const {received} = recorded
  const asked = (pathname: string) => received.filter((request) => new URL(request.url, 'http://x').pathname === pathname).length
  try {
    for (const where of Object.keys(cacheControl)) {
      for (let n = 0; n < 3; n++) expect((await rawRequest(recorded.port, where)).status).toBe(200)
    }
    // Every request for an answer Next marked private, no-store or no-cache reached it; the public one once.
    expect(Object.fromEntries(Object.keys(cacheControl).map((where) => [where, asked(where)]))).toEqual({'/private': 3, '/no-store': 3, '/no-cache': 3, '/middleware-prefetch': 3, '/public': 1})

    // A page's query string is not sent on: one entry for the page, however it is asked for.
    received.length = 0
    const answers = await Promise.all(['/about?utm_source=x', '/about?n=1', '/about?n=2', '/about'].map(async (where) => (await rawRequest(recorded.port, where)).bytes.toString()))
    expect(received.map((request) => request.url)).toEqual(['/about'])
    expect(new Set(answers).size).toBe(1)
    // The image route reads its query: it gets it, and each query is its own entry.
    await rawRequest(recorded.port, '/images/p/d/f.png?w=48')
    await rawRequest(recorded.port, '/images/p/d/f.png?w=64')
    expect(received.map((request) => request.url).slice(1)).toEqual(['/images/p/d/f.png?w=48', '/images/p/d/f.png?w=64'])
  } finally {
    await recorded.stop()
  }
})

test('a Host other than the site\'s gets 421 from nginx with the security headers; Next never sees it', async () => {
  const recorded = await recordingNginx()
  try {
    for (const host of ['evil.example', 'localhost', '127.0.0.1.evil.example']) {
      const reply = await rawRequest(recorded.port, '/about', {headers: {host}})
      expect(reply.status, host).toBe(421)
      expectSecurityHeaders(reply, `Host: ${host}`)
    }
    // An absolute address names the host too.
    expect(await rawRequestHead(recorded.port, 'GET http://evil.example/about HTTP/1.1')).toMatch(/^http\/1\.1 421 /)
    expect(recorded.received).toEqual([])
    expect((await rawRequest(recorded.port, '/about')).status).toBe(200)
  } finally {
    await recorded.stop()
  }
})

test('`x-middleware-prefetch` cannot replace a page with `{}`: every visitor after it gets the page', async () => {
  // Dynamic routes: Next answers such a request to them with `{}` (private, no-store).
  const item = '/news/oxygen-gangsters'
  for (const where of [item, '/calendar.ics', `${item}/opengraph-image`]) {
    const hostile = await rawRequest(port, where, {headers: {'x-middleware-prefetch': '1'}})
    const visitor = await rawRequest(port, where)
    for (const [who, reply] of Object.entries({hostile, visitor})) {
      expect(reply.status, `${where} (${who})`).toBe(200)
      expect(decoded(reply).toString(), `${where} (${who})`).not.toBe('{}')
    }
    expect(visitor.header('x-micro-cache'), where).toMatch(/^(HIT|MISS|EXPIRED|UPDATING|STALE)$/)
  }
  expect(decoded(await rawRequest(port, item)).toString()).toContain('<html')
})

test('pictures are kept per format the client accepts: AVIF, WebP or the source format, never another client\'s', async () => {
  // A picture server that answers as the image route does (lib/content/embedded/image-variant.ts).
  const format = (accept = '') => (accept.includes('image/avif') ? 'image/avif' : accept.includes('image/webp') ? 'image/webp' : 'image/png')
  const pictures = await recordingNginx(({url, headers}) => ({headers: {'content-type': format(headers.accept), vary: 'Accept'}, body: url}))
  try {
    const picture = '/images/p/d/f-2x1.png?w=48'
    const clients = {'image/avif,image/webp,image/apng,*/*;q=0.8': 'image/avif', 'image/webp,*/*': 'image/webp', '*/*': 'image/png', 'image/avif,image/webp,*/*': 'image/avif'}
    for (const round of ['first', 'second']) {
      for (const [accept, type] of Object.entries(clients)) {
        const reply = await rawRequest(pictures.port, picture, {headers: {accept}})
        expect([reply.status, reply.header('content-type')], `${accept} (${round})`).toEqual([200, type])
      }
    }
    // Three formats, three requests to Next, each told only which formats the client takes.
    expect(pictures.received.map((request) => request.headers.accept)).toEqual(['image/avif,image/webp', 'image/webp', undefined])
  } finally {
    await pictures.stop()
  }
  // What Next varies on, the key holds: a header added to Next's Vary would need a place in it.
  const keyed = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'accept-encoding'])
  for (const where of ['/', '/news/oxygen-gangsters', '/calendar.ics']) {
    for (const headers of [{}, {rsc: '1'}] as Record<string, string>[]) {
      const vary = (await rawRequest(stack.apps[0].port, where, {headers})).header('vary') ?? ''
      for (const name of vary.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean)) expect(keyed, `${where}: Vary ${name}`).toContain(name)
    }
  }
})

test("a client-side navigation through the stack: the router's requests answered, and kept per router state", async ({page}) => {
  const flight: {path: string; status: number; headers: Record<string, string>}[] = []
  page.on('response', (response) => {
    const headers = response.request().headers()
    if (headers['rsc'] !== '1') return
    const url = new URL(response.url())
    const router = Object.fromEntries(Object.entries(headers).filter(([name]) => name === 'rsc' || name.startsWith('next-')))
    flight.push({path: `${url.pathname}${url.search}`, status: response.status(), headers: router})
  })
  await page.goto(`${stack.url}/`, {waitUntil: 'networkidle'})
  // A marker on the window survives a client-side navigation, not a page load.
  await page.evaluate(() => ((window as unknown as {__stayed: boolean}).__stayed = true))
  for (const [name, address] of [['News', /\/news$/], ['Gallery', /\/gallery$/]] as const) {
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name}).click()
    await expect(page).toHaveURL(address)
    await expect(page.getByRole('heading', {level: 1})).toContainText(name)
  }
  expect(await page.evaluate(() => (window as unknown as {__stayed?: boolean}).__stayed)).toBe(true)
  expect(flight.map((answer) => answer.path.split('?')[0])).toContain('/news')
  expect(flight.filter((answer) => answer.status !== 200)).toEqual([])
  // The same router request from two visitors in one second: the second gets the stored answer.
  const news = flight.find((answer) => answer.path.startsWith('/news'))!
  const [first, second] = [await rawRequest(port, news.path, {headers: news.headers}), await rawRequest(port, news.path, {headers: news.headers})]
  expect([first.status, second.status, second.header('content-type')]).toEqual([200, 200, 'text/x-component'])
  expect(second.header('x-micro-cache')).toMatch(/^(HIT|UPDATING|STALE)$/)
  expect(second.bytes.equals(first.bytes)).toBe(true)
})

test('redirects nginx makes itself carry the security headers', async () => {
  for (const where of ['/api', '/_next/static/chunks']) {
    const reply = await rawRequest(port, where)
    expect([reply.status, reply.header('location')], where).toEqual([301, `${where}/`])
    expectSecurityHeaders(reply, where)
  }
})

test('the Atom feed is compressed', async () => {
  for (const encoding of ['br', 'gzip']) {
    const reply = await rawRequest(port, '/news/feed.xml', {headers: {'accept-encoding': encoding}})
    expect([reply.status, reply.header('content-type'), reply.header('content-encoding')], encoding).toEqual([200, 'application/atom+xml; charset=utf-8', encoding])
    expect(decoded(reply).toString()).toContain('<feed')
  }
})

test('slowloris from one address: it keeps CONNECTIONS_PER_ADDRESS open at most, and a visitor keeps getting pages', async ({page}) => {
  const limit = count(NGINX_SETTINGS.CONNECTIONS_PER_ADDRESS)
  // Half-sent requests, each opened again as soon as nginx closes it, in a process of their own.
  const attacker = await forkSlowClients(stack.url, limit + 300, {localAddress: '127.0.0.2', reopen: true})
  try {
    // Pages in a browser (at least a round of four) until the first connections nginx kept have
    // reached the header timeout and come back. Each page counts once its answer has arrived: what the
    // attack did was reset connections, and on a busy host rendering can take seconds of its own.
    const failed: string[] = []
    let visited = 0
    const until = Date.now() + ms(NGINX_SETTINGS.CLIENT_HEADER_TIMEOUT) + 1_000
    for (let n = 0; Date.now() < until || n < 4; n++) {
      const where = ['/', '/news', '/participation/teams', '/matches/schedules'][n % 4]!
      const response = await page.goto(`${stack.url}${where}`, {timeout: 15_000, waitUntil: 'commit'}).catch((error: Error) => error)
      visited++
      if (response instanceof Error || response?.status() !== 200) failed.push(`${where}: ${response instanceof Error ? response.message : response?.status()}`)
    }
    const counts = attacker.counts()
    console.log(`slowloris with ${limit + 300} connections from one address: ${JSON.stringify(counts)}; a visitor beside it: ${visited - failed.length} of ${visited} pages`)
    expect(failed).toEqual([])
    expect(counts.mostHeld).toBeLessThanOrEqual(limit)
    expect(counts.closedByServer).toBeGreaterThan(300)
  } finally {
    await attacker.end()
  }
  expect(await stack.errorLog()).not.toContain('worker_connections are not enough')
})

test('slow webhook bodies (a byte every 9 s): a few per address, each cut at the body timeout, none reaching Next', async () => {
  const logged = () => stack.apps.map((app) => app.log().length)
  const before = logged()
  const byteEveryMs = 9_000
  const uploads = await slowUploads(port, {count: 10, bodyBytes: 200, byteEveryMs, localAddress: '127.0.0.4', giveUpMs: ms(NGINX_SETTINGS.CLIENT_BODY_TIMEOUT) + 3_000})
  const admitted = uploads.filter((upload) => upload.status === null)
  const refused = uploads.filter((upload) => upload.status === 429)
  expect(admitted.length).toBe(count(NGINX_SETTINGS.WEBHOOK_CONNECTIONS_PER_ADDRESS))
  expect(refused.length).toBe(10 - admitted.length)
  // Refused on arrival, before the client's next byte; the others closed at the configured body timeout.
  for (const upload of refused) expect(upload.ms).toBeLessThan(byteEveryMs)
  for (const upload of admitted) expect(upload.ms).toBeLessThan(ms(NGINX_SETTINGS.CLIENT_BODY_TIMEOUT) + 2_000)
  expect(logged()).toEqual(before)
  // A body past the webhook's real size is refused before it is read.
  const big = await rawRequest(port, '/api/revalidate', {method: 'POST', headers: {'content-type': 'application/json', 'content-length': String(WEBHOOK_MAX_BODY_BYTES + 1)}})
  expect(big.status).toBe(413)
})

test('uploads dropped mid-body stay at nginx: the servers log nothing', async () => {
  const logged = () => stack.apps.map((app) => app.log().length)
  const before = logged()
  await dropUploads(port, 20)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(logged()).toEqual(before)
})

test('one server stopped (SIGTERM) under 50 keep-alive clients: no request fails', async () => {
  test.setTimeout(90_000)
  const stopped = stack.apps[0]
  const report = await shutdownUnderLoad({url: stack.url, path: '/participation/societies', clients: 50, beforeMs: 2_000, afterMs: 3_000, stop: stopped.stop})
  console.log(`one server stopped under load through nginx: ${report.answered} answered, ${report.failed + report.unanswered} failed, exit after ${report.exitMs} ms`)
  expect(report.failures).toEqual([])
  expect(report.unanswered).toBe(0)
  expect(report.answered).toBeGreaterThan(50)
  // Back in service for the tests that follow, once nginx tries the stopped server's port again.
  replacement = await startSite(stopped.port, {...APP_ENV, SANITY_API_HOST: lake.url, REDIS_URL: `redis://127.0.0.1:${redisPort}`}, {distDir: E2E_DIST_DIR})
  await new Promise((resolve) => setTimeout(resolve, ms(NGINX_SETTINGS.UPSTREAM_FAIL_TIMEOUT) + 500))
})

test('one server killed mid-load: no request fails', async () => {
  let sent = 0
  const failures: string[] = []
  const until = Date.now() + 5_000
  // A draft cookie skips the micro-cache (only Next can tell a real one), so every request reaches a
  // Next server, which answers the published page to a made-up one.
  const client = async () => {
    while (Date.now() < until) {
      const n = sent++
      const response = await fetch(`${stack.url}/participation/societies`, {headers: {cookie: `__prerender_bypass=made-up-${n}`}}).catch((error: Error) => error)
      if (response instanceof Error) failures.push(`${n}: ${response.message}`)
      else if ((await response.text(), response.status) !== 200) failures.push(`${n}: ${response.status}`)
    }
  }
  const load = Promise.all(Array.from({length: 8}, client))
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  stack.apps[1].kill()
  await load
  console.log(`${sent} requests, one server killed after 1.5 s: ${failures.length} failed`)
  expect(sent).toBeGreaterThan(50)
  expect(failures).toEqual([])
})
