// `npm run studio`: the built Studio on this machine with no Sanity account and no network — served by
// the local Content Lake stand-in on a working copy of the embedded dataset (never the committed seed).
// The site follows the edits when it runs on that copy: CONTENT_DATASET_PATH=.studio-data/data.ndjson.
import {stat} from 'node:fs/promises'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {storedCertificate} from './content-lake/secure'
import {isProductionMode, startContentLakeServer} from './content-lake/server'
import {WORKING_COPY_DIR, workingCopy} from './content-lake/working-copy'

/** The Studio's usual local port; the stand-in's plain-HTTP API (for the site's Sanity backend) is the next one. */
const DEFAULT_PORT = 3333
const ROOT = path.resolve(import.meta.dirname, '..')
const STUDIO_DIR = path.join(ROOT, 'studio-dist')
const exists = (file: string) => stat(file).then(() => true, () => false)

if (isProductionMode()) {
  console.error('npm run studio is a local stand-in for Sanity, not a production backend: it does not run with NODE_ENV=production.')
  process.exit(1)
}
const {values} = parseArgs({options: {port: {type: 'string'}, fresh: {type: 'boolean'}}})
if (!(await exists(path.join(STUDIO_DIR, 'index.html')))) {
  console.error('No built Studio in studio-dist/: run `npm run studio:build` first.')
  process.exit(1)
}
const datasetFile = await workingCopy({fresh: values.fresh})

const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT)
const webhookUrl = process.env.STUDIO_WEBHOOK_URL
const secret = process.env.SANITY_REVALIDATE_SECRET
const server = await startContentLakeServer({
  datasetFile,
  studioPort: port,
  port: port + 1,
  studioDir: STUDIO_DIR,
  certificate: await storedCertificate(WORKING_COPY_DIR),
  ...(webhookUrl && secret ? {webhook: {url: webhookUrl, secret}} : {}),
})
console.log(`The Studio (local, no account): ${server.studioUrl}/ — the browser asks once to trust its local certificate`)
console.log(`Its Content Lake API for the site's Sanity backend: SANITY_PROJECT_ID=opl-local SANITY_API_HOST=${server.url}`)
console.log(`Its token, made for this run (the site's SANITY_READ_TOKEN for draft preview): ${server.token}`)
console.log(`Edits go to ${path.relative(ROOT, datasetFile)}; see them on the site with CONTENT_DATASET_PATH=${path.relative(ROOT, datasetFile)} npm start`)
const stop = () => void server.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
