// Several instances, one cache: two production servers with REDIS_URL share the Next cache in
// Debian's redis-server, so a signed webhook sent to one of them refreshes the other within 2 s; and
// when Redis goes away both keep serving pages (from memory), never a 500.
import {spawn, type ChildProcess} from 'node:child_process'
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {expect, test} from '@playwright/test'
import {startContentLakeServer} from '../../scripts/content-lake-server'
import {E2E_PORT} from './support/browser'
import {E2E_DIST_DIR, ROOT, startSite} from './support/site-server'

const FRESH_WITHIN_MS = 2_000
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6390)
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`
const SECRET = 'e2e-shared-cache-secret'
const OLD_TITLE = 'Grand Finale'
const NEW_TITLE = 'Grand Finale (moved)'

function startRedis(): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    redis.on('error', reject)
    redis.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(redis)
    })
  })
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

/** The key dates as the home page's server HTML shows them. */
const homeHtml = async (url: string) => {
  const res = await fetch(`${url}/`)
  return {status: res.status, html: await res.text()}
}

test('a webhook to one instance refreshes the other through Redis; without Redis both keep serving', async () => {
  test.setTimeout(120_000)
  const dir = await mkdtemp(path.join(tmpdir(), 'opl-shared-'))
  const distDir = `${E2E_DIST_DIR}-${path.basename(dir)}`
  await cp(path.join(ROOT, 'content'), dir, {recursive: true})
  await cp(path.join(ROOT, 'web', E2E_DIST_DIR), path.join(ROOT, 'web', distDir), {recursive: true, verbatimSymlinks: true})
  const file = path.join(dir, 'data.ndjson')
  const redis = await startRedis()
  const lake = await startContentLakeServer({datasetFile: file})
  const env = {NEXT_DIST_DIR: distDir, REDIS_URL, SANITY_PROJECT_ID: 'ople2e', SANITY_API_HOST: lake.url, SANITY_REVALIDATE_SECRET: SECRET}
  const [first, second] = await Promise.all([startSite(E2E_PORT + 60, env), startSite(E2E_PORT + 61, env)])
  try {
    for (const site of [first, second]) {
      const {html} = await homeHtml(site.url)
      expect(html).toContain(`>${OLD_TITLE}<`)
      expect(html).not.toContain(NEW_TITLE)
    }

    const text = await readFile(file, 'utf8')
    const edited = text.replace(/("_id":"keyDate-grand-finale".*?"title":)"Grand Finale"/, `$1"${NEW_TITLE}"`)
    expect(edited).not.toBe(text)
    await writeFile(file, edited)
    const body = JSON.stringify({_type: 'keyDate', slug: null})
    const res = await fetch(`${first.url}/api/revalidate`, {
      method: 'POST',
      body,
      headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET)},
    })
    expect(res.status).toBe(200)
    const sent = Date.now()

    // The second instance never saw the webhook: only the shared cache can tell it.
    await expect.poll(async () => (await homeHtml(second.url)).html.includes(NEW_TITLE), {timeout: FRESH_WITHIN_MS, intervals: [100]}).toBe(true)
    console.log(`second instance fresh after ${Date.now() - sent} ms`)

    await stopped(redis)
    for (const site of [first, second]) {
      for (const route of ['/', '/matches/schedules', '/about', '/calendar.ics']) {
        expect((await fetch(`${site.url}${route}`)).status, `${site.url}${route} without Redis`).toBe(200)
      }
    }
    // An instance started while Redis is down serves too, and says it is healthy.
    const third = await startSite(E2E_PORT + 62, env)
    try {
      expect((await homeHtml(third.url)).status).toBe(200)
      expect((await fetch(`${third.url}/api/health`)).status).toBe(200)
    } finally {
      await third.stop()
    }
  } finally {
    await Promise.all([first.stop(), second.stop(), stopped(redis), lake.close()])
    await Promise.all([dir, path.join(ROOT, 'web', distDir)].map((d) => rm(d, {recursive: true, force: true})))
  }
})
