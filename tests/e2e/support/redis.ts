// A private redis-server (Debian's) for a test: nothing saved, gone when stopped.
import {spawn} from 'node:child_process'
import {createConnection} from 'node:net'
import {createClient} from '@redis/client'

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server'

export type TestRedis = {url: string; keyCount: () => Promise<number>; stop: (signal?: NodeJS.Signals) => void}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection(port, '127.0.0.1', () => (socket.end(), resolve(true)))
    socket.on('error', () => resolve(false))
  })

export async function startRedis(port: number): Promise<TestRedis> {
  const redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {stdio: 'ignore'})
  const url = `redis://127.0.0.1:${port}`
  for (let i = 0; i < 50; i++) {
    if (await accepts(port)) {
      return {
        url,
        /** How many entries the cache holds (Redis's DBSIZE). */
        async keyCount() {
          const client = await createClient({url}).connect()
          try {
            return await client.dbSize()
          } finally {
            client.destroy()
          }
        },
        stop: (signal) => redis.kill(signal),
      }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  redis.kill()
  throw new Error(`redis-server did not start on ${port} (is Debian's redis-server installed?)`)
}
