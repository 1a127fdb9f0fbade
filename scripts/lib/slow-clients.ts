// Slow clients (slowloris): connections that send a request's headers one short line at a time and
// never finish them, each holding a socket the server must keep open until its header timeout. The load
// script measures the other visitors beside them and how many the server cut off.
import {connect, type Socket} from 'node:net'

export type SlowClients = {
  /** How many of them the server has closed so far. */
  closedByServer: () => number
  end: () => void
}

export async function startSlowClients(url: string, count: number, lineEveryMs = 1_000): Promise<SlowClients> {
  const {hostname, port} = new URL(url)
  let closed = 0
  let ending = false
  const sockets: Socket[] = []
  await Promise.all(
    Array.from({length: count}, (_, n) =>
      new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(`GET /?slow=${n} HTTP/1.1\r\nHost: ${hostname}\r\n`)
          resolve()
        })
        const drip = setInterval(() => socket.write(`X-Slow-${n}: a\r\n`), lineEveryMs)
        socket.on('data', () => {})
        socket.on('error', () => {})
        socket.on('close', () => {
          clearInterval(drip)
          if (!ending) closed++
          resolve()
        })
        sockets.push(socket)
      }),
    ),
  )
  return {
    closedByServer: () => closed,
    end: () => {
      ending = true
      for (const socket of sockets) socket.destroy()
    },
  }
}
