// Hostile input, round four (issue 55), the network half, replayed against Next's own server as `npm
// start` runs it: HEAD requests cannot hoard live streams, and one client address gets its share of them
// and no more. The stack's findings are replayed in hostile-four-stack.spec.ts. Floods are bounded in
// count and time, on loopback only.
import {expect, test} from '@playwright/test'
import {LIVE_MAX_CONNECTIONS, LIVE_MAX_CONNECTIONS_PER_ADDRESS} from '../../web/lib/limits'
import {openStream, type OpenedStream} from './support/live-streams'
import {freePort, sandbox} from './support/sandbox'
import {startSite, type RunningSite} from './support/site-server'

test.describe.configure({mode: 'serial', timeout: 120_000})

/** HEAD requests in the flood: as many as the server holds streams, so a HEAD that held a place would
 * leave no place for anyone (and far past one address's share). */
const HEADS = LIVE_MAX_CONNECTIONS

let site: RunningSite
let box: Awaited<ReturnType<typeof sandbox>>

test.beforeAll(async () => {
  box = await sandbox()
  site = await startSite(await freePort(), box.env)
})

test.afterAll(async () => {
  await site?.stop()
  await box?.remove()
})

test(`${HEADS} HEADs of /api/live, each closed at once: headers and no stream, and a GET after them gets its stream`, async () => {
  const head = await openStream(site.url, {method: 'HEAD'})
  expect(head.status).toBe(200)
  expect(head.first).toBe('')
  const started = Date.now()
  for (let sent = 0; sent < HEADS; sent += 50) {
    const heads = await Promise.all(Array.from({length: 50}, () => openStream(site.url, {method: 'HEAD'})))
    for (const reply of heads) reply.close()
    expect(heads.every((reply) => reply.status === 200)).toBe(true)
  }
  console.log(`${HEADS} HEADs in ${Date.now() - started} ms`)
  // From the same address: a HEAD that held a place would leave it none of its share, nor anyone a place.
  const stream = await openStream(site.url)
  try {
    expect(stream.status).toBe(200)
    expect(stream.first).toContain('event: hello')
  } finally {
    stream.close()
  }
})

test(`one address holds at most ${LIVE_MAX_CONNECTIONS_PER_ADDRESS} live streams: past it 429 with Retry-After; another address is served`, async () => {
  const held: OpenedStream[] = []
  try {
    for (let i = 0; i < LIVE_MAX_CONNECTIONS_PER_ADDRESS; i += 16) {
      held.push(...(await Promise.all(Array.from({length: Math.min(16, LIVE_MAX_CONNECTIONS_PER_ADDRESS - i)}, () => openStream(site.url, {from: '127.0.0.2'})))))
    }
    expect(held.map((stream) => stream.status)).toEqual(Array(LIVE_MAX_CONNECTIONS_PER_ADDRESS).fill(200))
    const refused = await openStream(site.url, {from: '127.0.0.2'})
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(refused.first).toMatch(/Too many live connections from your address/)
    // Naming another client does not help a client that is not nginx on this machine.
    for (const header of ['x-real-ip', 'x-opl-client-address']) {
      const forged = await openStream(site.url, {from: '127.0.0.2', headers: {[header]: '198.51.100.7'}})
      forged.close()
      expect(forged.status, header).toBe(429)
    }
    // Everyone else is served.
    const other = await openStream(site.url, {from: '127.0.0.3'})
    expect(other.status).toBe(200)
    expect(other.first).toContain('event: hello')
    other.close()
    // A stream that ends gives its place back.
    held.pop()!.close()
    await expect.poll(async () => {
      const again = await openStream(site.url, {from: '127.0.0.2'})
      if (again.status === 200) held.push(again)
      return again.status
    }, {timeout: 5_000}).toBe(200)
  } finally {
    for (const stream of held) stream.close()
  }
})
