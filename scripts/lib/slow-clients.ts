// Slow clients (slowloris): connections that send a request's headers one short line at a time and
// never finish them, each holding a socket the server must keep open until its header timeout; and slow
// uploads, a body sent a byte at a time. The load script and the stack's browser suite measure the other
// visitors beside them and what the server did with them. A large attack runs in a process of its own
// (forkSlowClients), so that its sockets do not slow the visitor measured beside it.
import {fork} from 'node:child_process'
import {connect, type Socket} from 'node:net'

export type SlowClientOptions = {
  /** One more header line this often; the headers never end. */
  lineEveryMs?: number
  /** The address the connections come from (on Linux any 127.x.y.z reaches loopback): one attacker. */
  localAddress?: string
  /** Open a new connection whenever the server closes one, as an attacker keeps its count up. One the
   * server closed within REOPEN_PAUSE_MS of opening is opened again after that pause, not at once. */
  reopen?: boolean
}

export type SlowClientCounts = {
  /** Connections the server has closed so far. */
  closedByServer: number
  /** Connections made so far, re-opened ones included. */
  opened: number
  /** Connections open at this moment. */
  open: number
  /** The most connections open for longer than HELD_AFTER_MS at one moment: the ones the server kept
   * (a connection is open for the client as soon as the kernel has queued it, before the server has
   * even looked at it). */
  mostHeld: number
}

export type SlowClients = {
  counts: () => SlowClientCounts
  end: () => Promise<void>
}

/** A refused connection is opened again after this pause: an attacker loses nothing by waiting, and
 * the attacking process does not spin on connects. */
const REOPEN_PAUSE_MS = 1_000
/** A connection open this long has been accepted and kept by the server. */
const HELD_AFTER_MS = 1_000

/** `count` slow clients on the server at `url`, in this process; resolves once each has connected
 * once (or failed to). */
export async function startSlowClients(url: string, count: number, {lineEveryMs = 1_000, localAddress, reopen = false}: SlowClientOptions = {}): Promise<SlowClients> {
  const {hostname, port} = new URL(url)
  const counts: SlowClientCounts = {closedByServer: 0, opened: 0, open: 0, mostHeld: 0}
  let ending = false
  /** Each open connection and when it connected. */
  const sockets = new Map<Socket, number>()
  const timers = new Set<NodeJS.Timeout>()
  const held = setInterval(() => {
    const before = Date.now() - HELD_AFTER_MS
    counts.mostHeld = Math.max(counts.mostHeld, [...sockets.values()].filter((at) => at > 0 && at <= before).length)
  }, 100)

  const client = (n: number, ready?: () => void) => {
    const started = Date.now()
    let connected = false
    const socket = connect({port: Number(port), host: hostname, localAddress}, () => {
      connected = true
      counts.opened++
      counts.open++
      sockets.set(socket, Date.now())
      socket.write(`GET /?slow=${n} HTTP/1.1\r\nHost: ${hostname}\r\n`)
      ready?.()
    })
    sockets.set(socket, 0)
    const drip = setInterval(() => socket.write(`X-Slow-${n}: a\r\n`), lineEveryMs)
    socket.on('data', () => {})
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(drip)
      sockets.delete(socket)
      if (connected) counts.open--
      ready?.()
      if (ending) return
      if (connected) counts.closedByServer++
      if (!reopen) return
      const timer = setTimeout(() => (timers.delete(timer), client(n)), Math.max(0, REOPEN_PAUSE_MS - (Date.now() - started)))
      timers.add(timer)
    })
  }
  await Promise.all(Array.from({length: count}, (_, n) => new Promise<void>((resolve) => client(n, resolve))))
  return {
    counts: () => ({...counts}),
    end: async () => {
      ending = true
      clearInterval(held)
      for (const timer of timers) clearTimeout(timer)
      for (const socket of sockets.keys()) socket.destroy()
    },
  }
}

type ForkedMessage = {ready: true} | {counts: SlowClientCounts}

