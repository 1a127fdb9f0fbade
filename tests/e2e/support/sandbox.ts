// Private copies for tests that change data or measure the build folder: the content (documents and
// images) and the build, so nothing they do reaches other tests' servers.
import {cp, mkdtemp, rm} from 'node:fs/promises'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {E2E_DIST_DIR, ROOT} from './site-server'

/**
 * A copy of content/ (documents and images) the test may edit, and of the build: the data a server caches
 * is kept in its build folder, and the edited key date must never reach other tests' servers.
 */
export async function sandbox() {
  const dir = await mkdtemp(path.join(tmpdir(), 'opl-sandbox-'))
  const distDir = `${E2E_DIST_DIR}-${path.basename(dir)}`
  await cp(path.join(ROOT, 'content'), dir, {recursive: true})
  // The standalone server (its own node_modules) is not what `next start` serves: leave it out.
  const build = path.join(ROOT, 'web', E2E_DIST_DIR)
  const notStandalone = (source: string) => !source.startsWith(path.join(build, 'standalone'))
  await cp(build, path.join(ROOT, 'web', distDir), {recursive: true, verbatimSymlinks: true, filter: notStandalone})
  const remove = () => Promise.all([dir, path.join(ROOT, 'web', distDir)].map((d) => rm(d, {recursive: true, force: true})))
  return {file: path.join(dir, 'data.ndjson'), distDir: path.join(ROOT, 'web', distDir), env: {NEXT_DIST_DIR: distDir}, remove}
}

/** A port nobody listens on, so these servers never collide with the suite's or each other. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number}
      server.close(() => resolve(port))
    })
  })
}

