// `npm run load`'s live run: many open pages on one server, each holding its live event stream
// (/api/live) as a browser's EventSource does, while balls are saved to the dataset. For each ball and
// page it times the arrival of the change event, which carries the new scores (all a page needs to show
// the ball), from the moment the save began.
import {request, type IncomingMessage} from 'node:http'
import path from 'node:path'
import {freePort, sandbox} from '../../tests/e2e/support/sandbox'
import {startSite} from '../../tests/e2e/support/site-server'
import {LIVE_MAX_CONNECTIONS_PER_ADDRESS} from '../../web/lib/limits'
import {ballByBall} from './live-balls'
import {rssMiB} from './load-run'

export type LiveLoadOptions = {
  url: string
  /** The server's process id, for its memory with every stream open. */
  pid: number
  streams: number
  balls: number
  /** Saves one ball to the dataset the server reads. */
  ball: () => Promise<void>
  /** Between two balls. */
  everyMs: number
}

export type LiveLoadReport = {
  streams: number
  /** Streams the server refused or dropped. */
  failedStreams: number
  balls: number
  /** Change events that arrived with scores, of streams × balls. */
  delivered: number
  p50Ms: number
  p95Ms: number
  maxMs: number
  /** The size of one change event (its scores). */
  eventBytes: number
  rssMiB: number
}

type Stream = {onChange: (data: string) => void; hello: Promise<void>; close: () => void; failed: boolean}

/** The loopback address the `index`-th page connects from: the pages are many visitors, each address
 * holding no more than its share of a server's streams (LIVE_MAX_CONNECTIONS_PER_ADDRESS). */
const visitorAddress = (index: number) => `127.0.1.${1 + Math.floor(index / LIVE_MAX_CONNECTIONS_PER_ADDRESS)}`

/** One page's event stream, read as EventSource reads it: blocks separated by a blank line. */
function openStream(url: string, from: string, onChange: (data: string) => void): Stream {
  let helloSeen: () => void = () => {}
  const stream: Stream = {onChange, hello: new Promise<void>((resolve) => (helloSeen = resolve)), close: () => {}, failed: false}
  const fail = () => {
    stream.failed = true
    helloSeen()
  }
  const req = request(`${url}/api/live`, {headers: {accept: 'text/event-stream'}, agent: false, localAddress: from}, (res: IncomingMessage) => {
    if (res.statusCode !== 200) {
      fail()
      res.resume()
      return
    }
    let buffer = ''
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => {
      buffer += chunk
      let end: number
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (\w+)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (event === 'hello') helloSeen()
        if (event === 'change' && data) stream.onChange(data)
      }
    })
    res.on('close', () => (stream.failed ||= !closing))
  })
  let closing = false
  req.on('error', fail)
  req.end()
  stream.close = () => {
    closing = true
    req.destroy()
  }
  return stream
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!)
}

export async function runLiveLoad({url, pid, streams: count, balls, ball, everyMs}: LiveLoadOptions): Promise<LiveLoadReport> {
  let savedAt = 0
  const times: number[] = []
  let eventBytes = 0
  const streams = Array.from({length: count}, (_, index) =>
    openStream(url, visitorAddress(index), (data) => {
      if (!(JSON.parse(data) as {scores?: unknown}).scores) return
      times.push(performance.now() - savedAt)
      eventBytes = data.length
    }),
  )
  await Promise.all(streams.map((stream) => stream.hello))
  const rss = rssMiB(pid)
  try {
    for (let n = 0; n < balls; n++) {
      await new Promise((resolve) => setTimeout(resolve, everyMs))
      savedAt = performance.now()
      await ball()
      // Every page's event of this ball in before the next is saved (each is timed from its own save).
      const deadline = Date.now() + everyMs
      while (times.length < (n + 1) * count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    for (const stream of streams) stream.close()
  }
  return {
    streams: count,
    failedStreams: streams.filter((s) => s.failed).length,
    balls,
    delivered: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: percentile(times, 100),
    eventBytes,
    rssMiB: Math.round(rss),
  }
}

/** The live run's size: open pages on one server, and balls saved while they listen. */
export const LIVE_LOAD_PAGES = 500
export const LIVE_LOAD_BALLS = 10
/** The bound at p95: from a saved ball to every open page. */
export const LIVE_LOAD_TARGET_MS = 2_000

/** The live run as `npm run load` prints it: its own server on a copy of the demo season, whose next
 * fixture is played while LIVE_LOAD_PAGES streams listen. True when every target is met. */
export async function liveLoadRun({pages = LIVE_LOAD_PAGES, balls = LIVE_LOAD_BALLS, everyMs = 3_000} = {}): Promise<boolean> {
  const box = await sandbox()
  const dataset = path.join(path.dirname(box.file), 'demo-season.ndjson')
  const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: dataset})
  try {
    const play = await ballByBall(dataset)
    await play.next() // the toss: the match is live before the pages open
    const report = await runLiveLoad({url: site.url, pid: site.pid, streams: pages, balls, everyMs, ball: async () => void (await play.next())})
    console.log(`\nLive: ${pages} open pages (event streams) on one server, ${balls} balls saved ${everyMs / 1000} s apart:`)
    console.table({
      'streams refused or dropped': report.failedStreams,
      'changes with scores delivered': `${report.delivered} of ${pages * balls}`,
      'ball saved → every page has it, p50 / p95 / max (ms)': `${report.p50Ms} / ${report.p95Ms} / ${report.maxMs}`,
      'one change event (bytes)': report.eventBytes,
      'server memory with every stream open (MiB)': report.rssMiB,
    })
    return report.failedStreams === 0 && report.delivered === pages * balls && report.p95Ms <= LIVE_LOAD_TARGET_MS
  } finally {
    await site.stop()
    await box.remove()
  }
}
