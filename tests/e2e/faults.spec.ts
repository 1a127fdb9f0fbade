// Never a 500 from content: a broken embedded dataset keeps the last good content (and a fix shows
// within 2 s), a Content Lake that is down, hanging or failing keeps published pages serving — also
// right after a signed webhook — and errors that do happen get the site's own error pages.
import {spawn} from 'node:child_process'
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {expect, test} from '@playwright/test'
import {startContentLakeServer, type LakeHealth} from '../../scripts/content-lake/server'
import {freePort, sandbox} from './support/sandbox'
import {NEXT_BIN, ROOT, startSite} from './support/site-server'
import {boundBeside, timed, timeUntil} from './support/timing'

const FINALE = /("_id":"keyDate-grand-finale".*?"title":)"Grand Finale"/
const rename = (text: string, title: string) => text.replace(FINALE, `$1"${title}"`)
/** Pages that show the Grand Finale key date, plus ones that do not, all of which must stay up. */
const PAGES = ['/', '/matches/schedules', '/news', '/news/oxygen-gangsters', '/gallery', '/calendar.ics']

async function expectAllUp(base: string, title: string) {
  for (const pathname of PAGES) {
    const response = await fetch(`${base}${pathname}`)
    expect(response.status, pathname).toBe(200)
    const text = await response.text()
    if (pathname === '/' || pathname === '/matches/schedules') expect(text, pathname).toContain(title)
  }
}

test.describe('the embedded dataset, broken and fixed', () => {
  test.describe.configure({timeout: 120_000})

  test('a save that does not parse: reported once with its line, last good content served, the fix shows within 2 s', async () => {
    const box = await sandbox()
    const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: box.file})
    try {
      const seed = await readFile(box.file, 'utf8')
      const firstRender = await timed(() => expectAllUp(site.url, 'Grand Finale')) // the control
      const line = seed.split('\n').findIndex((l) => l.includes('keyDate-grand-finale')) + 1
      await writeFile(box.file, rename(seed, 'Grand Finale (half-saved)').replace('"_type":"keyDate"', '"_type":"keyDate",,'))
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await expectAllUp(site.url, 'Grand Finale')
      // A page rendered on demand (an unknown slug's shared 404) also comes from the last good dataset.
      expect((await fetch(`${site.url}/news/not-a-note`)).status).toBe(404)
      const reports = site.log().split('\n').filter((l) => l.includes(`data.ndjson:${line}`))
      expect(reports.length).toBeLessThanOrEqual(1)

      await writeFile(box.file, rename(seed, 'Grand Finale (fixed)'))
      // Within 2 s on a quiet machine; judged beside the pages' first render on this server.
      const fixed = await timeUntil(() => expectAllUp(site.url, 'Grand Finale (fixed)'))
      expect(fixed).toBeLessThan(boundBeside(firstRender, 2, 2_000))
      await expectAllUp(site.url, 'Grand Finale (fixed)') // and every load after it
      expect(site.log()).not.toMatch(/\n\s+at .+:\d+:\d+/)
    } finally {
      await site.stop()
      await box.remove()
    }
  })

  test('starting with a broken file serves the pages the build rendered and says why', async () => {
    const box = await sandbox()
    const seed = await readFile(box.file, 'utf8')
    await writeFile(box.file, `${seed}{"_id":"broken",\n`)
    const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: box.file})
    try {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await expectAllUp(site.url, 'Grand Finale')
      expect(site.log()).toMatch(/does not parse at start-up: serving the pages the build rendered/)
    } finally {
      await site.stop()
      await box.remove()
    }
  })
})

