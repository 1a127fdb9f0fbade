// What search engines, calendars and installs get from the production site: sitemap, robots, the
// key-dates calendar, JSON-LD, share images, per-page metadata and the manifest.
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect, test, type APIRequestContext, type Page} from '@playwright/test'
import {parseContentEnv} from '../../web/lib/env'
import {PUBLIC_ROUTES} from '../../web/lib/routes'
import {E2E_PORT} from './support/browser'
import {ROOT, startSite} from './support/site-server'

/** The site URL the server was built with (the same environment the e2e server runs in). */
const SITE = parseContentEnv(process.env).NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '')
const absolute = (path: string) => (path === '/' ? `${SITE}/` : `${SITE}${path}`)

/** The news items as the /news page links to them. */
/** The distinct links under `prefix` in the main content of `listing`. */
async function linkedPaths(page: Page, listing: string, prefix: string): Promise<string[]> {
  await page.goto(listing)
  const hrefs = await page.getByRole('main').locator(`a[href^="${prefix}"]`).evaluateAll((links) =>
    links.map((a) => a.getAttribute('href') ?? ''),
  )
  return [...new Set(hrefs)]
}

const newsPaths = (page: Page) => linkedPaths(page, '/news', '/news/')

/** Every JSON-LD node on a page, graphs flattened. */
async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .flatMap((data) => (Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data]))
}

async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const body = await response.body()
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return {width: body.readUInt32BE(16), height: body.readUInt32BE(20)}
}

const sitePath = (url: string) => new URL(url).pathname + new URL(url).search

test('/sitemap.xml lists every public route, every news item and every team page as absolute URLs', async ({page, request}) => {
  const news = await newsPaths(page)
  expect(news.length).toBeGreaterThanOrEqual(4)
  const teams = await linkedPaths(page, '/participation/teams', '/participation/teams/')
  expect(teams.length).toBeGreaterThanOrEqual(4)
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs.sort()).toEqual([...PUBLIC_ROUTES, ...news, ...teams].map(absolute).sort())
})

test('/robots.txt lets crawlers in and names the sitemap', async ({request}) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('User-Agent: *')
  expect(text).toContain('Allow: /')
  expect(text).not.toContain('Disallow: /\n')
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test('"Add to calendar" on the schedule downloads an .ics with one event per key date', async ({page, request}) => {
  await page.goto('/matches/schedules')
  const dates = page.getByRole('list', {name: 'Key dates'}).getByRole('listitem')
  const count = await dates.count()
  expect(count).toBeGreaterThanOrEqual(3)

  const downloading = page.waitForEvent('download')
  await page.locator('summary', {hasText: 'Add to calendar'}).click()
  await page.getByRole('link', {name: 'Download the file'}).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('opl-season.ics')

  const response = await request.get('/calendar.ics')
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(response.headers()['content-disposition']).toBe('attachment; filename="opl-season.ics"')
  const ics = (await response.text()).replace(/\r\n[ \t]/g, '')
  expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(count)
  expect(ics.match(/^DTSTART;VALUE=DATE:\d{8}\r$/gm)).toHaveLength(count)
  // The auction is the tentative date; the others are confirmed.
  expect(ics.match(/^STATUS:TENTATIVE\r$/gm)).toHaveLength(1)
  expect(ics.match(/^STATUS:CONFIRMED\r$/gm)).toHaveLength(count - 1)
  expect(ics).toMatch(/SUMMARY:OPL: Player Auction\r\nDTSTAMP:\w+\r\nDTSTART;VALUE=DATE:20251206/)
})

test('the calendar follows the CMS: an edited key date is in the next download', async ({request}) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'opl-ics-'))
  await cp(path.join(ROOT, 'content'), dir, {recursive: true})
  const file = path.join(dir, 'data.ndjson')
  const site = await startSite(E2E_PORT + 50, {CONTENT_DATASET_PATH: file})
  const calendar = async () => (await (await request.get(`${site.url}/calendar.ics`)).text()).replace(/\r\n[ \t]/g, '')
  try {
    expect(await calendar()).toMatch(/SUMMARY:OPL: Grand Finale\r\nDTSTAMP:\w+\r\nDTSTART;VALUE=DATE:20260208/)
    const text = await readFile(file, 'utf8')
    const edited = text.replace(/("_id":"keyDate-grand-finale".*?"title":)"Grand Finale"(,"date":)"2026-02-08"/, '$1"Grand Finale (moved)"$2"2026-02-15"')
    expect(edited).not.toBe(text)
    await writeFile(file, edited)
    await expect(async () => {
      expect(await calendar()).toMatch(/SUMMARY:OPL: Grand Finale \(moved\)\r\nDTSTAMP:\w+\r\nDTSTART;VALUE=DATE:20260215/)
    }).toPass({timeout: 5_000, intervals: [200]})
  } finally {
    await site.stop()
    await rm(dir, {recursive: true, force: true})
  }
})

test('the home page carries the league as JSON-LD; its key dates are events on the schedule they point to', async ({page}) => {
  await page.goto('/')
  const nodes = await jsonLdNodes(page)
  const org = nodes.find((n) => n['@type'] === 'SportsOrganization')
  expect(org).toMatchObject({
    '@context': 'https://schema.org',
    '@id': `${SITE}/#organization`,
    name: 'Oxygen Premier League',
    url: `${SITE}/`,
    sport: 'Cricket',
    location: {'@type': 'Place', name: 'Sarjapur, Bangalore', address: {addressRegion: 'Karnataka', addressCountry: 'IN'}},
    areaServed: 'Sarjapur, Bangalore',
  })
  // The timeline shows the dates; their SportsEvents live on /matches/schedules (one copy, not two).
  expect(nodes.filter((n) => n['@type'] === 'SportsEvent')).toEqual([])
  await expect(page.getByRole('list', {name: 'Key dates'}).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('link', {name: 'Download the file', includeHidden: true})).toHaveAttribute('href', '/calendar.ics')

  await page.goto('/matches/schedules')
  const events = (await jsonLdNodes(page)).filter((n) => n['@type'] === 'SportsEvent' && !n.homeTeam)
  expect(events.length).toBeGreaterThanOrEqual(3)
  for (const event of events) {
    expect(event['@id']).toMatch(new RegExp(`^${SITE}/matches/schedules#keyDate-`))
    expect(event.organizer).toMatchObject({'@id': `${SITE}/#organization`})
  }
})

