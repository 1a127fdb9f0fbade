// `npm run studio -- --demo` as docs/editors.md gives it: one command starts the local Studio and the
// site beside it on the demo season moved around today; the site reads the Studio's content, the
// Presentation tab shows the site, and a publish in the Studio reaches the site's page. Run on the e2e
// build (NEXT_DIST_DIR) and its own working-copy folder, so a developer's .studio-data/ is left alone.
import {spawn, type ChildProcess} from 'node:child_process'
import {mkdtemp, readFile, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {E2E_DIST_DIR, ROOT} from './support/site-server'
import {freePort} from './support/sandbox'
import {openStudio} from './support/studio'

test.describe.configure({mode: 'serial'})
test.use({ignoreHTTPSErrors: true}) // the stand-in's certificate is made on this machine

let command: ChildProcess
let dataDir: string
let output = ''
let studioUrl: string
let siteUrl: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dataDir = await mkdtemp(path.join(tmpdir(), 'opl-studio-command-'))
  const studioPort = await freePort()
  let sitePort = await freePort()
  while (sitePort === studioPort + 1) sitePort = await freePort() // the Studio's API takes the port after its own
  command = spawn('npm', ['run', 'studio', '--', '--demo', '--port', String(studioPort), '--site-port', String(sitePort), '--data-dir', dataDir], {
    cwd: ROOT,
    env: {...process.env, NEXT_DIST_DIR: E2E_DIST_DIR, NEXT_TELEMETRY_DISABLED: '1'},
    detached: true,
  })
  command.stdout!.on('data', (chunk: Buffer) => (output += chunk))
  command.stderr!.on('data', (chunk: Buffer) => (output += chunk))
  await expect.poll(() => /The site on the Studio's content: (\S+)/.exec(output)?.[1], {timeout: 90_000, message: output}).toBeTruthy()
  studioUrl = /The Studio \(local, no account\): (\S+?)\/? /.exec(output)![1]!
  siteUrl = /The site on the Studio's content: (\S+?)\/? /.exec(output)![1]!
  await expect.poll(async () => (await fetch(`${siteUrl}/api/health`).catch(() => null))?.status, {timeout: 30_000}).toBe(200)
})

test.afterAll(async () => {
  if (command?.pid) process.kill(-command.pid, 'SIGTERM')
  await new Promise((done) => (command.exitCode !== null ? done(null) : command.once('exit', done)))
  await rm(dataDir, {recursive: true, force: true})
})

test('one command serves the Studio and the site on the demo season moved around today', async ({page}) => {
  expect(output).toContain(`Edits go to`)
  const health = (await (await fetch(`${siteUrl}/api/health`)).json()) as {backend: string}
  expect(health.backend).toBe('sanity')
  await page.goto(`${siteUrl}/`)
  const hub = page.getByRole('region', {name: 'The Season'})
  await expect(hub).toBeVisible()
  // Moved around today: results are in and the final is still ahead.
  await expect(hub.getByRole('list', {name: 'Latest results'}).getByRole('listitem').first()).toContainText(/won by|No result/)
  await expect(hub.getByText('The final:')).toBeVisible()
  // Pictures come from the Studio's own server, not Sanity's CDN (there is no network).
  const logo = page.getByRole('banner').locator('img').first()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.dataset.fallback)).toBe(true)
  // The working copy is the test's folder, not .studio-data/.
  expect(await readFile(path.join(dataDir, 'data.ndjson'), 'utf8')).toContain('"_type":"scorecard"')
})

test('the Presentation tab shows the site, and a publish reaches its page', async ({page, browser}) => {
  test.setTimeout(120_000) // the Studio opens twice, and the site is polled for up to 30 s
  await openStudio(page, studioUrl, '/structure/sponsor')
  await page.goto(`${studioUrl}/presentation?preview=${encodeURIComponent(`${siteUrl}/sponsors`)}`)
  const preview = page.frameLocator('iframe')
  await expect(preview.getByRole('heading', {level: 1})).toBeVisible({timeout: 30_000})

  await openStudio(page, studioUrl, '/structure/sponsor')
  await page.getByRole('link', {name: /Your Brand Here/}).first().click()
  const tagline = page.getByRole('textbox', {name: /Tagline/})
  const text = `Backing the final, ${Date.now()}`
  await tagline.fill(text)
  const publish = page.getByRole('button', {name: 'Publish', exact: true})
  await publish.click()
  const fan = await browser.newPage()
  const onSite = async () => {
    await fan.goto(`${siteUrl}/sponsors`)
    return (await fan.getByRole('main').textContent()) ?? ''
  }
  // The Studio now and then drops a press made while it is still saving the last keystroke: press again.
  await expect.poll(onSite, {timeout: 10_000}).toContain(text).catch(async () => {
    if (await publish.isEnabled()) await publish.click()
  })
  await expect.poll(onSite, {timeout: 20_000}).toContain(text)
})
