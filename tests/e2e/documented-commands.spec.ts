// Every command README.md and docs/ give a reader, run as written. The commands are found in the docs'
// code spans and shell blocks; each has one entry in HOW saying how it is run: here, by this file (a
// server is started and asked for a page, a one-shot must exit 0 and leave the committed files as they
// were), or by the named step or spec that runs it as written. A command the docs add without an entry
// fails the first test, and so does an entry no doc names any more.
//
// Run here "as written" means the command line of the doc, with only these added to a server's
// environment: PORT (a free one, not the doc's 3000) and NEXT_DIST_DIR (the suite's build: `npm run
// build` is what buildSite runs, so `npm start` = `npm run build && npm run serve` is run in its two
// halves; `npm run dev` gets a folder of its own).
import {spawn} from 'node:child_process'
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {cp, mkdir, rm} from 'node:fs/promises'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {E2E_DIST_DIR, ROOT} from './support/site-server'
import {freePort} from './support/sandbox'

const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`)]
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

/** A command line: `npm …`, `npx …`, optionally after settings (`PORT=8080 npm start`). */
const COMMAND = /^(?:[A-Z_]+=\S+ )*(?:npm|npx) [^`]*$/

/** Every command the docs give, as written: code spans, and lines of shell blocks (comments cut off). */
function documentedCommands(): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const add = (command: string, doc: string) => found.set(command, [...(found.get(command) ?? []), doc])
  for (const doc of DOCS) {
    const text = read(doc)
    for (const block of text.matchAll(/^```(?:sh|bash|shell)?\n([\s\S]*?)^```/gm)) {
      for (const line of block[1]!.split('\n')) {
        const command = line.replace(/\s+#.*$/, '').trim()
        if (COMMAND.test(command)) add(command, doc)
      }
    }
    for (const span of text.replaceAll(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`\n]+)`/g)) {
      if (COMMAND.test(span[1]!)) add(span[1]!, doc)
    }
  }
  return found
}

/** A server: asked for `path` on PORT, or on the address it prints (`printed`'s first group). */
type Server = {server: {path: string; shows: string | RegExp; timeout?: number; printed?: RegExp; studioData?: true; env?: Record<string, string>}}
type OneShot = {once: {prints?: string | RegExp; timeout?: number; env?: Record<string, string>}}
type Elsewhere = {by: string}
type NotRun = {notRun: string}
type How = Server | OneShot | Elsewhere | NotRun

/** The files a command may rewrite, which must come out as they went in. */
const COMMITTED = ['web/tsconfig.json', 'content/data.ndjson', 'content/assets.json', 'content/demo-season.ndjson', 'web/lib/content/sanity.types.ts', 'studio/schema.json']
const SITE_NAME = 'Oxygen Premier League'
/** `next dev`'s own output folder, apart from the suite's build (removed after). */
const DEV_DIST_DIR = '.next-docs-dev'
/** The organisers' example project (docs/organisers.md, step 1), for the commands shown after it. */
const EXAMPLE_PROJECT = {SANITY_PROJECT_ID: 'a1b2c3d4', SANITY_DATASET: 'production', SANITY_WRITE_TOKEN: 'sk-example'}
const MEASUREMENT = 'a measurement of minutes on a quiet machine, run by hand (docs/performance.md); its parts are the load, stack and bench specs'
const CLOUD = "needs a Sanity project on Sanity's cloud, which no machine here may reach; its offline twin is the stand-in"