/** The same clients in a child process of their own; counts() gives what it last reported (five
 * times a second). */
export async function forkSlowClients(url: string, count: number, options: SlowClientOptions = {}): Promise<SlowClients> {
  const child = fork(import.meta.filename, [JSON.stringify({url, count, options})], {execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc']})
  let latest: SlowClientCounts = {closedByServer: 0, opened: 0, open: 0, mostHeld: 0}
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: ForkedMessage) => ('ready' in message ? resolve() : (latest = message.counts)))
    child.once('exit', (code) => reject(new Error(`the slow clients' process exited with ${code}`)))
  })
  return {
    counts: () => ({...latest}),
    end: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit')
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

// The child of forkSlowClients.
if (process.argv[1] === import.meta.filename && process.send) {
  const {url, count, options} = JSON.parse(process.argv[2]!) as {url: string; count: number; options: SlowClientOptions}
  const clients = await startSlowClients(url, count, options)
  const report = () => process.send!({counts: clients.counts()} satisfies ForkedMessage)
  setInterval(report, 200)
  process.send({ready: true} satisfies ForkedMessage)
  process.once('SIGTERM', () => void clients.end().then(() => process.exit(0)))
}

export type SlowUpload = {
  /** The status nginx (or the site) answered, or null when the connection closed without an answer. */
  status: number | null
  /** From the connection to the answer, or to the close when there was none. */
  ms: number
}

/** `count` webhook uploads from `localAddress`, each announcing `bodyBytes` and sending one byte every
 * `byteEveryMs`; resolves when every one has been answered or closed, or after `giveUpMs`. */
export function slowUploads(port: number, {count, bodyBytes, byteEveryMs, localAddress, giveUpMs}: {count: number; bodyBytes: number; byteEveryMs: number; localAddress?: string; giveUpMs: number}): Promise<SlowUpload[]> {
  return Promise.all(
    Array.from(
      {length: count},
      () =>
        new Promise<SlowUpload>((resolve) => {
          const started = Date.now()
          const socket = connect({port, host: '127.0.0.1', localAddress}, () => {
            socket.write(`POST /api/revalidate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n{`)
          })
          const drip = setInterval(() => socket.write(' '), byteEveryMs)
          const done = (status: number | null) => {
            clearInterval(drip)
            clearTimeout(giveUp)
            socket.destroy()
            resolve({status, ms: Date.now() - started})
          }
          const giveUp = setTimeout(() => done(null), giveUpMs)
          socket.on('data', (chunk: Buffer) => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 0) || null))
          socket.on('error', () => {})
          socket.on('close', () => done(null))
        }),
    ),
  )
}

export type VisitorReport = {
  /** Answers by status. */
  statuses: Record<number, number>
  /** Requests that got no answer (reset, refused, timed out). */
  failures: number
  /** The slowest answer, and the median. */
  maxMs: number
  p50Ms: number
}

/** One visitor asking for `paths` in turn, one request at a time (a new one every `everyMs` at most),
 * for `ms`; each request gives up after `timeoutMs`. */
export async function visitor(url: string, paths: string[], {ms, everyMs = 0, timeoutMs = 5_000}: {ms: number; everyMs?: number; timeoutMs?: number}): Promise<VisitorReport> {
  const statuses: Record<number, number> = {}
  const took: number[] = []
  let failures = 0
  const until = Date.now() + ms
  for (let n = 0, started = 0; Date.now() < until; n++) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + everyMs - Date.now())))
    started = Date.now()
    try {
      const response = await fetch(`${url}${paths[n % paths.length]}`, {signal: AbortSignal.timeout(timeoutMs)})
      await response.arrayBuffer()
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
    } catch {
      failures++
    }
    took.push(Date.now() - started)
  }
  took.sort((a, b) => a - b)
  return {statuses, failures, maxMs: took.at(-1) ?? 0, p50Ms: took[Math.floor(took.length / 2)] ?? 0}
}
