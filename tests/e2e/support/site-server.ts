// Builds the site once and starts production servers for the e2e suite: Next's own standalone server.js
// (what `npm start` runs) on 127.0.0.1 with a given environment (a dataset copy, a Content Lake URL…);
// other apps (the bench's bare page) with `next start`. Tests that need their own server (freshness,
// Sanity backend) start one with startSite() on another port.
import {spawn, type ChildProcess} from 'node:child_process'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {precompressStatic} from '../../../scripts/lib/precompress'
import {prepareStandalone, serverNodeArgs, SERVER_ENV, standaloneServer} from '../../../scripts/lib/standalone'
import {TEST_ROUTES_ENV} from '../../../web/lib/test-errors'

export const ROOT = path.resolve(import.meta.dirname, '../../..')
/** The e2e build's own output folder, so it never collides with a developer's `.next`. */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e'

const baseEnv = () => ({...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: E2E_DIST_DIR})

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: ROOT, env, stdio: 'inherit'})
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

/** Next's command, as npm scripts run it. */
export const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next')

/** `npm run build` into the e2e folder. With E2E_SKIP_BUILD=1 an existing build is kept and completed as
 * `npm run build` leaves it: static assets compressed (scripts/lib/precompress.ts; up to date, a stat
 * each) and copied with public/ into the standalone folder. */
export async function buildSite(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(path.join(ROOT, 'web', E2E_DIST_DIR, 'BUILD_ID'))) {
    // The build a reader runs, as written (docs/commands.md), into the suite's own folder, with the
    // error pages' rehearsal routes (lib/test-errors.ts).
    return run('npm', ['run', 'build'], {...baseEnv(), [TEST_ROUTES_ENV]: '1'})
  }
  await precompressStatic(E2E_DIST_DIR)
  await prepareStandalone(E2E_DIST_DIR)
}

export type RunningSite = {
  url: string
  port: number
  /** The server's process id (for memory readings). */
  pid: number
  /** Everything the server printed so far (stdout and stderr), also echoed to the test's output. */
  log: () => string
  stop: () => Promise<void>
  /** Ends the server at once (SIGKILL), as a crash would. */
  kill: () => void
}

/** appDir: another app folder, served by `next start`; distDir: the build whose standalone server runs
 * (the e2e build by default); readyPath: the page asked until the server answers. */
type StartOptions = {appDir?: string; distDir?: string; readyPath?: string}

/** Starts the site (or `next start` for another app folder) on 127.0.0.1:port with extra environment;
 * resolves when it answers. */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  {appDir = 'web', distDir = E2E_DIST_DIR, readyPath = '/participation/societies'}: StartOptions = {},
): Promise<RunningSite> {
  // The site's server as `npm start` runs it (its Node options and settings); another app as `next start`.
  const ours = appDir === 'web'
  const args = ours ? serverNodeArgs(standaloneServer(distDir)) : [NEXT_BIN, 'start', appDir, '-H', '127.0.0.1', '-p', String(port)]
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {...baseEnv(), ...(ours ? SERVER_ENV : {}), HOSTNAME: '127.0.0.1', PORT: String(port), ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const [stream, echo] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      echo.write(chunk)
    })
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server of ${appDir} exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}${readyPath}`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL') // no server left behind on the port
      throw new Error(`the site did not answer on ${url} within 30 s`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return {url, port, pid: child.pid!, log: () => output, stop, kill: () => void child.kill('SIGKILL')}
}
