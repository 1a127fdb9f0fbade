// Hostile input, round three (issue #40), replayed against Next's own server as `npm start` runs it:
// pictures keep their crops whatever is asked of them, made-up addresses cost no render, no cache entry
// and no backend query, a malformed date, number or email in the CMS costs no page, and the small items
// (TRACE, Next's own redirects and error pages). The stack's findings are replayed in stack.spec.ts.
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {startContentLakeServer} from '../../scripts/content-lake/server'
import {OUTAGE_RETRY_MS} from '../../web/lib/limits'
import {E2E_PORT} from './support/browser'
import {rawRequestHead} from './support/raw-request'
import {startRedis} from './support/redis'
import {freePort, sandbox} from './support/sandbox'
import {startSite} from './support/site-server'

const made = (i: number) => `made-up-${i}-${Math.random().toString(36).slice(2, 8)}`

/** Every kind of item address: a news item, a team, a match, each share image, a team's calendar. */
const madeUpAddresses = (count: number) =>
  Array.from({length: count}, (_, i) =>
    [
      `/news/${made(i)}`,
      `/news/${made(i)}/opengraph-image`,
      `/participation/teams/${made(i)}`,
      `/matches/2026/${900 + i}`,
      `/matches/2026/${900 + i}/opengraph-image`,
      `/calendar/${made(i)}.ics`,
    ][i % 6]!,
  )

const statusOf = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init)
  await response.arrayBuffer()
  return response.status
}

test.describe('pictures keep their crops', () => {
  test("a flood of made-up crops of a post's cover leaves the page's own 16:9 crop of it answering at every width", async () => {
    test.setTimeout(90_000)
    const box = await sandbox()
    const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: path.join(path.dirname(box.file), 'demo-season.ndjson')})
    try {
      const html = await (await fetch(`${site.url}/news`)).text()
      const srcset = /<img[^>]*?srcSet="([^"]*rect=[^"]*)"/i.exec(html)?.[1]
      expect(srcset, 'a cropped cover on /news').toBeTruthy()
      const own = srcset!.replaceAll('&amp;', '&').split(', ').map((entry) => entry.split(' ')[0]!)
      const file = new URL(own[0]!, site.url).pathname
      // Thirty made-up crops at once: the picture's allowance for other shapes fills, the rest are refused.
      const flood = await Promise.all(Array.from({length: 30}, (_, i) => statusOf(`${site.url}${file}?rect=${i * 10},${i * 5},600,400&w=96`)))
      expect(flood.filter((status) => status === 400).length).toBeGreaterThanOrEqual(20)
      // The page's own crop, at every width its srcset offers (it answered 400 at every one before).
      for (const url of own) expect(await statusOf(`${site.url}${url}`, {headers: {accept: 'image/avif,image/webp,*/*'}}), url).toBe(200)
      // …and at every other width a srcset may ask (the site draws the card at several sizes).
      for (const width of [320, 480, 800, 960]) {
        const url = new URL(own[0]!, site.url)
        url.searchParams.set('h', String(Math.round((Number(url.searchParams.get('h')) * width) / Number(url.searchParams.get('w')))))
        url.searchParams.set('w', String(width))
        expect(await statusOf(url.href), url.search).toBe(200)
      }
    } finally {
      await site.stop()
      await box.remove()
    }
  })
})

