// After `next build web`: completes the standalone server so the folder alone can be deployed.
// Next traces the code and node_modules it needs but leaves out the browser assets (static chunks,
// public/) and data files read at run time; the embedded dataset and its images go where the
// server's working folder (standalone/web) expects them.
import {cp, stat} from 'node:fs/promises'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const distDir = process.env.NEXT_DIST_DIR ?? '.next'
const dist = path.join(ROOT, 'web', distDir)
const app = path.join(dist, 'standalone', 'web')

async function main() {
  await stat(path.join(app, 'server.js')).catch(() => {
    throw new Error(`No standalone server in ${app}: run \`next build web\` first.`)
  })
  await cp(path.join(dist, 'static'), path.join(app, distDir, 'static'), {recursive: true})
  await cp(path.join(ROOT, 'web', 'public'), path.join(app, 'public'), {recursive: true})
  await cp(path.join(ROOT, 'content'), path.join(app, 'content'), {recursive: true})
  console.log(`Standalone server ready: node ${path.relative(ROOT, path.join(app, 'server.js'))}`)
}

await main()
