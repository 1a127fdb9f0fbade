// Live on every open page (issue 39, point 3), on the production build as `npm start` runs it: a change
// saved to the content reaches the open match page, home page and results page within 2 s — the header's
// LIVE badge, the match's score line, the "Live now" rows — over one live connection per page, with no
// reload; on the embedded dataset and on Sanity (the Content Lake stand-in, through @sanity/client's
// live events). Without JavaScript a live match page refreshes itself, and only while live.
import path from 'node:path'
import {expect, test, type Browser} from '@playwright/test'
import {startContentLakeServer} from '../../scripts/content-lake/server'
import {editDocument, LIVE_WITHIN_MS, openLivePage} from './support/live'
import {freePort, sandbox} from './support/sandbox'
import {startSite, type RunningSite} from './support/site-server'

const FINAL = {id: 'match-final', path: '/matches/2026/13', title: 'Final: Oxygen Gladiators v Oxygen Desperados'}
const COMPLETED_PATH = '/matches/2026/1'

test.describe.configure({mode: 'serial', timeout: 120_000})

/** The match page, the home page and the results page, open side by side in one browser. */
async function openPages(browser: Browser, site: RunningSite) {
  const context = await browser.newContext()
  const pages = await Promise.all(['match', 'home', 'results'].map(() => context.newPage()))
  const [match, home, results] = pages as [(typeof pages)[0], (typeof pages)[0], (typeof pages)[0]]
  const opened = [await openLivePage(match, `${site.url}${FINAL.path}`), await openLivePage(home, `${site.url}/`), await openLivePage(results, `${site.url}/matches/results`)]
  return {context, match, home, results, opened}
}

/** Asserts the final shows as live on every page within LIVE_WITHIN_MS of `change`. */
async function expectLiveEverywhere(browser: Browser, site: RunningSite, change: () => Promise<void>) {
  const {context, match, home, results, opened} = await openPages(browser, site)
  try {
    for (const page of [match, home, results]) await expect(page.locator('[data-live-badge]')).toHaveCount(0)
    const started = Date.now()
    await change()
    for (const page of [match, home, results]) {
      await expect(page.getByRole('link', {name: `Live now: ${FINAL.title}`})).toBeVisible({timeout: Math.max(1, LIVE_WITHIN_MS - (Date.now() - started))})
    }
    await expect(home.getByRole('list', {name: 'Live now'}).getByRole('link', {name: FINAL.title})).toBeVisible({timeout: 1})
    await expect(results.getByRole('list', {name: 'Live now'}).getByRole('link', {name: FINAL.title})).toBeVisible({timeout: 1})
    await expect(match.locator(`[data-live-score="${FINAL.id}"]`)).toHaveText('In play', {timeout: 1})
    console.log(`live on three open pages ${Date.now() - started} ms after the save`)
    for (const page of opened) {
      await page.expectNoReload()
      expect(page.streams, 'live connections the page opened').toHaveLength(1)
    }
  } finally {
    await context.close()
  }
}

test('embedded dataset: a match going live shows on the open pages within 2 s, one connection each, no reload', async ({browser}) => {
  const box = await sandbox()
  const dataset = path.join(path.dirname(box.file), 'demo-season.ndjson')
  const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: dataset})
  try {
    await expectLiveEverywhere(browser, site, () => editDocument(dataset, FINAL.id, (doc) => void (doc.status = 'live')))
    // Each server says once per change that it expired and told its pages, however many pages.
    expect(site.log().match(/\[live\] match changed/g)).toHaveLength(1)
    expect(site.log()).toMatch(/\[live\] match changed \(version \w+\): expired on this server, told 3 open pages\./)
  } finally {
    await site.stop()
    await box.remove()
  }
})

test('Sanity backend: a match set live in the Content Lake shows on the open pages within 2 s', async ({browser}) => {
  const box = await sandbox()
  const lake = await startContentLakeServer({datasetFile: path.join(path.dirname(box.file), 'demo-season.ndjson')})
  const site = await startSite(await freePort(), {...box.env, SANITY_PROJECT_ID: 'ople2e', SANITY_API_HOST: lake.url})
  try {
    await expectLiveEverywhere(browser, site, async () => void (await lake.store.commit([{patch: {id: FINAL.id, set: {status: 'live'}}}])))
    expect(site.log().match(/\[live\] [a-z, ]*\bmatch\b[a-z, ]* changed/g)).toHaveLength(1)
  } finally {
    await site.stop()
    await lake.close()
    await box.remove()
  }
})

test.describe('without JavaScript', () => {
  test('a live match page refreshes itself every 30 s; a finished one does not, nor a page running scripts', async ({browser}) => {
    const box = await sandbox()
    const dataset = path.join(path.dirname(box.file), 'demo-season.ndjson')
    await editDocument(dataset, FINAL.id, (doc) => void (doc.status = 'live'))
    const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: dataset})
    const refresh = 'meta[http-equiv="refresh"]'
    try {
      const noScript = await (await browser.newContext({javaScriptEnabled: false})).newPage()
      await noScript.goto(`${site.url}${FINAL.path}`)
      await expect(noScript.locator(refresh)).toHaveAttribute('content', '30')
      await noScript.goto(`${site.url}${COMPLETED_PATH}`)
      await expect(noScript.locator(refresh)).toHaveCount(0)

      const scripted = await (await browser.newContext()).newPage()
      await scripted.goto(`${site.url}${FINAL.path}`)
      await expect(scripted.locator('[data-live-badge]')).toBeVisible()
      // <noscript> is text to a browser running scripts: no refresh element in its document.
      await expect(scripted.locator(refresh)).toHaveCount(0)
    } finally {
      await site.stop()
      await box.remove()
    }
  })
})