test.describe('made-up addresses cost nothing', () => {
  test.describe.configure({timeout: 180_000})

  test('600 made-up addresses of every kind answer 404 and add no cache entry', async () => {
    const box = await sandbox()
    const redis = await startRedis(await freePort())
    const site = await startSite(await freePort(), {...box.env, REDIS_URL: redis.url})
    try {
      const addresses = madeUpAddresses(600)
      // Each kind once first, so the count starts with whatever the site itself caches.
      for (const pathname of addresses.slice(0, 6)) expect(await statusOf(`${site.url}${pathname}`), pathname).toBe(404)
      const before = await redis.keyCount()
      for (let i = 0; i < addresses.length; i += 20) {
        const statuses = await Promise.all(addresses.slice(i, i + 20).map((pathname) => statusOf(`${site.url}${pathname}`)))
        expect(new Set(statuses)).toEqual(new Set([404]))
      }
      expect(await redis.keyCount()).toBe(before)
      const share = await fetch(`${site.url}${addresses[1]}`)
      expect(await share.text()).toBe('No share image at this address.')
      expect(share.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(share.headers.get('cache-control')).toBe('no-store')
      expect(await (await fetch(`${site.url}${addresses[5]}`)).text()).toBe('No team calendar at this address.')
      // Real items still answer.
      for (const real of ['/news/oxygen-gangsters/opengraph-image', '/news/oxygen-gangsters', '/participation/teams/oxygen-gangsters']) {
        expect(await statusOf(`${site.url}${real}`), real).toBe(200)
      }
    } finally {
      await site.stop()
      redis.stop()
      await box.remove()
    }
  })

  test('a share image asked for before its item is published renders once it is', async () => {
    const box = await sandbox()
    const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: box.file})
    try {
      const share = `${site.url}/news/just-published/opengraph-image`
      expect(await statusOf(share)).toBe(404)
      expect(await statusOf(`${site.url}/news/just-published`)).toBe(404)
      // An editor publishes a team note at that address (the embedded dataset, edited as a save would).
      const seed = await readFile(box.file, 'utf8')
      const note = seed.split('\n').find((line) => line.includes('"_type":"teamNote"'))!
      const published = note.replace(/"_id":"[^"]+"/, '"_id":"teamNote-just-published"').replace(/"current":"[^"]+"/, '"current":"just-published"')
      await writeFile(box.file, `${seed.trimEnd()}\n${published}\n`)
      await expect.poll(() => statusOf(share), {timeout: 10_000}).toBe(200)
      const image = await fetch(share)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(await statusOf(`${site.url}/news/just-published`)).toBe(200)
    } finally {
      await site.stop()
      await box.remove()
    }
  })

  test('on the Sanity backend a flood asks the Content Lake nothing, and an outage no query per address', async () => {
    const box = await sandbox()
    const lake = await startContentLakeServer({datasetFile: box.file})
    const site = await startSite(await freePort(), {...box.env, SANITY_PROJECT_ID: 'ople2e', SANITY_API_HOST: lake.url})
    try {
      const addresses = madeUpAddresses(300)
      for (const pathname of addresses.slice(0, 6)) expect(await statusOf(`${site.url}${pathname}`), pathname).toBe(404)
      const asked = lake.requests.length
      for (let i = 0; i < addresses.length; i += 20) {
        expect(new Set(await Promise.all(addresses.slice(i, i + 20).map((pathname) => statusOf(`${site.url}${pathname}`))))).toEqual(new Set([404]))
      }
      expect(lake.requests.length - asked, 'queries for 300 made-up addresses').toBe(0)

      // The Lake fails: the addresses are still told from the last good content, and the Lake is asked
      // at most once per OUTAGE_RETRY_MS for each list, not once per address.
      await lake.setHealth('error')
      const failing = lake.requests.length
      const started = Date.now()
      for (let i = 0; i < addresses.length; i += 20) {
        expect(new Set(await Promise.all(addresses.slice(i, i + 20).map((pathname) => statusOf(`${site.url}${pathname}`))))).toEqual(new Set([404]))
      }
      const windows = 1 + Math.ceil((Date.now() - started) / OUTAGE_RETRY_MS)
      // The lists behind the addresses: posts, team notes, teams, the season.
      expect(lake.requests.length - failing, `queries in ${Date.now() - started} ms of outage`).toBeLessThanOrEqual(4 * windows)
    } finally {
      await site.stop()
      await lake.close()
      await box.remove()
    }
  })
})

