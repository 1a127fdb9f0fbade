// Playwright global setup: build the production site once (with its standalone server, what
// `npm start` runs) and serve it on E2E_PORT for the run. It refuses to start when something already
// listens there: an orphaned server from a killed run would answer instead, and the suite would
// silently test that server's old build.
import {createServer} from 'node:net'
import {E2E_PORT} from './browser'
import {buildSite, startSite} from './site-server'

/** Rejects with a message saying what to do when E2E_PORT is taken. */
export function portIsFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`E2E_PORT ${port} is already in use, perhaps by a server an earlier run left behind: the suite would test its build, not this one. Stop it (\`ss -ltnp | grep :${port}\` names the process) or set E2E_PORT to a free port.`)
          : error,
      ),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

export default async function globalSetup() {
  await portIsFree(E2E_PORT)
  await buildSite()
  const site = await startSite(E2E_PORT)
  return async () => site.stop()
}
