// Completes the standalone server after `next build web` so that its folder alone can be deployed.
// Next traces the code and node_modules it needs but leaves out the browser assets (static chunks,
// public/) and data files read at run time; the embedded dataset and its images go where the
// server's working folder (standalone/web) expects them.
import {cp, stat} from 'node:fs/promises'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The server file of the standalone build in web/<distDir>. */
export const standaloneServer = (distDir = '.next') => path.join(ROOT, 'web', distDir, 'standalone', 'web', 'server.js')

export async function completeStandalone(distDir = '.next'): Promise<string> {
  const server = standaloneServer(distDir)
  const app = path.dirname(server)
  const dist = path.join(ROOT, 'web', distDir)
  await stat(server).catch(() => {
    throw new Error(`No standalone server at ${server}: run \`next build web\` first.`)
  })
  await cp(path.join(dist, 'static'), path.join(app, distDir, 'static'), {recursive: true})
  await cp(path.join(ROOT, 'web', 'public'), path.join(app, 'public'), {recursive: true})
  await cp(path.join(ROOT, 'content'), path.join(app, 'content'), {recursive: true})
  return server
}