const HOW: Record<string, How> = {
  'npm install && npm start': {by: '.ci/run installs (npm ci) and this file runs `npm start` in its two halves'},
  'npm start': {server: {path: '/', shows: SITE_NAME}},
  'PORT=8080 npm start': {server: {path: '/', shows: SITE_NAME}},
  'CONTENT_DATASET_PATH=content/demo-season.ndjson npm start': {server: {path: '/', shows: 'The Season'}},
  'CONTENT_DATASET_PATH=.studio-data/data.ndjson npm start': {server: {path: '/participation/societies', shows: 'Societies', studioData: true}},
  'npm run serve': {server: {path: '/', shows: SITE_NAME}},
  'npm run dev': {server: {path: '/about', shows: SITE_NAME, timeout: 360_000, env: {NEXT_DIST_DIR: DEV_DIST_DIR}}},
  'npm run content-lake': {server: {path: '/v1/ping', shows: 'PONG', printed: /Content Lake stand-in on (\S+?)\/? /, studioData: true}},
  'npm run build': {by: 'every browser test: the suite builds the site with `npm run build` (tests/e2e/support/site-server.ts)'},
  'npm ci && npm run build': {by: '.ci/run (npm ci) and every browser test (npm run build)'},
  'npm ci': {by: '.ci/run'},
  'npm test': {by: '.ci/run'},
  'npm run test:unit': {by: "npm test's unit step (the same `vitest run`)"},
  'npm run test:e2e': {by: "npm test's browser step (the same `playwright test`)"},
  'npx tsx scripts/test-all.ts lint': {once: {timeout: 240_000}},
  'npm run lint': {once: {timeout: 240_000}},
  'npm run typecheck': {once: {timeout: 240_000}},
  'npm run typegen': {once: {timeout: 300_000}},
  'npm run validate:content': {once: {}},
  'npm run validate:content content/demo-season.ndjson': {once: {}},
  'npm run seed:generate': {once: {}},
  'npm run seed:assets': {once: {}},
  'npm run seed:demo': {once: {}},
  'npm run seed -- --dry-run': {once: {prints: 'Would run', env: EXAMPLE_PROJECT}},
  'npm run stack -- --print-config': {once: {prints: 'server {'}},
  'npm run studio:build': {by: "npm test's Studio build step"},
  'npm run studio': {by: 'tests/e2e/studio-command.spec.ts'},
  'npm run studio -- --demo': {by: 'tests/e2e/studio-command.spec.ts'},
  'npm run studio -- --no-site': {notRun: 'the same command without the site; studio-command.spec runs it with the site'},
  'npm run studio -- --fresh': {notRun: 'the same command with a new working copy; studio-command.spec starts from a new one'},
  'npm run demo:match-day': {by: 'scripts/demo-match-day.test.ts (the script the command runs)'},
  'npm run demo:match-day -- --demo': {by: 'scripts/demo-match-day.test.ts (the script the command runs)'},
  'npm run budget': {by: "npm test's JavaScript budgets step (the script the command runs)"},
  'npm run transfer -- http://127.0.0.1:3000 /gallery': {notRun: 'names a site the reader started on port 3000; the transfer spec runs its script'},
  'npm run screenshots -- http://127.0.0.1:3000': {notRun: 'names a site the reader started on port 3000; writes pictures for a person to look at'},
  'UPDATE_DOC_SHOTS=1 npx playwright test tests/e2e/volunteer-tasks.spec.ts': {notRun: "rewrites the guide's pictures; npm test runs the same spec without it"},
  'npm run stack': {by: 'tests/e2e/stack.spec.ts (the same stack, scripts/lib/stack.ts)'},
  'npm run load': {notRun: MEASUREMENT},
  'npm run load -- --stack-only': {notRun: MEASUREMENT},
  'npm run load -- --seconds 60 --connections 100': {notRun: MEASUREMENT},
  'npm run bench': {notRun: MEASUREMENT},
  'npm run lighthouse': {notRun: MEASUREMENT},
  'npm run lightbox-first-photo': {notRun: MEASUREMENT},
  'npm run seed': {notRun: CLOUD},
  'npm run seed -- --replace': {notRun: CLOUD},
  'npm run studio:dev': {notRun: CLOUD},
  'npx sanity deploy': {notRun: CLOUD},
}

const documented = documentedCommands()

// In order, in one worker: some commands rewrite files that others read.
test.describe.configure({mode: 'default'})

