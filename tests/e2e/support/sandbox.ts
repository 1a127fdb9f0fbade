// A private copy of the content (documents and images) for tests that change data, so nothing they do
// reaches other tests' servers. Servers keep their page cache in memory (web/cache/handler.mjs), so they
// all run the one standalone build.
import {cp, mkdtemp, rm} from 'node:fs/promises'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {standaloneServer} from '../../../scripts/lib/standalone'
import {E2E_DIST_DIR, ROOT} from './site-server'

/**
 * A copy of content/ the test may edit (`file` is its dataset, for CONTENT_DATASET_PATH); `distDir` is
 * the build folder the servers run from, for tests that check nothing is written there.
 */
export async function sandbox() {
  const dir = await mkdtemp(path.join(tmpdir(), 'opl-sandbox-'))
  await cp(path.join(ROOT, 'content'), dir, {recursive: true})
  const remove = () => rm(dir, {recursive: true, force: true})
  const distDir = path.join(path.dirname(standaloneServer(E2E_DIST_DIR)), E2E_DIST_DIR)
  return {file: path.join(dir, 'data.ndjson'), distDir, env: {} as Record<string, string>, remove}
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

