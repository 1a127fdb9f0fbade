// Dated posts and match reports on the demo season (content/demo-season.ndjson): /news lists them newest
// first above the captains' team notes, each post has its page with its pictures, and the Atom feed and
// the sitemap carry them. The seed's /news (no posts) is news.spec.ts's.
import AxeBuilder from '@axe-core/playwright'
import {expect, test} from '@playwright/test'
import {IMAGE_DEVICE_SIZES} from '../../web/lib/limits'
import {demoSite} from './support/demo-site'

const demo = demoSite()

test('/news lists the match reports newest first, then the four team notes @phone', async ({page}) => {
  await page.goto(`${demo().url}/news`)
  const posts = page.getByRole('list', {name: 'Posts, newest first'})
  const dates = await posts.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''))
  expect(dates.length).toBeGreaterThanOrEqual(3)
  expect(dates).toEqual([...dates].sort().reverse())
  await expect(posts.getByRole('heading', {level: 3}).first()).toHaveText(/ beat /)
  await expect(page.getByRole('list', {name: 'Team news'}).getByRole('heading', {level: 3})).toHaveCount(4)
  // Section headings read above the card titles under them.
  const size = (name: string, level: number) =>
    page.getByRole('heading', {name, level}).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
  expect(await size('Match reports and news', 2)).toBeGreaterThan(await size('beat', 3))
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/news\/feed\.xml$/)
})

test('a match report shows its headline, date, author, cover and a picture with a caption, and leads back @phone', async ({page}) => {
  await page.goto(`${demo().url}/news`)
  const first = page.getByRole('list', {name: 'Posts, newest first'}).getByRole('link').first()
  const headline = (await first.textContent()) ?? ''
  await first.click()
  await expect(page.getByRole('heading', {level: 1})).toHaveText(headline)
  await expect(page.getByText('Match report', {exact: true})).toBeVisible()
  const article = page.getByRole('article')
  await expect(article.locator('time')).toHaveText(/\d{4}/)
  await expect(article).toContainText(/by \w+ \w+/)
  const pictures = article.locator('img')
  expect(await pictures.count()).toBeGreaterThanOrEqual(2)
  for (const alt of await pictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''))) expect(alt).toMatch(/\w{3}/)
  await expect(article.locator('figcaption')).toHaveText(/\w/)
  // The picture really loaded.
  expect(await pictures.last().evaluate(async (img: HTMLImageElement) => (img.scrollIntoView(), await img.decode().then(() => img.naturalWidth, () => 0)))).toBeGreaterThan(0)
  await page.getByRole('link', {name: 'Back to News'}).click()
  await expect(page).toHaveURL(`${demo().url}/news`)
})

test('a cover photo is fetched at the width it is drawn: a phone’s screen, the desktop column', async ({browser}) => {
  const coverWidth = async (viewport: {width: number; height: number}, deviceScaleFactor: number) => {
    const context = await browser.newContext({viewport, deviceScaleFactor})
    const page = await context.newPage()
    await page.goto(`${demo().url}/news`)
    await page.getByRole('list', {name: 'Posts, newest first'}).getByRole('link').first().click()
    const cover = page.getByRole('article').locator('figure img').first()
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const [drawn, file] = await cover.evaluate((img: HTMLImageElement) => [img.getBoundingClientRect().width, Number(new URL(img.currentSrc).searchParams.get('w'))])
    await context.close()
    return {needed: drawn! * deviceScaleFactor, file: file!}
  }
  // The file is the first listed width at least as wide as the picture's device pixels.
  for (const [viewport, scale] of [[{width: 390, height: 844}, 2], [{width: 1280, height: 800}, 1]] as const) {
    const {needed, file} = await coverWidth(viewport, scale)
    expect(file, `${viewport.width} px at ${scale}x`).toBeGreaterThanOrEqual(needed)
    expect(file, `${viewport.width} px at ${scale}x`).toBe(IMAGE_DEVICE_SIZES.find((width) => width >= needed))
  }
})

test('a post page has no axe violations', async ({browser}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${demo().url}/news`)
  await page.getByRole('list', {name: 'Posts, newest first'}).getByRole('link').first().click()
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/ beat /)
  const {violations} = await new AxeBuilder({page}).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  await context.close()
})

test('/news/feed.xml is an Atom feed of the posts, newest first, with absolute links', async ({request}) => {
  const response = await request.get(`${demo().url}/news/feed.xml`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/atom+xml')
  const xml = await response.text()
  const links = [...xml.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((m) => m[1]!)
  expect(links.length).toBeGreaterThanOrEqual(3)
  for (const link of links) expect((await request.get(link.replace(/^https?:\/\/[^/]+/, demo().url))).status()).toBe(200)
  const published = [...xml.matchAll(/<published>([^<]+)<\/published>/g)].map((m) => m[1]!)
  expect(published).toEqual([...published].sort().reverse())
})

test('the sitemap lists every post; an unknown slug is still News Not Found', async ({request}) => {
  const sitemap = await (await request.get(`${demo().url}/sitemap.xml`)).text()
  const feed = await (await request.get(`${demo().url}/news/feed.xml`)).text()
  for (const [, link] of feed.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)) expect(sitemap).toContain(link)
  const missing = await request.get(`${demo().url}/news/match-99-nobody-beat-anybody`)
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('News Not Found')
})
