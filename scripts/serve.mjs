// `npm run serve`: starts the last build's standalone server (no build step). Plain JavaScript so it
// needs nothing but Node. On the embedded dataset it serves the repository's content/data.ndjson (not
// the copy inside the build), so an organiser's edit to that file shows on the running site.
import {existsSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'web', process.env.NEXT_DIST_DIR ?? '.next', 'standalone', 'web', 'server.js')
if (!existsSync(server)) {
  console.error('No build to serve: run `npm run build` first (or `npm start`, which builds and serves).')
  process.exit(1)
}
process.env.CONTENT_DATASET_PATH ??= path.join(root, 'content', 'data.ndjson')
await import(pathToFileURL(server).href)
