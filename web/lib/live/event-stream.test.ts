// The live stream as a page's EventSource reads it: hello with the current version, each change once,
// keep-alive comments, 503 past the limit, and the stream closed when the client leaves or the server stops.
import {afterEach, describe, expect, it, vi} from 'vitest'
import {serverStopping} from '../http/graceful-shutdown'
import {LIVE_KEEPALIVE_MS, LIVE_RETRY_MS, liveEventStream} from './event-stream'
import {currentLiveVersion, openLiveStreams, publishLiveChange} from './hub'

/** Opens a stream and reads it as text. */
function open(max?: number) {
  const controller = new AbortController()
  const response = liveEventStream(controller.signal, max)
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
  return {response, controller, readUntil, ended, text: () => text}
}

afterEach(() => vi.useRealTimers())

describe('GET /api/live', () => {
  it('opens with the retry interval and a hello naming the current version, as an event stream no proxy buffers', async () => {
    publishLiveChange({version: 'v-hello', tags: ['match']})
    const stream = open()
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no')
    expect(stream.response.headers.get('cache-control')).toBe('no-store, no-transform')
    expect(await stream.readUntil(/\n\n/)).toBe(`retry: ${LIVE_RETRY_MS}\nevent: hello\ndata: {"version":"v-hello"}\n\n`)
    stream.controller.abort()
  })

  it('sends each change once to every open stream, with its version and tags', async () => {
    const [a, b] = [open(), open()]
    await Promise.all([a.readUntil(/hello/), b.readUntil(/hello/)])
    publishLiveChange({version: 'v2', tags: ['scorecard']})
    publishLiveChange({version: 'v3', tags: ['match', 'scorecard']})
    for (const stream of [a, b]) {
      const text = await stream.readUntil(/"v3"/)
      expect(text.match(/event: change\ndata: .*\n\n/g)).toEqual([
        'event: change\ndata: {"version":"v2","tags":["scorecard"]}\n\n',
        'event: change\ndata: {"version":"v3","tags":["match","scorecard"]}\n\n',
      ])
      stream.controller.abort()
    }
    expect(currentLiveVersion()).toBe('v3')
  })

  it('sends a keep-alive comment every LIVE_KEEPALIVE_MS while nothing changes', async () => {
    vi.useFakeTimers()
    const stream = open()
    await stream.readUntil(/hello/)
    await vi.advanceTimersByTimeAsync(LIVE_KEEPALIVE_MS * 2)
    expect((await stream.readUntil(/(: keep-alive\n\n){2}/)).match(/: keep-alive\n\n/g)).toHaveLength(2)
    stream.controller.abort()
  })

  it('refuses a stream past the limit with 503 and Retry-After, and takes one again once a client leaves', async () => {
    const before = openLiveStreams()
    const max = before + 2
    const held = [open(max), open(max)]
    const refused = liveEventStream(new AbortController().signal, max)
    expect(refused.status).toBe(503)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toMatch(/Too many live connections/)
    held[0]!.controller.abort()
    expect(openLiveStreams()).toBe(before + 1)
    const again = open(max)
    expect(again.response.status).toBe(200)
    held[1]!.controller.abort()
    again.controller.abort()
    expect(openLiveStreams()).toBe(before)
  })

  it('ends every stream, and stops counting it, when the server starts to stop', async () => {
    const before = openLiveStreams()
    const stream = open()
    await stream.readUntil(/hello/)
    serverStopping()
    expect(await stream.ended()).toBe(true)
    expect(openLiveStreams()).toBe(before)
  })
})
