// `npm run studio`: the Studio and the site side by side on this machine, with no Sanity account and no
// network. The built Studio (built here first when there is none) is served by the local Content Lake
// stand-in on a working copy of the content (.studio-data/, never the committed seed); the site (built
// first when there is none) reads that stand-in as it would read Sanity, so Presentation shows drafts on
// the real pages and each publish reaches the site through the same signed webhook a real project sends.
//   --demo        the working copy becomes the demo season moved around today (results in, the final ahead)
//   --fresh       the working copy starts again from content/
//   --no-site     the Studio alone (the site can then follow the file: CONTENT_DATASET_PATH=.studio-data/data.ndjson npm start)
//   --port <n>    the Studio's port (3333; its plain-HTTP API is the next one); --site-port <n> the site's (3000)
//   --data-dir <d> another folder than .studio-data/ for the working copy
import {spawn, spawnSync} from 'node:child_process'
import {randomBytes} from 'node:crypto'
import {stat} from 'node:fs/promises'
import path from 'node:path'
import {storedCertificate} from './content-lake/secure'
import {isProductionMode, startContentLakeServer} from './content-lake/server'
import {WORKING_COPY_DIR, workingCopy} from './content-lake/working-copy'
import {standaloneServer} from './lib/standalone'
import {civilDateIn} from '../league/calendar/countdown'
import {commandLine} from './lib/command-line'

const USAGE = `
Usage: npm run studio [-- options]

The Studio and the site side by side on this machine, with no Sanity account and no network.
  --demo            the working copy becomes the demo season moved around today
  --fresh           the working copy starts again from content/
  --no-site         the Studio alone
  --port <n>        the Studio's port (3333; its plain-HTTP API is the next one)
  --site-port <n>   the site's port (3000)
  --data-dir <dir>  another folder than .studio-data/ for the working copy
  --help            this text
`

/** The Studio's usual local port; the stand-in's plain-HTTP API (for the site's Sanity backend) is the next one. */
const DEFAULT_PORT = 3333
/** The site's port: the one the Studio's Presentation tab opens (studio/presentation.ts). */
const DEFAULT_SITE_PORT = 3000
const ROOT = path.resolve(import.meta.dirname, '..')
const STUDIO_DIR = path.join(ROOT, 'studio-dist')
const exists = (file: string) => stat(file).then(() => true, () => false)

/** Runs an npm script in the foreground; stops here with its exit code if it fails. */
function npmRun(script: string, why: string) {
  console.log(why)
  const run = spawnSync('npm', ['run', script], {cwd: ROOT, stdio: 'inherit'})
  if (run.status !== 0) process.exit(run.status ?? 1)
}

if (isProductionMode()) {
  console.error('npm run studio is a local stand-in for Sanity, not a production backend: it does not run with NODE_ENV=production.')
  process.exit(1)
}
const {values} = commandLine(
  USAGE,
  {
    port: {type: 'string'},
    'site-port': {type: 'string'},
    site: {type: 'boolean', default: true},
    fresh: {type: 'boolean'},
    demo: {type: 'boolean'},
    'data-dir': {type: 'string'},
  },
  {negatives: true},
)

if (!(await exists(path.join(STUDIO_DIR, 'index.html')))) npmRun('studio:build', 'No built Studio yet: building it once into studio-dist/ (about a minute)…')
if (values.site && !(await exists(standaloneServer()))) npmRun('build', 'No build of the site yet: building it once (a few minutes)…')

const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : WORKING_COPY_DIR
const datasetFile = await workingCopy({fresh: values.fresh || values.demo, dir: dataDir})
if (values.demo) {
  const made = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/seed/demo-season.ts'), `--around=${civilDateIn(Date.now())}`, datasetFile], {cwd: ROOT, stdio: 'inherit'})
  if (made.status !== 0) process.exit(made.status ?? 1)
}

const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT)
const sitePort = Number(values['site-port'] ?? DEFAULT_SITE_PORT)
// The site's webhook: the one a real project sends on publish, signed with a secret made for this run.
const secret = process.env.SANITY_REVALIDATE_SECRET ?? randomBytes(24).toString('base64url')
const webhookUrl = process.env.STUDIO_WEBHOOK_URL ?? (values.site ? `http://127.0.0.1:${sitePort}/api/revalidate` : undefined)
const server = await startContentLakeServer({
  datasetFile,
  studioPort: port,
  port: port + 1,
  studioDir: STUDIO_DIR,
  certificate: await storedCertificate(dataDir),
  // The one setting the Studio's Presentation tab opens: the organisers' own, else this machine's site.
  previewUrl: process.env.SANITY_STUDIO_PREVIEW_URL || `http://localhost:${sitePort}`,
  ...(webhookUrl ? {webhook: {url: webhookUrl, secret}} : {}),
})
console.log(`The Studio (local, no account): ${server.studioUrl}/ — the browser asks once to trust its local certificate`)
console.log(`Edits go to ${path.relative(ROOT, datasetFile)} (npm run studio -- --fresh starts again from content/)`)

const site = values.site
  ? spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(sitePort),
        NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${sitePort}`,
        SANITY_PROJECT_ID: 'opl-local',
        SANITY_API_HOST: server.url,
        SANITY_CDN_HOST: server.url,
        SANITY_READ_TOKEN: server.token,
        SANITY_STUDIO_URL: server.studioUrl,
        SANITY_REVALIDATE_SECRET: secret,
      },
    })
  : null
if (site) {
  console.log(`The site on the Studio's content: http://localhost:${sitePort}/ — the Studio's Presentation tab opens it`)
  site.once('exit', (code) => {
    console.error(`The site stopped (exit code ${code}); the Studio keeps running.`)
  })
} else {
  console.log(`Its Content Lake API for the site's Sanity backend: SANITY_PROJECT_ID=opl-local SANITY_API_HOST=${server.url}`)
  console.log(`Its token, made for this run (the site's SANITY_READ_TOKEN for draft preview): ${server.token}`)
  console.log(`Or see the edits on the site from the file: CONTENT_DATASET_PATH=${path.relative(ROOT, datasetFile)} npm start`)
}

const stop = () => {
  site?.kill('SIGTERM')
  void server.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
