// The production topology (deploy/, docs/hosting.md) on this machine: nginx in front of two of Next's
// standalone servers sharing one redis-server, over a Content Lake stand-in. What a browser and a
// hostile client meet at nginx: the security headers on every answer, compression, built assets from
// disk, refusals before Next (methods, bodies, rates, slow clients, long addresses and headers, `*`), a
// publish seen through both servers, and no failed request while one server stops or dies.
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
import {DEPLOY_DIR, NGINX_SETTINGS, startNginx, startStack, type Stack} from '../../scripts/lib/stack'
import {MAX_QUERY_PARAMS, MAX_REQUEST_LINE_BYTES} from '../../web/lib/limits'
import {dropUploads, rawRequest, rawRequestHead} from './support/raw-request'
import {freePort, sandbox} from './support/sandbox'
import {E2E_DIST_DIR, startSite, type RunningSite} from './support/site-server'

const SECRET = 'stack-secret'
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']
const ACCEPTS = {'accept-encoding': 'gzip, deflate, br'}

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
  expect((await rawRequest(port, '/api/revalidate', {method: 'GET'})).status).toBe(405)

  // A body past the webhook's limit: 413 from nginx (its text, not the webhook's JSON).
  const big = await fetch(`${stack.url}/api/revalidate`, {method: 'POST', headers: {'content-type': 'application/json'}, body: 'x'.repeat(100 * 1024)})
  expect(big.status).toBe(413)
  expect(await big.text()).toBe('Payload too large.\n')
  expectSecurityHeaders({header: (name) => big.headers.get(name)}, '413')
})

test('/api/* is rate-limited per client: a burst past the limit gets 429 with the security headers', async () => {
  const statuses = await Promise.all(Array.from({length: 60}, () => fetch(`${stack.url}/api/health`).then(async (r) => (await r.arrayBuffer(), r))))
  const limited = statuses.filter((r) => r.status === 429)
  expect(limited.length).toBeGreaterThan(0)
  expect(statuses.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(Number(NGINX_SETTINGS.API_BURST))
  expectSecurityHeaders({header: (name) => limited[0]!.headers.get(name)}, '429')
  // Pages are not limited.
  const pages = await Promise.all(Array.from({length: 40}, () => fetch(`${stack.url}/news`).then((r) => r.status)))
  expect(new Set(pages)).toEqual(new Set([200]))
})

test('a client that sends its headers too slowly is cut off', async () => {
  const timeout = Number.parseInt(NGINX_SETTINGS.SLOW_CLIENT_TIMEOUT, 10) * 1000
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
  await expect.poll(() => shows(stack.apps[1].url), {timeout: 2_000, intervals: [100]}).toBe(true)
  await expect.poll(() => shows(stack.url), {timeout: 2_000, intervals: [100]}).toBe(true)
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
  expect(underAttack).toBeLessThan(quiet + 500)
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

test("Next gets the client's address as nginx saw it and uncompressed answers are asked for; a burst costs one request per encoding", async () => {
  const received: IncomingHttpHeaders[] = []
  const page = `<!doctype html><title>Recorded</title><p>${'A page as Next would send it. '.repeat(100)}</p>`
  const recorders = await Promise.all(
    [0, 1].map(
      () =>
        new Promise<Server>((resolve) => {
          const server = createServer((request, response) => {
            received.push(request.headers)
            response.writeHead(200, {'content-type': 'text/html; charset=utf-8'}).end(page)
          })
          server.listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  const appPorts = recorders.map((server) => (server.address() as AddressInfo).port) as [number, number]
  const nginxPort = await freePort()
  const nginx = await startNginx({port: nginxPort, appPorts, distDir: E2E_DIST_DIR, prefix: await mkdtemp(path.join(tmpdir(), 'opl-stack-recorded-'))})
  try {
    const spoofed = {'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8', 'x-forwarded-proto': 'https'}
    const reply = await rawRequest(nginxPort, '/recorded', {headers: {...spoofed, 'accept-encoding': 'gzip, br'}})
    expect([reply.status, reply.header('content-encoding'), decoded(reply).toString()]).toEqual([200, 'br', page])
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({host: '127.0.0.1', 'x-forwarded-for': '203.0.113.7, 127.0.0.1', 'x-real-ip': '127.0.0.1', 'x-forwarded-proto': 'http'})
    expect(received[0]!['accept-encoding']).toBeUndefined()

    // 60 visitors at once in three encodings: each encoding's copy is made once, the others wait for it
    // (proxy_cache_lock), and one more each MICRO_CACHE_SECONDS if the burst outlasts it.
    received.length = 0
    const encodings = ['gzip, deflate, br', 'gzip', 'identity']
    const started = Date.now()
    const burst = await Promise.all(Array.from({length: 60}, (_, n) => rawRequest(nginxPort, '/burst', {headers: {'accept-encoding': encodings[n % 3]!}})))
    const periods = 1 + Math.floor((Date.now() - started) / 1000 / Number(NGINX_SETTINGS.MICRO_CACHE_SECONDS))
    expect(new Set(burst.map((answer) => `${answer.status} ${answer.header('content-encoding')} ${decoded(answer).toString() === page}`))).toEqual(new Set(['200 br true', '200 gzip true', '200 null true']))
    expect(received.length).toBeGreaterThanOrEqual(encodings.length)
    expect(received.length).toBeLessThanOrEqual(encodings.length * periods)

    // Both servers gone: the compressing server's own 502, with the security headers once.
    await Promise.all(recorders.map((server) => new Promise((resolve) => (server.close(resolve), server.closeAllConnections()))))
    const gone = await rawRequest(nginxPort, '/gone')
    expect([gone.status, gone.bytes.toString()]).toEqual([502, await readFile(path.join(DEPLOY_DIR, '_errors', '502.txt'), 'utf8')])
    expectSecurityHeaders(gone, '502')
  } finally {
    for (const server of recorders) server.close().closeAllConnections()
    await nginx.stop()
  }
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
  await new Promise((resolve) => setTimeout(resolve, Number.parseInt(NGINX_SETTINGS.UPSTREAM_FAIL_TIMEOUT, 10) * 1000 + 500))
})

test('one server killed mid-load: no request fails', async () => {
  let sent = 0
  const failures: string[] = []
  const until = Date.now() + 5_000
  // A new query each time misses the micro-cache, so every request reaches a Next server.
  const client = async () => {
    while (Date.now() < until) {
      const n = sent++
      const response = await fetch(`${stack.url}/participation/societies?n=${n}`).catch((error: Error) => error)
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
