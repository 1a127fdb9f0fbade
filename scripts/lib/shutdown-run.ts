// SIGTERM under keep-alive load: clients each hold one keep-alive connection and ask for a page in a
// loop; partway through, the server is told to stop. Counted: answers, requests that failed on a
// connection the server had answered on (reset or closed under the request, or a status other than
// 200), answers that said `Connection: close`, and how long the server took to exit. Apart: a request
// reset on a new connection (`unanswered`) — the kernel had queued it, and resets what the process
// never accepted when the listening socket closes; and a refused connection (ECONNREFUSED), on which
// nothing was sent. A load balancer sends both elsewhere (nginx does: stack.spec).
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
  /** Requests reset on a connection that had not been answered on yet. */
  unanswered: number
  closeHeaders: number
  refused: number
  exitMs: number
}

type Outcome = {status: number; close: boolean} | {error: string; newConnection: boolean}

function ask(url: URL, path: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({host: url.hostname, port: url.port, path, agent}, (res) => {
      res.resume()
      res.on('end', () => resolve({status: res.statusCode!, close: res.headers.connection === 'close'}))
      res.on('error', (error: NodeJS.ErrnoException) => resolve({error: error.code ?? error.message, newConnection: false}))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve({error: error.code ?? error.message, newConnection: !req.reusedSocket}))
    req.end()
  })
}

export async function shutdownUnderLoad({url, path, clients, beforeMs, afterMs, stop}: ShutdownOptions): Promise<ShutdownReport> {
  const base = new URL(url)
  const report: ShutdownReport = {answered: 0, failed: 0, failures: [], unanswered: 0, closeHeaders: 0, refused: 0, exitMs: 0}
  let until = Number.POSITIVE_INFINITY
  let stopping = Number.POSITIVE_INFINITY
  const client = async (n: number) => {
    const agent = new Agent({keepAlive: true, maxSockets: 1})
    let answers = 0
    try {
      while (Date.now() < until) {
        const outcome = await ask(base, `${path}${path.includes('?') ? '&' : '?'}client=${n}`, agent)
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') {
          report.refused++
          await new Promise((resolve) => setTimeout(resolve, 50))
        } else if ('error' in outcome && outcome.error === 'ECONNRESET' && outcome.newConnection) {
          report.unanswered++
        } else if ('error' in outcome || outcome.status !== 200) {
          report.failed++
          const what = 'error' in outcome ? outcome.error : `status ${outcome.status}`
          if (report.failures.length < 10) report.failures.push(`${what} (client ${n} after ${answers} answers, ${Date.now() - stopping} ms after the stop)`)
        } else {
          report.answered++
          answers++
          if (outcome.close) report.closeHeaders++
        }
      }
    } finally {
      agent.destroy()
    }
  }
  const load = Promise.all(Array.from({length: clients}, (_, n) => client(n)))
  await new Promise((resolve) => setTimeout(resolve, beforeMs))
  stopping = Date.now()
  until = stopping + afterMs
  await stop()
  report.exitMs = Date.now() - stopping
  await load
  return report
}
