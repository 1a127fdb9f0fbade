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
import {cp, mkdir, rename, rm} from 'node:fs/promises'
import path from 'node:path'
import {stripVTControlCharacters} from 'node:util'
import {expect, test} from '@playwright/test'
import {startEmptyContentLake} from '../../scripts/content-lake/empty-lake'
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
/** `lake`: run against a Content Lake stand-in started here on an empty dataset (its address and token in
 * SANITY_API_HOST and SANITY_WRITE_TOKEN); `site`: with the site served on the docs' port 3000. */
type OneShot = {once: {prints?: string | RegExp; timeout?: number; env?: Record<string, string>; lake?: true; site?: true}}
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
const CLOUD = "needs a Sanity project on Sanity's cloud, which no machine here may reach"
/** The local Studio's page, and the line `npm run studio` prints with its address. */
const STUDIO_PAGE = '<div id="sanity">'
const STUDIO_PRINTED = /The Studio \(local, no account\): (\S+?)\/ /

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
  'npm run test:quick': {by: "npm test's first five steps (the same list in scripts/test-all.ts, marked quick)"},
  'npm run test:unit': {by: "npm test's unit step (the same `vitest run`)"},
  'npm run test:e2e': {by: "npm test's browser step (the same `playwright test`)"},
  'npx tsx scripts/test-all.ts lint': {once: {timeout: 240_000}},
  'npm run lint': {by: "npm test's lint step (scripts/test-all.ts runs this script)"},
  'npm run typecheck': {by: "npm test's types step (scripts/test-all.ts runs this script)"},
  'npm run typegen': {by: "npm test's typegen step (scripts/check-typegen.ts runs its two commands into a temp folder and compares)"},
  'npm run validate:content': {by: "npm test's dataset validation step (scripts/test-all.ts runs this script)"},
  'npm run validate:content content/demo-season.ndjson': {by: "npm test's dataset validation step (the same script) and scripts/validate-dataset.test.ts (this file)"},
  'npm run seed:generate': {once: {}},
  'npm run seed:assets': {once: {}},
  'npm run seed:demo': {once: {}},
  'npm run seed -- --dry-run': {once: {prints: 'Would import content/data.ndjson into project a1b2c3d4', env: EXAMPLE_PROJECT}},
  'npm run seed': {once: {prints: /Imported \d+ documents/, env: EXAMPLE_PROJECT, lake: true, timeout: 180_000}},
  'npm run seed -- --replace': {once: {prints: /Imported \d+ documents/, env: EXAMPLE_PROJECT, lake: true, timeout: 180_000}},
  'npm run stack -- --print-config': {once: {prints: 'server {'}},
  'npm run studio:build': {by: "npm test's Studio build step"},
  'npm run studio': {by: 'tests/e2e/studio-command.spec.ts'},
  'npm run studio -- --demo': {by: 'tests/e2e/studio-command.spec.ts'},
  'npm run studio -- --no-site': {server: {path: '/', shows: STUDIO_PAGE, printed: STUDIO_PRINTED, timeout: 300_000, studioData: true}},
  'npm run studio -- --fresh': {server: {path: '/', shows: STUDIO_PAGE, printed: STUDIO_PRINTED, timeout: 300_000, studioData: true}},
  'npm run studio:dev': {server: {path: '/', shows: 'auto-generated from "sanity dev"', printed: /running at (http:\/\/[\w.:-]+)/, timeout: 300_000}},
  'npm run demo:match-day': {by: 'scripts/demo-match-day.test.ts (the script the command runs)'},
  'npm run studio -- --site-port 3502': {by: 'tests/e2e/studio-command.spec.ts (the Studio started with --site-port previews that site)'},
  'npm run demo:match-day -- --demo': {by: 'scripts/demo-match-day.test.ts (the script the command runs)'},
  'npm run weight': {by: 'tests/e2e/documented-commands.spec.ts, which runs it on two pages as docs/commands.md gives it'},
  'npm run weight -- / /gallery': {once: {prints: /gzip/, timeout: 300_000, env: {E2E_SKIP_BUILD: '1'}}},
  'npm run budget': {by: "npm test's JavaScript budgets step (the script the command runs)"},
  'npm run transfer -- http://127.0.0.1:3000 /gallery': {once: {prints: '/gallery', site: true, timeout: 300_000}},
  'npm run screenshots -- http://127.0.0.1:3000': {once: {site: true, timeout: 600_000}},
  'UPDATE_DOC_SHOTS=1 npx playwright test tests/e2e/volunteer-tasks.spec.ts': {notRun: "rewrites the guide's pictures; npm test runs the same spec without it"},
  'npm run stack': {by: 'tests/e2e/stack.spec.ts (the same stack, scripts/lib/stack.ts)'},
  'npm run load': {notRun: MEASUREMENT},
  'npm run load -- --seconds 60 --connections 100': {notRun: MEASUREMENT},
  'npm run bench': {notRun: MEASUREMENT},
  'npm run lighthouse': {notRun: MEASUREMENT},
  'npm run lightbox-first-photo': {notRun: MEASUREMENT},
  'npx sanity deploy': {notRun: CLOUD},
  'npx sanity migration run <name>': {notRun: `${CLOUD}; each migration's own test runs it on documents (studio/migrations/*/index.test.ts)`},
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

