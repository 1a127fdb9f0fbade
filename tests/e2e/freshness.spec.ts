// Content changes reach the running production site without a rebuild: an edit to the embedded dataset
// file, and a Content Lake edit announced by a signed webhook (bad signatures change nothing).
import {readFile, writeFile} from 'node:fs/promises'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {expect, test, type Page} from '@playwright/test'
import {startContentLakeServer} from '../../scripts/content-lake/server'
import {freePort, sandbox} from './support/sandbox'
import {startSite} from './support/site-server'
import {boundBeside, timed, timeUntil} from './support/timing'

/** The promise: on a quiet machine, within 2 s of the change the next page load shows it (no restart, no
 * rebuild). Judged beside the pages' first render on the same server, so a busy machine fails neither. */
const FRESH_WITHIN_MS = 2_000
const PAGES = ['/', '/matches/schedules']
const OLD = {title: 'Grand Finale', date: '2026-02-08'}
const NEW = {title: 'Grand Finale (moved)', date: '2026-02-15'}

/** Moves the Grand Finale: a new title and a new day, written the way an editor's save would. */
async function moveGrandFinale(file: string) {
  const text = await readFile(file, 'utf8')
  const edited = text.replace(
    /("_id":"keyDate-grand-finale".*?"title":)"Grand Finale"(,"date":)"2026-02-08"/,
    `$1"${NEW.title}"$2"${NEW.date}"`,
  )
  expect(edited).not.toBe(text)
  await writeFile(file, edited)
}

const keyDate = (page: Page, {title, date}: typeof OLD) =>
  page.getByRole('listitem').filter({has: page.getByRole('heading', {level: 3, name: title, exact: true})}).locator(`time[datetime="${date}"]`)

/** One load of each page, no retries: a stale copy served while the page rebuilds would fail here. */
async function expectKeyDate(page: Page, baseUrl: string, shown: typeof OLD) {
  for (const pathname of PAGES) {
    await page.goto(`${baseUrl}${pathname}`, {waitUntil: 'domcontentloaded'})
    await expect(keyDate(page, shown)).toBeVisible({timeout: 250})
  }
}

test.describe('freshness without a rebuild', () => {
  test.describe.configure({timeout: 120_000}) // each test starts its own production server
  test('an edit to the embedded dataset shows on / and /matches/schedules within 2 s', async ({page}) => {
    const {file, env, remove} = await sandbox()
    const site = await startSite(await freePort(), {...env, CONTENT_DATASET_PATH: file})
    try {
      const firstRender = await timed(() => expectKeyDate(page, site.url, OLD)) // the control
      await moveGrandFinale(file)
      const shown = await timeUntil(() => expectKeyDate(page, site.url, NEW))
      expect(shown).toBeLessThan(boundBeside(firstRender, 2, FRESH_WITHIN_MS))
      await expectKeyDate(page, site.url, NEW) // and every load after it: no stale copy comes back
    } finally {
      await site.stop()
      await remove()
    }
  })

  test('a Content Lake edit shows on the next load after a signed webhook; bad signatures change nothing', async ({page, request}) => {
    const {file, env, remove} = await sandbox()
    // The Live Content API off: this is the webhook's path alone (live.spec covers the live one), so a
    // page can change only by a webhook the site accepted.
    const lake = await startContentLakeServer({datasetFile: file, live: false})
    const secret = 'e2e-webhook-secret'
    const site = await startSite(await freePort(), {...env, SANITY_PROJECT_ID: 'ople2e', SANITY_API_HOST: lake.url, SANITY_REVALIDATE_SECRET: secret})
    const webhook = (body: string, signature: string | null) =>
      request.post(`${site.url}/api/revalidate`, {
        data: body,
        headers: {'content-type': 'application/json', ...(signature === null ? {} : {[SIGNATURE_HEADER_NAME]: signature})},
      })
    try {
      await expectKeyDate(page, site.url, OLD)
      await moveGrandFinale(file)

      const body = JSON.stringify({_type: 'keyDate', slug: null})
      const good = await encodeSignatureHeader(body, Date.now(), secret)
      const bad: Array<[string, string | null]> = [
        ['wrong secret', await encodeSignatureHeader(body, Date.now(), 'not-the-secret')],
        ['another body', await encodeSignatureHeader(JSON.stringify({_type: 'teamNote'}), Date.now(), secret)],
        ['truncated', good.slice(0, -5)],
        ['malformed', 'v1=abc;t=now'],
        ['empty', ''],
        ['missing', null],
        ['stale', await encodeSignatureHeader(body, Date.now() - 60 * 60_000, secret)],
      ]
      for (const [name, signature] of bad) expect((await webhook(body, signature)).status(), name).toBe(401)
      await expectKeyDate(page, site.url, OLD) // still the cached pages: nothing was revalidated

      const res = await webhook(body, good)
      expect(res.status()).toBe(200)
      expect(await res.json()).toEqual({revalidated: {tags: ['keyDate']}})
      await expectKeyDate(page, site.url, NEW) // the very next loads, with no wait at all
    } finally {
      await site.stop()
      await lake.close()
      await remove()
    }
  })
})
