// `npm run serve`: (re)starts the last build's server — Next's own server.js from the standalone build,
// as `next build` wrote it — without building again. Plain JavaScript so it needs nothing but Node. On
// the embedded dataset it serves the repository's content/data.ndjson (not the copy inside the build),
// so an organiser's edit to that file shows on the running site. PORT, HOSTNAME and the site's settings
// come from the environment, as server.js reads them.
import {spawn} from 'node:child_process'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'web', process.env.NEXT_DIST_DIR ?? '.next', 'standalone', 'web', 'server.js')
if (!existsSync(server)) {
  console.error('No build to serve: run `npm run build` first (or `npm start`, which builds and serves).')
  process.exit(1)
}
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {...process.env, NODE_ENV: 'production', CONTENT_DATASET_PATH: process.env.CONTENT_DATASET_PATH ?? path.join(root, 'content', 'data.ndjson')},
})
// A stop asked of this script is passed on, and its exit is the server's.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
