// SIGTERM under keep-alive load: clients each hold one keep-alive connection and ask for a page in a
// loop; partway through, the server is told to stop. Counted: answers, requests that failed (a
// connection reset or closed under a request sent on it, or a status other than 200), answers that said
// `Connection: close`, and how long the server took to exit. A connection the stopping server refuses
// (ECONNREFUSED) is not a failure: nothing was sent on it, and a load balancer sends it elsewhere.
import {Agent, request} from 'node:http'

export type ShutdownOptions = {
  /** The address the clients ask (a server, or nginx in front of several). */
  url: string
  path: string
  clients: number
  /** How long the clients run before `stop` is called, and how long they keep going after it. */
  beforeMs: number
  afterMs: number
  /** Sends the stop (SIGTERM) and resolves when the server process has exited. */
  stop: () => Promise<void>
}

export type ShutdownReport = {
  answered: number
  failed: number
  /** The first few failures, for the log. */
  failures: string[]
  closeHeaders: number
  refused: number
  exitMs: number
}

type Outcome = {status: number; close: boolean} | {error: string}

function ask(url: URL, path: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({host: url.hostname, port: url.port, path, agent}, (res) => {
      res.resume()
      res.on('end', () => resolve({status: res.statusCode!, close: res.headers.connection === 'close'}))
      res.on('error', (error: NodeJS.ErrnoException) => resolve({error: error.code ?? error.message}))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve({error: error.code ?? error.message}))
    req.end()
  })
}

export async function shutdownUnderLoad({url, path, clients, beforeMs, afterMs, stop}: ShutdownOptions): Promise<ShutdownReport> {
  const base = new URL(url)
  const report: ShutdownReport = {answered: 0, failed: 0, failures: [], closeHeaders: 0, refused: 0, exitMs: 0}
  let until = Number.POSITIVE_INFINITY
  const client = async (n: number) => {
    const agent = new Agent({keepAlive: true, maxSockets: 1})
    try {
      while (Date.now() < until) {
        const outcome = await ask(base, `${path}${path.includes('?') ? '&' : '?'}client=${n}`, agent)
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') {
          report.refused++
          await new Promise((resolve) => setTimeout(resolve, 50))
        } else if ('error' in outcome || outcome.status !== 200) {
          report.failed++
          if (report.failures.length < 10) report.failures.push('error' in outcome ? outcome.error : `status ${outcome.status}`)
        } else {
          report.answered++
          if (outcome.close) report.closeHeaders++
        }
      }
    } finally {
      agent.destroy()
    }
  }
  const load = Promise.all(Array.from({length: clients}, (_, n) => client(n)))
  await new Promise((resolve) => setTimeout(resolve, beforeMs))
  const stopping = Date.now()
  until = stopping + afterMs
  await stop()
  report.exitMs = Date.now() - stopping
  await load
  return report
}
