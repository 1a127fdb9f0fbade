// Hostile input, replayed against the production build (issue #34, docs/security.md): settings that take
// effect at start, a made-up draft cookie, CMS text without spaces, an oversized dataset and made-up image
// crops each get a bounded, clear answer.
import {readdirSync} from 'node:fs'
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {freePort, sandbox} from './support/sandbox'
import {ROOT, startSite} from './support/site-server'

const IMAGE = readdirSync(path.join(ROOT, 'content/images')).find((file) => file.endsWith('-1920x1080.jpg'))!

test('settings take effect at start: CSP and HSTS follow them, and leaving draft mode goes to the site URL', async () => {
  const box = await sandbox()
  const site = await startSite(await freePort(), {
    ...box.env,
    CONTENT_DATASET_PATH: box.file,
    NEXT_PUBLIC_SITE_URL: 'https://opl.example.org',
    SANITY_STUDIO_URL: 'https://studio.example.org',
  })
  try {
    const page = await fetch(`${site.url}/`)
    const csp = page.headers.get('content-security-policy')!
    expect(csp).toContain("frame-ancestors 'self' https://studio.example.org")
    expect(csp).toContain('upgrade-insecure-requests')
    expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/)

    const leave = await fetch(`${site.url}/api/draft-mode/disable`, {redirect: 'manual'})
    expect(leave.headers.get('location')).toBe('https://opl.example.org/')

    // A made-up draft cookie changes nothing: the same policy, caching and page, no cookie set.
    const madeUp = await fetch(`${site.url}/`, {headers: {cookie: '__prerender_bypass=made-up'}})
    for (const header of ['content-security-policy', 'cache-control']) expect(madeUp.headers.get(header), header).toBe(page.headers.get(header))
    expect(madeUp.headers.get('set-cookie')).toBeNull()
    expect(await madeUp.text()).toBe(await page.text())
  } finally {
    await site.stop()
    await box.remove()
  }
})

test('CMS text cannot stall anything: a name without spaces, and a dataset file over its limit', async () => {
  test.setTimeout(120_000)
  const box = await sandbox()
  const seed = await readFile(box.file, 'utf8')
  // 29,000 characters: under the loader's cap, so it reaches the share image (20,000 took 11 s before).
  await writeFile(box.file, seed.replace(/"captain":"[^"]*"/, `"captain":"${'C'.repeat(29_000)}"`))
  const site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: box.file})
  try {
    const news = (await fetch(`${site.url}/news`).then((r) => r.text())).match(/href="(\/news\/[a-z0-9-]+)"/)![1]
    const started = Date.now()
    const image = await fetch(`${site.url}${news}/opengraph-image`)
    expect(image.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)

    // A valid file of 9 MB: refused unread with one line naming the limit, the last good content served.
    const padding = Array.from({length: 90}, (_, i) => JSON.stringify({_id: `padding-${i}`, _type: 'padding', text: 'p'.repeat(100_000)}))
    await writeFile(box.file, `${seed}\n${padding.join('\n')}\n`)
    await expect
      .poll(async () => {
        expect((await fetch(`${site.url}/api/health`)).status).toBe(200)
        return site.log()
      }, {timeout: 15_000})
      .toMatch(/MB, over the 8 MB a dataset file may be \(DATASET_MAX_BYTES/)
    expect((await fetch(`${site.url}/participation/teams`)).status).toBe(200)
  } finally {
    await site.stop()
    await box.remove()
  }
})

// The crop cap counts per server process: a server of its own, so no other test's crops are counted.
test('made-up image crops: a few per picture are made, the rest refused with a clear 400', async ({request}) => {
  const site = await startSite(await freePort())
  try {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const response = await request.get(`${site.url}/images/embedded/production/${IMAGE}?rect=${i * 20},${i * 10},960,540&w=96`)
      statuses.push(response.status())
      if (response.status() === 400) expect(await response.text()).toBe('Too many different crops of this picture: ask for it whole.')
    }
    // 30 different regions: at most IMAGE_MAX_SHAPES_PER_SOURCE (8) crops made.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(8)
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true)
    expect((await request.get(`${site.url}/images/embedded/production/${IMAGE}?w=96`)).status()).toBe(200)
  } finally {
    await site.stop()
  }
})
