// Hostile input, round four (issue 55), replayed through the production topology (deploy/): nginx in
// front of two Next servers sharing one Redis, on the demo season (embedded backend, its pictures). A
// burst of picture variants takes no server out of rotation (a visitor beside it gets no 502), HEAD and
// a flood of new live streams stop at nginx, and a hung Redis (SIGSTOP) costs a cold page a bounded
// delay and shows in /api/health. The test's own client (127.0.0.1) is exempt from the per-address limits;
// the attacks come from other loopback addresses. Floods are bounded in count and time.
import {mkdtemp, readdir} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {NGINX_SETTINGS, startStack, type Stack} from '../../scripts/lib/stack'
import {REDIS_TIMEOUT_MS} from '../../web/cache/redis-client.mjs'
import {IMAGE_WIDTHS} from '../../web/lib/limits'
import {openStream} from './support/live-streams'
import {rawRequest} from './support/raw-request'
import {freePort, sandbox} from './support/sandbox'
import {E2E_DIST_DIR} from './support/site-server'

test.describe.configure({mode: 'serial', timeout: 120_000})

/** Distinct picture variants in the burst: inside IMAGE_BURST, several times what may wait in line. */
const BURST = 300
const count = (setting: string) => Number.parseInt(setting, 10)

let stack: Stack
let box: Awaited<ReturnType<typeof sandbox>>
let port = 0

/** STACK_PORT and friends when the run names them (a shared machine's own range), else free ports. */
const portFrom = async (value: string | undefined) => Number(value) || (await freePort())

test.beforeAll(async () => {
  test.setTimeout(120_000)
  box = await sandbox()
  const [first, second] = (process.env.STACK_APP_PORTS ?? '').split(',')
  port = await portFrom(process.env.STACK_PORT)
  stack = await startStack({
    port,
    appPorts: [await portFrom(first), await portFrom(second)],
    redisPort: await portFrom(process.env.STACK_REDIS_PORT),
    distDir: E2E_DIST_DIR,
    prefix: await mkdtemp(path.join(tmpdir(), 'opl-hostile-stack-')),
    env: {...box.env, CONTENT_DATASET_PATH: path.join(path.dirname(box.file), 'demo-season.ndjson'), IMAGE_WARM: 'off'},
    limitsExempt: ['127.0.0.1'],
  })
})

test.afterAll(async () => {
  await stack?.stop()
  await box?.remove()
})

/** What a normal visitor asks for: health, a made-up address, pages, the live stream. */
const VISITOR_PATHS = ['/api/health', '/news/made-up-item', '/about', '/news', '/matches/schedules', '/api/live']

test(`a burst of ${BURST} distinct picture variants from one address: shed with 429, and a visitor beside it gets no 502`, async () => {
  // Photos, not crests, at page widths up to their own: each variant a resize of its own (WebP or the
  // photo's JPEG), the widest first, so the burst asks for more work than a server makes in its queue's wait.
  const photos = (await readdir(path.join(path.dirname(box.file), 'images'))).flatMap((file) => {
    const size = /-(\d+)x\d+\.jpg$/.exec(file)
    return size ? [{file, width: Number(size[1])}] : []
  })
  const formats = [{query: '&auto=format', accept: 'image/webp,*/*'}, {query: '', accept: '*/*'}]
  const variants = IMAGE_WIDTHS.filter((w) => w >= 400)
    .toReversed()
    .flatMap((w) => photos.filter(({width}) => w <= width).flatMap(({file}) => formats.map(({query, accept}) => ({url: `/images/embedded/production/${file}?w=${w}${query}`, accept}))))
    .slice(0, BURST)
  expect(variants).toHaveLength(BURST)
  expect(BURST).toBeLessThan(count(NGINX_SETTINGS.IMAGE_BURST))
  // Each server has made a picture since it started, as one whose IMAGE_WARM made the gallery's has.
  for (const app of stack.apps) expect((await fetch(`${app.url}${variants[0]!.url}`, {headers: {accept: '*/*'}})).status).toBe(200)
  const logBefore = (await stack.errorLog()).length

  const burst = Promise.all(variants.map(({url, accept}) => rawRequest(port, url, {from: '127.0.0.2', headers: {accept}}).then((reply) => reply.status, () => 0)))
  const visitor: Array<{path: string; status: number}> = []
  const visiting = (async () => {
    for (let round = 0; round < 10; round++) {
      for (const where of VISITOR_PATHS) {
        if (where === '/api/live') {
          const stream = await openStream(stack.url, {from: '127.0.0.5'})
          stream.close()
          visitor.push({path: where, status: stream.status})
        } else visitor.push({path: where, status: (await rawRequest(port, where, {from: '127.0.0.5'})).status})
      }
    }
  })()
  const statuses = await burst
  await visiting
  const tally = (list: number[]) => Object.fromEntries([...new Set(list)].map((status) => [status, list.filter((s) => s === status).length]))
  console.log(`burst: ${JSON.stringify(tally(statuses))}; visitor: ${JSON.stringify(tally(visitor.map((v) => v.status)))}`)
  // More than the servers make in time: some are shed, with 429, and no answer is a failure.
  expect(statuses.filter((status) => status === 429).length, 'the burst is shed').toBeGreaterThan(0)
  expect(statuses.every((status) => status === 200 || status === 429), 'the burst is made or shed').toBe(true)
  expect(visitor.filter(({status}) => status >= 500), JSON.stringify(visitor.filter(({status}) => status >= 500))).toEqual([])
  // The attacker's next burst still reaches live servers: shed, not answered "no live upstreams".
  const again = await Promise.all(variants.slice(0, 50).map(({url, accept}) => rawRequest(port, url, {from: '127.0.0.3', headers: {accept}}).then((r) => r.status)))
  expect(again.every((status) => status === 200 || status === 429)).toBe(true)
  expect((await stack.errorLog()).slice(logBefore)).not.toMatch(/no live upstreams/)
})