/** A working copy for the commands that serve the Studio's (`npm run studio` makes .studio-data/), made
 * from content/ for the run; a developer's own is set aside meanwhile (`--fresh` would start it again). */
async function withStudioData<T>(serve: () => Promise<T>): Promise<T> {
  const dir = path.join(ROOT, '.studio-data')
  const aside = `${dir}.set-aside-by-tests`
  const own = existsSync(dir)
  if (own) await rename(dir, aside)
  await mkdir(dir)
  try {
    for (const name of ['data.ndjson', 'assets.json', 'images']) await cp(path.join(ROOT, 'content', name), path.join(dir, name), {recursive: true})
    return await serve()
  } finally {
    await rm(dir, {recursive: true, force: true})
    if (own) await rename(aside, dir)
  }
}

/** The settings a one-shot runs with: its own, plus a stand-in's or a served site's when it needs one. */
async function withServices<T>(how: OneShot['once'], body: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const env = how.env ?? {}
  if (how.lake) {
    const lake = await startEmptyContentLake()
    try {
      return await body({...env, SANITY_API_HOST: lake.url, SANITY_WRITE_TOKEN: lake.token})
    } finally {
      await lake.close()
    }
  }
  if (how.site) {
    // The docs' examples name a site on port 3000, `npm start`'s own.
    const site = run('npm run serve', {NEXT_DIST_DIR: E2E_DIST_DIR, PORT: '3000'})
    try {
      await expect
        .poll(() => fetch('http://127.0.0.1:3000/').then((r) => r.status, () => 0), {timeout: 60_000, message: `the site on port 3000:\n${site.output()}`})
        .toBe(200)
      return await body(env)
    } finally {
      await site.stop()
    }
  }
  return body(env)
}

for (const [command, how] of Object.entries(HOW)) {
  if ('server' in how) {
    test(`runs \`${command}\`: it serves ${how.server.path}`, async ({playwright, browser}) => {
      const {timeout = 60_000, printed, path: page, shows} = how.server
      test.setTimeout(timeout + 30_000)
      const port = await freePort()
      const api = await playwright.request.newContext({ignoreHTTPSErrors: true}) // the stand-in's certificate is made here
      // An address the command prints under localhost (the local Studio's is its project's name there) is
      // asked by a browser, which finds localhost on whichever loopback address the server took.
      const tab = await browser.newContext({ignoreHTTPSErrors: true}).then((context) => context.newPage())
      const get = (url: string) =>
        /(^|\.)localhost$/.test(new URL(url).hostname) ? tab.goto(url, {waitUntil: 'commit'}).then((r) => r?.text() ?? '') : api.get(url).then((r) => r.text())
      const before = COMMITTED.map(read)
      const start = async () => {
        const server = run(asRun(command), {NEXT_DIST_DIR: E2E_DIST_DIR, PORT: String(port), ...how.server.env})
        // A command that names its own port (`PORT=8080 npm start`) is asked there.
        // (Colours cut out: a command may colour the address, as `sanity dev` does.)
        const origin = () => (printed ? printed.exec(stripVTControlCharacters(server.output()))?.[1] : `http://127.0.0.1:${/^PORT=(\d+) /.exec(command)?.[1] ?? port}`)
        try {
          await expect
            .poll(async () => origin() && (await get(`${origin()}${page}`).catch(() => '')).match(shows)?.[0], {timeout})
            .toBeTruthy()
        } catch (error) {
          throw new Error(`\`${command}\` did not serve ${page} with ${shows}. It printed:\n${server.output().slice(-4000)}`, {cause: error})
        } finally {
          await server.stop()
        }
      }
      await (how.server.studioData ? withStudioData(start) : start())
      await api.dispose()
      await tab.context().close()
      // The dev server's workers may still be writing its cache as the command's shell exits: retry.
      if (how.server.env?.NEXT_DIST_DIR === DEV_DIST_DIR) await rm(path.join(ROOT, 'web', DEV_DIST_DIR), {recursive: true, force: true, maxRetries: 10, retryDelay: 200})
      expect(COMMITTED.map(read), 'a committed file was rewritten').toEqual(before)
    })
  } else if ('once' in how) {
    test(`runs \`${command}\`: exit 0, committed files unchanged`, async () => {
      const {timeout = 60_000, prints} = how.once
      test.setTimeout(timeout + 90_000)
      const before = COMMITTED.map(read)
      await withServices(how.once, async (env) => {
        const job = run(command, env)
        const code = await Promise.race([job.exited, new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), timeout))])
        if (code === 'timeout') await job.stop()
        expect(code, job.output().slice(-4000)).toBe(0)
        if (prints) expect(job.output()).toMatch(prints)
      })
      expect(COMMITTED.map(read), 'a committed file was rewritten').toEqual(before)
    })
  }
}
