// What the server does for each request of a cached page, kept small (README, Performance): pages are
// pure ASCII (web/cache/ascii-pages.mjs), so they go out as one-byte text instead of being re-encoded on
// every request, while a reader still sees "₹", "—" and "→" as written; and sent uncompressed they carry
// no ETag, which Next would make by hashing the whole page in JavaScript each time (next.config.ts; sent
// compressed, they carry the one made from the hash the compression takes anyway: compression.spec.ts).
import {readFile, writeFile} from 'node:fs/promises'
import {expect, test, type APIRequestContext} from '@playwright/test'
import {freePort, sandbox} from './support/sandbox'
import {startSite} from './support/site-server'

/** The page as the server sent it: its bytes, and the count of those beyond ASCII. */
async function served(request: APIRequestContext, url: string) {
  const response = await request.get(url, {headers: {'accept-encoding': 'identity'}})
  expect(response.status()).toBe(200)
  const body = await response.body()
  return {text: body.toString('latin1'), beyondAscii: body.filter((byte) => byte > 0x7f).length, headers: response.headers()}
}

test('prerendered pages arrive as ASCII and read as written: rupees, dashes, arrows', async ({page, request}) => {
  const home = await served(request, '/')
  expect(home.beyondAscii).toBe(0)
  expect(home.headers['etag']).toBeUndefined()
  expect(Number(home.headers['content-length'])).toBe(home.text.length)
  expect(home.text).toContain('&#x2192;') // the arrows after "Full gallery" and "All news"
  await page.goto('/')
  const text = await page.locator('body').innerText()
  expect(text).toContain('Sarjapur, Bangalore — hosted by') // the hero's tagline, from the CMS
  expect(text).toContain('©')
  await expect(page.getByRole('link', {name: 'Full gallery'})).toContainText('→')
  // The scripts read the same words: structured data and the data React hydrates from.
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(structured.join('')).not.toMatch(/[^\x00-\x7F]/)
  expect(JSON.stringify(structured.map((block) => JSON.parse(block)))).toContain('Sarjapur, Bangalore')

  for (const path of ['/gallery', '/news/oxygen-gangsters', '/participation/teams', '/matches/top-bids']) {
    expect((await served(request, path)).beyondAscii, path).toBe(0)
  }
  await page.goto('/participation/teams')
  await expect(page.getByText('New Team — Coming Soon').first()).toBeVisible()
})

test('a page rebuilt after an edit is ASCII too, with the new words as typed', async ({page, request}) => {
  test.setTimeout(120_000) // starts its own production server
  const {file, env, remove} = await sandbox()
  const site = await startSite(await freePort(), {...env, CONTENT_DATASET_PATH: file})
  const title = 'Grand Finale — ₹ 50,000 purse 🏏'
  try {
    const text = await readFile(file, 'utf8')
    const edited = text.replace(/("_id":"keyDate-grand-finale".*?"title":)"Grand Finale"/, `$1${JSON.stringify(title)}`)
    expect(edited).not.toBe(text)
    await writeFile(file, edited)
    await expect(async () => {
      await page.goto(`${site.url}/`, {waitUntil: 'domcontentloaded'})
      await expect(page.getByRole('heading', {level: 3, name: title, exact: true})).toBeVisible({timeout: 250})
    }).toPass({timeout: 10_000})
    const home = await served(request, `${site.url}/`)
    expect(home.beyondAscii).toBe(0)
    expect(home.text).toContain('&#x1F3CF;')
  } finally {
    await site.stop()
    await remove()
  }
})