test('HEAD of /api/live is refused by nginx; new streams past LIVE_BURST from one address get 429 there', async () => {
  expect((await rawRequest(port, '/api/live', {method: 'HEAD', from: '127.0.0.6'})).status).toBe(405)
  const started = Date.now()
  const tries = count(NGINX_SETTINGS.LIVE_BURST) + 60
  const statuses: number[] = []
  // Opened and closed at once, as the flood did: the open-stream limit alone never counts them.
  for (let i = 0; i < tries; i += 20) {
    const opened = await Promise.all(Array.from({length: Math.min(20, tries - i)}, () => openStream(stack.url, {from: '127.0.0.6'})))
    for (const stream of opened) stream.close()
    statuses.push(...opened.map((stream) => stream.status))
  }
  const seconds = (Date.now() - started) / 1000
  const through = statuses.filter((status) => status === 200).length
  console.log(`${tries} streams opened and closed in ${seconds.toFixed(1)} s: ${through} reached Next, ${statuses.filter((s) => s === 429).length} refused`)
  expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)
  expect(through).toBeLessThanOrEqual(count(NGINX_SETTINGS.LIVE_BURST) + 1 + Math.ceil(seconds * count(NGINX_SETTINGS.LIVE_RATE)))
  // Another address is not held back.
  const other = await openStream(stack.url, {from: '127.0.0.7'})
  other.close()
  expect(other.status).toBe(200)
})

test('a hung Redis (SIGSTOP): cold pages answer within the bound, /api/health says the shared cache is failing, and after SIGCONT it is ok', async () => {
  const health = async () => (await (await fetch(`${stack.url}/api/health`)).json()) as {status: string; sharedCache: {state: string}}
  expect((await health()).sharedCache).toEqual({state: 'ok'})
  // Pages nobody has asked nginx for (none in its micro-cache), listed by an app server directly.
  const listing = (await Promise.all(['/news', '/participation/teams'].map(async (where) => (await fetch(`${stack.apps[0].url}${where}`)).text()))).join('')
  const cold = [...new Set([...listing.matchAll(/href="(\/(?:news|participation\/teams)\/[a-z0-9-]+)"/g)].map((match) => match[1]!))]
  expect(cold.length).toBeGreaterThanOrEqual(8)
  const ask = async (url: string) => {
    const started = Date.now()
    const response = await fetch(url, {signal: AbortSignal.timeout(20_000)})
    await response.arrayBuffer()
    return {url, status: response.status, ms: Date.now() - started}
  }
  // The control: four of them through nginx with Redis answering.
  const before: Array<Awaited<ReturnType<typeof ask>>> = []
  for (const where of cold.slice(0, 4)) before.push(await ask(`${stack.url}${where}`))
  const bound = Math.max(...before.map(({ms}) => ms)) + 2 * REDIS_TIMEOUT_MS + 1_000
  stack.signalRedis('SIGSTOP')
  try {
    const during: Array<Awaited<ReturnType<typeof ask>>> = []
    for (const where of cold.slice(4, 8)) during.push(await ask(`${stack.url}${where}`))
    // And on each server directly, as a load balancer's health check or a CDN would ask.
    for (const app of stack.apps) during.push(await ask(`${app.url}/about`))
    const line = (answers: typeof during) => answers.map(({url, ms}) => `${new URL(url).pathname} ${ms} ms`).join(', ')
    console.log(`Redis answering: ${line(before)}; Redis stopped (bound ${bound} ms): ${line(during)}`)
    expect(during.map(({status}) => status)).toEqual(during.map(() => 200))
    // A page's read of each cache waits at most REDIS_TIMEOUT_MS once, then memory answers at once.
    for (const {url, ms} of during) expect(ms, url).toBeLessThan(bound)
    await expect.poll(async () => (await health()).sharedCache.state, {timeout: 10_000}).toBe('failing')
    expect((await health()).status).toBe('ok')
  } finally {
    stack.signalRedis('SIGCONT')
  }
  await expect.poll(async () => (await health()).sharedCache.state, {timeout: 15_000}).toBe('ok')
})