test.describe('bad CMS values cannot 500', () => {
  test('malformed dates, an email the calendar refuses and control characters: every page and feed answers, the match shown without its time', async ({page}) => {
    test.setTimeout(120_000)
    const box = await sandbox()
    const dataset = path.join(path.dirname(box.file), 'demo-season.ndjson')
    const season = await readFile(dataset, 'utf8')
    const edited = season
      .replace(/("_id":"match-final".*?"startsAt":)"[^"]*"/, '$1"2026-12-32T25:61:00Z"')
      .replace(/("_id":"match-12".*?"startsAt":)"[^"]*"/, '$1"next Tuesday"')
      .replace(/("_id":"post-report-12".*?"publishedAt":)"[^"]*"/, '$1"yesterday"')
      .replace(/("_id":"post-report-11".*?"title":)"([^"]*)"/, '$1"$2\\u0007 \\u001b<b>bold</b>"')
      .replace(/"supportEmail":"[^"]*"/, '"supportEmail":"jösé@example.org"')
      .replace(/("_id":"keyDate-grand-finale".*?"title":)"[^"]*"/, '$1"Finale\\rDTSTART:19700101"')
    expect(edited.match(/2026-12-32T25|next Tuesday|"yesterday"|jösé|\\u0007|Finale\\r/g)).toHaveLength(6)
    await writeFile(dataset, edited)
    const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: dataset})
    try {
      const report = /"_id":"post-report-12".*?"current":"([^"]+)"/.exec(edited)![1]!
      const pages = ['/', '/matches/schedules', '/matches/results', '/matches/points', '/matches/2026/13', '/matches/2026/12', '/news', `/news/${report}`, '/participation/teams', '/sitemap.xml']
      for (const pathname of pages) expect(await statusOf(`${site.url}${pathname}`), pathname).toBe(200)
      const teamPages = [...(await (await fetch(`${site.url}/participation/teams`)).text()).matchAll(/href="(\/participation\/teams\/[a-z0-9-]+)"/g)].map((m) => m[1]!)
      for (const pathname of new Set(teamPages)) expect(await statusOf(`${site.url}${pathname}`), pathname).toBe(200)

      await page.goto(`${site.url}/matches/2026/13`)
      await expect(page.getByText('To be announced')).toBeVisible()

      // Both calendar feeds: built, with no line the CMS wrote and no organiser the library would refuse.
      const calendars = ['/calendar.ics', ...[...(await (await fetch(`${site.url}/matches/schedules`)).text()).matchAll(/href="(\/calendar\/[a-z0-9-]+\.ics)"/g)].map((m) => m[1]!).slice(0, 2)]
      expect(calendars.length).toBeGreaterThan(1)
      for (const pathname of calendars) {
        const response = await fetch(`${site.url}${pathname}`)
        expect(response.status, pathname).toBe(200)
        const ics = await response.text()
        expect(ics, pathname).not.toMatch(/\r(?!\n)|[^\r]\n|^DTSTART:19700101/m)
        expect(ics).not.toContain('MAILTO:jösé')
      }

      // The Atom feed is well-formed XML, its titles plain text without the control characters.
      const feed = await (await fetch(`${site.url}/news/feed.xml`)).text()
      const titles = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml')
        if (doc.querySelector('parsererror')) return null
        return [...doc.querySelectorAll('entry > title')].map((title) => [title.getAttribute('type'), title.textContent])
      }, feed)
      expect(titles, 'the feed parses').not.toBeNull()
      expect(titles!.every(([type]) => type === 'text')).toBe(true)
      expect(titles!.map(([, text]) => text)).toContainEqual(expect.stringMatching(/ <b>bold<\/b>$/))

      // One line per document with a dropped value, however many pages read it.
      const log = site.log()
      for (const id of ['match-final', 'match-12', 'post-report-12', '(siteSettings']) {
        expect(log.split('\n').filter((line) => line.includes(`[content] ${id}`)), id).toHaveLength(1)
      }
      expect(log).not.toMatch(/RangeError|Invalid time value|\n\s+at /)
    } finally {
      await site.stop()
      await box.remove()
    }
  })
})

test.describe('the small items', () => {
  const securityHeaders = (head: string) => {
    expect(head).toContain("content-security-policy: default-src 'self'")
    expect(head).toContain('x-content-type-options: nosniff')
    expect(head).toContain('referrer-policy: strict-origin-when-cross-origin')
  }

  test('TRACE and methods no route takes: 405 with the security headers', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const head = await rawRequestHead(E2E_PORT, `${method} /news HTTP/1.1`)
      expect(head, method).toMatch(/^http\/1\.1 405 /)
      expect(head).toContain('allow: get, head')
      securityHeaders(head)
    }
  })

  test("Next's own redirects carry the security headers", async () => {
    for (const target of ['/news/', '//news', '/news//oxygen-gangsters', '/participation/teams/?x=1']) {
      const head = await rawRequestHead(E2E_PORT, `GET ${target} HTTP/1.1`)
      expect(head, target).toMatch(/^http\/1\.1 308 /)
      securityHeaders(head)
    }
  })

  test("Next's own error pages are the site's 404, never cached", async () => {
    for (const target of ['/_global-error', '/_not-found']) {
      const head = await rawRequestHead(E2E_PORT, `GET ${target} HTTP/1.1`)
      expect(head, target).toMatch(/^http\/1\.1 404 /)
      expect(head).toMatch(/cache-control: private, no-cache, no-store/)
      securityHeaders(head)
    }
  })
})
