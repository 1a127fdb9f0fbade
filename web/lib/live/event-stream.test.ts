// The live stream as a page's EventSource reads it: hello with the version and scores, each change once
// (none lost while the hello is made), keep-alive comments, 429 past the server's limit or an address's
// share, a HEAD that holds nothing, and the stream closed when the client leaves or the server stops.
import {afterEach, describe, expect, it, vi} from 'vitest'
import {serverStopping} from '../http/graceful-shutdown'
import {LIVE_KEEPALIVE_MS, LIVE_RETRY_MS, liveEventStream, liveHead, type Hello, type LiveFeed, type StreamedChange} from './event-stream'
import {openLiveStreams, openLiveStreamsOf} from './hub'

const SCORES = {matches: [{id: 'm1', status: 'live' as const, title: 'Match 1: A v B', href: '/matches/2026/1', line: 'A 4/0 (0.2)', version: null}]}

/** A feed whose hello answers when told to, and whose changes the test sends. */
function fakeFeed(hello: Hello = {version: 'v1', scores: SCORES}) {
  const listeners = new Set<(change: StreamedChange) => void>()
  let answer: () => void = () => {}
  const ready = new Promise<void>((resolve) => (answer = resolve))
  const feed: LiveFeed = {
    hello: async () => (await ready, hello),
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
  }
  return {feed, answerHello: answer, send: (change: StreamedChange) => listeners.forEach((l) => l(change)), listeners}
}

/** Opens a stream on a feed and reads it as text. */
function open(feed: LiveFeed, max?: number, client?: {address: string; perAddress?: number}) {
  const controller = new AbortController()
  const response = liveEventStream(controller.signal, feed, max, client)
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  const readUntil = async (pattern: RegExp) => {
    while (!pattern.test(text)) {
      const {value, done} = await reader!.read()
      if (done) throw new Error(`the stream ended before ${pattern}: ${text}`)
      text += value
    }
    return text
  }
  const ended = async () => {
    for (;;) if ((await reader!.read()).done) return true
  }
  return {response, controller, readUntil, ended}
}

afterEach(() => vi.useRealTimers())

describe('GET /api/live', () => {
  it('opens with the retry interval and a hello with the version and scores, as an event stream no proxy buffers or compresses', async () => {
    const {feed, answerHello} = fakeFeed()
    const stream = open(feed)
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no')
    expect(stream.response.headers.get('cache-control')).toBe('no-store, no-transform')
    answerHello()
    expect(await stream.readUntil(/\n\n/)).toBe(`retry: ${LIVE_RETRY_MS}\nevent: hello\ndata: ${JSON.stringify({version: 'v1', scores: SCORES})}\n\n`)
    stream.controller.abort()
  })

  it('sends each change once after the hello, holding those that come while the hello is made', async () => {
    const {feed, answerHello, send} = fakeFeed()
    const stream = open(feed)
    send({version: 'v1', tags: ['match']}) // what the hello already says: not sent again
    send({version: 'v2', tags: ['scorecard'], scores: SCORES})
    answerHello()
    await stream.readUntil(/"v2"/)
    send({version: 'v3', tags: ['post']})
    const text = await stream.readUntil(/"v3"/)
    expect(text.match(/^event: \w+$/gm)).toEqual(['event: hello', 'event: change', 'event: change'])
    expect(text).toContain(`event: change\ndata: ${JSON.stringify({version: 'v2', tags: ['scorecard'], scores: SCORES})}\n\n`)
    expect(text).toContain('event: change\ndata: {"version":"v3","tags":["post"]}\n\n')
    stream.controller.abort()
  })

  it('sends a keep-alive comment every LIVE_KEEPALIVE_MS while nothing changes', async () => {
    vi.useFakeTimers()
    const {feed, answerHello} = fakeFeed()
    answerHello()
    const stream = open(feed)
    await stream.readUntil(/hello/)
    await vi.advanceTimersByTimeAsync(LIVE_KEEPALIVE_MS * 2)
    expect((await stream.readUntil(/(: keep-alive\n\n){2}/)).match(/: keep-alive\n\n/g)).toHaveLength(2)
    stream.controller.abort()
  })

  it('refuses a stream past the limit with 429 and Retry-After, and takes one again once a client leaves', async () => {
    const {feed, listeners} = fakeFeed()
    const before = openLiveStreams()
    const max = before + 2
    const held = [open(feed, max), open(feed, max)]
    const refused = liveEventStream(new AbortController().signal, feed, max)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toMatch(/Too many live connections on this server/)
    held[0]!.controller.abort()
    expect(openLiveStreams()).toBe(before + 1)
    const again = open(feed, max)
    expect(again.response.status).toBe(200)
    held[1]!.controller.abort()
    again.controller.abort()
    expect(openLiveStreams()).toBe(before)
    expect(listeners.size).toBe(0)
  })

  it("refuses an address past its share with 429, and not another address, until one of its streams ends", async () => {
    const {feed, listeners} = fakeFeed()
    const a = {address: '203.0.113.7', perAddress: 2}
    const held = [open(feed, undefined, a), open(feed, undefined, a)]
    const refused = liveEventStream(new AbortController().signal, feed, undefined, a)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toMatch(/Too many live connections from your address/)
    const other = open(feed, undefined, {address: '203.0.113.8', perAddress: 2})
    expect(other.response.status).toBe(200)
    expect(openLiveStreamsOf(a.address)).toBe(2)
    held[0]!.controller.abort()
    const again = open(feed, undefined, a)
    expect(again.response.status).toBe(200)
    for (const stream of [held[1]!, again, other]) stream.controller.abort()
    expect(openLiveStreamsOf(a.address)).toBe(0)
    listeners.clear()
  })

  it('answers HEAD with the stream\'s headers, no body, and nothing held', () => {
    const before = openLiveStreams()
    const head = liveHead()
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(head.body).toBeNull()
    expect(openLiveStreams()).toBe(before)
  })

  it('ends every stream, and stops counting it, when the server starts to stop', async () => {
    const {feed, answerHello} = fakeFeed()
    answerHello()
    const before = openLiveStreams()
    const stream = open(feed)
    await stream.readUntil(/hello/)
    serverStopping()
    expect(await stream.ended()).toBe(true)
    expect(openLiveStreams()).toBe(before)
  })

  it('closes a stream whose hello cannot be made, so the browser tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stream = open({hello: () => Promise.reject(new Error('backend down')), subscribe: () => () => {}})
    expect(await stream.ended()).toBe(true)
    warn.mockRestore()
  })
})
