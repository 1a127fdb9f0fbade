// The page's live connection as the browser runs it, with a fake EventSource and document: one stream
// while visible, none while hidden, the events it reads, and a growing wait after a refusal.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {connectLive, reconnectDelay, RECONNECT_BASE_MS, RECONNECT_MAX_MS, type LiveDeps, type LiveMessage} from './connection'

class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2
  static opened: FakeEventSource[] = []
  readyState = 0
  constructor(readonly url: string) {
    super()
    FakeEventSource.opened.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  get open() {
    return this.readyState !== FakeEventSource.CLOSED
  }
  emit(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, {data}))
  }
  /** What a browser does when the server refused the stream (429): gives up, then says so. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED
    this.dispatchEvent(new Event('error'))
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
  show(state: DocumentVisibilityState) {
    this.visibilityState = state
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

let doc: FakeDocument
let messages: LiveMessage[]
let deps: LiveDeps
const openStreams = () => FakeEventSource.opened.filter((s) => s.open)

beforeEach(() => {
  vi.useFakeTimers()
  FakeEventSource.opened = []
  doc = new FakeDocument()
  messages = []
  deps = {EventSource: FakeEventSource as unknown as LiveDeps['EventSource'], document: doc as unknown as LiveDeps['document'], random: () => 1}
})
afterEach(() => vi.useRealTimers())

describe('connectLive', () => {
  it('opens one stream on /api/live and passes on hello and change events with their scores, skipping ones it cannot read', () => {
    const stop = connectLive((m) => messages.push(m), deps)
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/live'])
    const [stream] = FakeEventSource.opened
    stream!.emit('hello', '{"version":"v1","scores":{"matches":[]}}')
    stream!.emit('hello', '{"version":"v1"}')
    stream!.emit('change', '{"version":"v2","tags":["scorecard",7],"scores":{"matches":[{"id":"m1"}]}}')
    stream!.emit('change', '{"version":"v3","tags":["post"]}')
    stream!.emit('change', 'not json')
    stream!.emit('change', '{"version":"v4"}')
    expect(messages).toEqual([
      {type: 'hello', version: 'v1', scores: {matches: []}},
      {type: 'change', version: 'v2', tags: ['scorecard'], scores: {matches: [{id: 'm1'}]}},
      {type: 'change', version: 'v3', tags: ['post']},
    ])
    stop()
    expect(openStreams()).toHaveLength(0)
  })

  it('holds no stream while the tab is hidden and opens one again when it shows', () => {
    const stop = connectLive((m) => messages.push(m), deps)
    doc.show('hidden')
    expect(openStreams()).toHaveLength(0)
    doc.show('visible')
    expect(openStreams()).toHaveLength(1)
    expect(FakeEventSource.opened).toHaveLength(2)
    stop()
  })

  it('opens none while hidden at the start', () => {
    doc.visibilityState = 'hidden'
    const stop = connectLive((m) => messages.push(m), deps)
    expect(FakeEventSource.opened).toHaveLength(0)
    stop()
  })

  it('after a refusal tries again later, waiting longer each time, and from the start once a stream answers', async () => {
    const stop = connectLive((m) => messages.push(m), deps)
    FakeEventSource.opened[0]!.refuse()
    expect(openStreams()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS - 1)
    expect(FakeEventSource.opened).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeEventSource.opened).toHaveLength(2)
    FakeEventSource.opened[1]!.refuse()
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS * 2 - 1)
    expect(FakeEventSource.opened).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeEventSource.opened).toHaveLength(3)
    FakeEventSource.opened[2]!.emit('hello', '{"version":"v1","scores":{"matches":[]}}')
    FakeEventSource.opened[2]!.refuse()
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS)
    expect(FakeEventSource.opened).toHaveLength(4)
    stop()
  })

  it('leaves a dropped stream that the browser is reopening by itself alone', async () => {
    const stop = connectLive((m) => messages.push(m), deps)
    FakeEventSource.opened[0]!.dispatchEvent(new Event('error')) // still CONNECTING: the browser retries
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS)
    expect(FakeEventSource.opened).toHaveLength(1)
    expect(openStreams()).toHaveLength(1)
    stop()
  })
})

describe('reconnectDelay', () => {
  it.each([
    [1, 1, RECONNECT_BASE_MS],
    [2, 1, RECONNECT_BASE_MS * 2],
    [3, 0, RECONNECT_BASE_MS * 2],
    [20, 1, RECONNECT_MAX_MS],
  ])('failure %i (random %f): %i ms', (failures, random, ms) => {
    expect(reconnectDelay(failures, () => random)).toBe(ms)
  })
})