test.describe('Sanity outages', () => {
  test.describe.configure({timeout: 180_000})

  for (const health of ['down', 'hang', 'error'] satisfies LakeHealth[]) {
    test(`a Content Lake that is ${health}: pages keep their content with 0 errors, also after a webhook; recovery shows the edit`, async () => {
      const box = await sandbox()
      const lake = await startContentLakeServer({datasetFile: box.file})
      const secret = 'outage-webhook-secret'
      const site = await startSite(await freePort(), {...box.env, SANITY_PROJECT_ID: 'ople2e', SANITY_API_HOST: lake.url, SANITY_REVALIDATE_SECRET: secret})
      const webhook = async (type: string) => {
        const body = JSON.stringify({_type: type})
        const headers = {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret)}
        return (await fetch(`${site.url}/api/revalidate`, {method: 'POST', headers, body})).status
      }
      try {
        // Pages read the Lake once (so there is last good content), then it goes away.
        expect(await webhook('keyDate')).toBe(200)
        await expectAllUp(site.url, 'Grand Finale')
        await lake.setHealth(health)
        await writeFile(box.file, rename(await readFile(box.file, 'utf8'), 'Grand Finale (moved)'))
        // The webhook expires nothing while the Lake cannot answer, and asks Sanity to deliver it again.
        expect(await webhook('keyDate')).toBe(503)
        expect(await webhook('teamNote')).toBe(503)
        await expectAllUp(site.url, 'Grand Finale')
        expect(site.log()).toMatch(/did not answer .*Content Lake at http:\/\/127\.0\.0\.1/)

        await lake.setHealth('up')
        expect(await webhook('keyDate')).toBe(200) // Sanity's redelivery
        await expect.poll(async () => (await (await fetch(`${site.url}/matches/schedules`)).text()).includes('Grand Finale (moved)'), {
          timeout: 20_000,
          intervals: [500],
        }).toBe(true)
        await expectAllUp(site.url, 'Grand Finale (moved)')
      } finally {
        await site.stop()
        await lake.close()
        await box.remove()
      }
    })
  }

  test('a build against a silent Content Lake fails within a minute, naming Sanity and the address', async () => {
    test.setTimeout(360_000) // compiling comes first and takes minutes on a busy machine
    const lake = await startContentLakeServer({datasetFile: path.join(ROOT, 'content/data.ndjson')})
    await lake.setHealth('hang')
    const started = Date.now()
    const {code, output} = await new Promise<{code: number | null; output: string}>((resolve) => {
      const child = spawn(process.execPath, [NEXT_BIN, 'build', 'web'], {
        cwd: ROOT,
        env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next-e2e-outage-build', SANITY_PROJECT_ID: 'ople2e', SANITY_API_HOST: lake.url},
      })
      let text = ''
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
      child.on('exit', (exitCode) => resolve({code: exitCode, output: text}))
    })
    const ended = Date.now()
    await lake.close()
    expect(code).not.toBe(0)
    // From the build's first question to the Lake to its failure: the client's timeout and retries, a
    // minute at most on a quiet machine. Judged beside the compiling before that question (the control),
    // which a busy machine slows just as it slows what the build does around its waits.
    expect(lake.firstRequestAt).toBeDefined()
    const compiling = lake.firstRequestAt! - started
    expect(ended - lake.firstRequestAt!).toBeLessThan(compiling + 60_000)
    expect(output).toContain(`Sanity's Content Lake at ${lake.url}`)
  })
})

test.describe('error pages in the site style', () => {
  test.describe.configure({timeout: 120_000}) // each test starts its own production server
  test('a page that throws: error.tsx with the header, a retry and a way home', async ({page}) => {
    const box = await sandbox()
    const site = await startSite(await freePort(), {...box.env, OPL_TEST_ERRORS: 'page'})
    try {
      await page.goto(`${site.url}/test-error`)
      await expect(page.getByRole('heading', {level: 1, name: 'This page could not be shown'})).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible()
      await page.getByRole('link', {name: 'Go Home'}).click()
      await expect(page).toHaveURL(`${site.url}/`)
    } finally {
      await site.stop()
      await box.remove()
    }
  })

  test('a root layout that throws: global-error.tsx with a retry', async ({page}) => {
    const box = await sandbox()
    // Every page rendered on request now fails, so readiness is asked of a route without the layout.
    const site = await startSite(await freePort(), {...box.env, OPL_TEST_ERRORS: 'layout'}, {readyPath: '/robots.txt'})
    try {
      await page.goto(`${site.url}/test-error`)
      await expect(page.getByRole('heading', {level: 1, name: 'The site could not be shown'})).toBeVisible()
      await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible()
      await expect(page.getByRole('link', {name: 'Go Home'})).toHaveAttribute('href', '/')
    } finally {
      await site.stop()
      await box.remove()
    }
  })

  // The route exists only in the suite's build (web/lib/test-errors.test.ts). Its notFound() comes from
  // a render on request, which Cache Components answers 200 (docs/reports/cache-components.md).
  test('without the test switch, the test route throws nothing: it shows the not-found page', async ({page}) => {
    await page.goto('/test-error')
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found')
    await expect(page.getByText('Sorry, that page could not be found.')).toBeVisible()
  })
})