test('every command the docs give has one way it is run, and every way names a documented command', () => {
  expect(documented.size).toBeGreaterThan(30)
  expect([...documented.keys()].filter((command) => !(command in HOW))).toEqual([])
  expect(Object.keys(HOW).filter((command) => !documented.has(command))).toEqual([])
  // The two halves of `npm start`, and what the suite builds with.
  const scripts = (JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts
  expect(scripts.start).toBe('npm run build && npm run serve')
  expect(read('tests/e2e/support/site-server.ts')).toContain("['run', 'build']")
  // Each "by" names a file that exists.
  for (const how of Object.values(HOW)) {
    if (!('by' in how)) continue
    for (const file of how.by.match(/[\w./-]+\.(?:ts|md)|\.ci\/run/g) ?? []) expect(existsSync(path.join(ROOT, file)), file).toBe(true)
  }
})

/** The command line as run here: `npm start` in its serving half (the suite built it with `npm run build`). */
const asRun = (command: string) => command.replace(/\bnpm start$/, 'npm run serve')

function run(command: string, env: Record<string, string>) {
  const child = spawn('bash', ['-c', command], {cwd: ROOT, env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env}, detached: true})
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  return {output: () => output, exited, stop}
}

/** A working copy for the command that serves the Studio's (`npm run studio` makes .studio-data/); a
 * developer's own is used as it is and left alone. */
async function withStudioData<T>(serve: () => Promise<T>): Promise<T> {
  const dir = path.join(ROOT, '.studio-data')
  if (existsSync(dir)) return serve()
  await mkdir(dir)
  try {
    for (const name of ['data.ndjson', 'assets.json', 'images']) await cp(path.join(ROOT, 'content', name), path.join(dir, name), {recursive: true})
    return await serve()
  } finally {
    await rm(dir, {recursive: true, force: true})
  }
}

for (const [command, how] of Object.entries(HOW)) {
  if ('server' in how) {
    test(`runs \`${command}\`: it serves ${how.server.path}`, async ({playwright}) => {
      const {timeout = 60_000, printed, path: page, shows} = how.server
      test.setTimeout(timeout + 30_000)
      const port = await freePort()
      const api = await playwright.request.newContext({ignoreHTTPSErrors: true}) // the stand-in's certificate is made here
      const before = COMMITTED.map(read)
      const start = async () => {
        const server = run(asRun(command), {NEXT_DIST_DIR: E2E_DIST_DIR, PORT: String(port), ...how.server.env})
        // A command that names its own port (`PORT=8080 npm start`) is asked there.
        const origin = () => (printed ? printed.exec(server.output())?.[1] : `http://127.0.0.1:${/^PORT=(\d+) /.exec(command)?.[1] ?? port}`)
        try {
          await expect
            .poll(async () => origin() && (await api.get(`${origin()}${page}`).then((r) => r.text()).catch(() => '')).match(shows)?.[0], {timeout})
            .toBeTruthy()
        } catch (error) {
          throw new Error(`\`${command}\` did not serve ${page} with ${shows}. It printed:\n${server.output().slice(-4000)}`, {cause: error})
        } finally {
          await server.stop()
        }
      }
      await (how.server.studioData ? withStudioData(start) : start())
      await api.dispose()
      if (how.server.env?.NEXT_DIST_DIR === DEV_DIST_DIR) await rm(path.join(ROOT, 'web', DEV_DIST_DIR), {recursive: true, force: true})
      expect(COMMITTED.map(read), 'a committed file was rewritten').toEqual(before)
    })
  } else if ('once' in how) {
    test(`runs \`${command}\`: exit 0, committed files unchanged`, async () => {
      const {timeout = 60_000, prints, env = {}} = how.once
      test.setTimeout(timeout + 10_000)
      const before = COMMITTED.map(read)
      const job = run(command, env)
      const code = await Promise.race([job.exited, new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), timeout))])
      if (code === 'timeout') await job.stop()
      expect(code, job.output().slice(-4000)).toBe(0)
      if (prints) expect(job.output()).toMatch(prints)
      expect(COMMITTED.map(read), 'a committed file was rewritten').toEqual(before)
    })
  }
}
