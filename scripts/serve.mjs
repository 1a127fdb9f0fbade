// `npm run serve`: (re)starts the last build's server — Next's own server.js from the standalone build,
// as `next build` wrote it — without building again. Plain JavaScript so it needs nothing but Node (which
// reads the one TypeScript file it imports, the limits, as it is). On the embedded dataset it serves the
// repository's content/data.ndjson (not the copy inside the build), so an organiser's edit to that file
// shows on the running site. PORT, HOSTNAME and the site's settings come from the environment, as
// server.js reads them. It runs server.js as scripts/lib/standalone.ts's serverNodeArgs and SERVER_ENV
// say: Node's header limit, and the site's graceful shutdown.
import {spawn} from 'node:child_process'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {MAX_REQUEST_HEAD_BYTES, SHUTDOWN_GRACE_MS} from '../web/lib/limits.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'web', process.env.NEXT_DIST_DIR ?? '.next', 'standalone', 'web', 'server.js')
if (!existsSync(server)) {
  console.error('No build to serve: run `npm run build` first (or `npm start`, which builds and serves).')
  process.exit(1)
}
const child = spawn(process.execPath, [`--max-http-header-size=${MAX_REQUEST_HEAD_BYTES}`, server], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_MANUAL_SIG_HANDLE: 'true',
    // A relative path is the caller's (npm runs scripts from the project root), not the build folder's.
    CONTENT_DATASET_PATH: path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.CONTENT_DATASET_PATH ?? path.join(root, 'content', 'data.ndjson')),
  },
})
// A stop asked of this script is passed on, and its exit is the server's. A server too wedged to exit
// within the grace period (its event loop blocked) is killed.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal)
    setTimeout(() => child.kill('SIGKILL'), SHUTDOWN_GRACE_MS).unref()
  })
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