test('/matches/schedules has a SportsEvent per key date, the tentative one marked', async ({page}) => {
  await page.goto('/matches/schedules')
  const events = (await jsonLdNodes(page)).filter((n) => n['@type'] === 'SportsEvent')
  expect(events).toHaveLength(await page.getByRole('list', {name: 'Key dates'}).getByRole('listitem').count())
  for (const event of events) {
    expect(event).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      location: {'@type': 'Place', name: 'Sarjapur, Bangalore'},
      organizer: {'@type': 'SportsOrganization', name: 'Oxygen Premier League'},
    })
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }
  expect(events.find((e) => e.startDate === '2025-12-06')?.name).toBe('Player Auction (tentative)')
  expect(events.filter((e) => String(e.name).includes('(tentative)'))).toHaveLength(1)
})

test('a news item has NewsArticle JSON-LD and a share image drawn from its note', async ({page, request}) => {
  const [path] = await newsPaths(page)
  await page.goto(path!)
  const article = (await jsonLdNodes(page)).find((n) => n['@type'] === 'NewsArticle')
  const team = (await page.getByRole('heading', {level: 1}).textContent())!.trim()
  expect(article).toMatchObject({url: absolute(path!), mainEntityOfPage: absolute(path!), author: {'@type': 'Person'}})
  expect(String(article?.headline)).toContain(team)
  // The note's creation and last-edit times from the CMS (the seed's export timestamps).
  expect(article).toMatchObject({datePublished: '2025-11-01T09:00:00Z', dateModified: '2025-11-15T09:00:00Z'})

  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(sitePath(ogImage!)).toMatch(new RegExp(`^${path}/opengraph-image`))
  expect(await pngSize(request, sitePath(ogImage!))).toEqual({width: 1200, height: 630})
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
})

test('the site share image answers as a 1200×630 PNG, and pages point at it', async ({page, request}) => {
  expect(await pngSize(request, '/opengraph-image')).toEqual({width: 1200, height: 630})
  await page.goto('/gallery')
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(await pngSize(request, sitePath(ogImage!))).toEqual({width: 1200, height: 630})
})

test('every route has its own title and description, a canonical URL and share tags', async ({page, request}) => {
  const routes = [...PUBLIC_ROUTES, ...(await newsPaths(page))]
  const seen = {title: new Map<string, string>(), description: new Map<string, string>()}
  for (const route of routes) {
    const html = await (await request.get(route)).text()
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim()
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim()
    expect(title, `${route} title`).toBeTruthy()
    expect(description, `${route} description`).toBeTruthy()
    expect(seen.title.get(title!), `${route} shares its title with`).toBeUndefined()
    expect(seen.description.get(description!), `${route} shares its description with`).toBeUndefined()
    seen.title.set(title!, route)
    seen.description.set(description!, route)
    const tag = (pattern: RegExp) => pattern.exec(html)?.[1]
    // Next writes the root URL without its slash; both spellings are the same URL.
    const url = (pattern: RegExp) => new URL(tag(pattern) ?? 'about:blank').href
    expect(url(/<link rel="canonical" href="([^"]*)"/), `${route} canonical`).toBe(absolute(route))
    expect(url(/<meta property="og:url" content="([^"]*)"/), `${route} og:url`).toBe(absolute(route))
    expect(tag(/<meta property="og:image" content="([^"]*)"/), `${route} og:image`).toMatch(/opengraph-image/)
    expect(tag(/<meta name="twitter:card" content="([^"]*)"/), `${route} twitter:card`).toBe('summary_large_image')
    // X's title, description and image are Open Graph's (Next fills them in from openGraph).
    const ogTitle = tag(/<meta property="og:title" content="([^"]*)"/)
    expect(ogTitle, `${route} og:title`).toBeTruthy()
    expect(tag(/<meta property="og:description" content="([^"]*)"/), `${route} og:description`).toBe(description)
    expect(tag(/<meta name="twitter:title" content="([^"]*)"/), `${route} twitter:title`).toBe(ogTitle)
    expect(tag(/<meta name="twitter:description" content="([^"]*)"/), `${route} twitter:description`).toBe(description)
    expect(tag(/<meta name="twitter:image" content="([^"]*)"/), `${route} twitter:image`).toBe(
      tag(/<meta property="og:image" content="([^"]*)"/),
    )
  }
})

test('the manifest makes the site installable with shipped icons', async ({page, request}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await request.get(href!)).json()) as {
    name: string
    short_name: string
    theme_color: string
    icons: {src: string; sizes: string; purpose?: string}[]
  }
  expect(manifest).toMatchObject({name: 'Oxygen Premier League', short_name: 'OPL', display: 'standalone', start_url: '/'})
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.icons.map((i) => i.purpose)).toContain('maskable')
  for (const icon of manifest.icons) {
    const [w, h] = icon.sizes.split('x').map(Number)
    expect(await pngSize(request, icon.src)).toEqual({width: w, height: h})
  }
})
