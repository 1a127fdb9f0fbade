// Links fetch the next page's data when the visitor shows intent (pointer, finger or focus on the link),
// not every page in sight as soon as it is painted; the navigation that follows is still client-side.
import {expect, test, type Page} from '@playwright/test'

/** Paths whose page data (Next's RSC payload) the browser asks for from now on. */
function pageDataRequests(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc') || request.headers()['rsc'] === '1') paths.push(url.pathname)
  })
  return paths
}

test('nothing is prefetched on sight; hovering a link fetches its page, and the click navigates without a reload', async ({
  page,
}) => {
  const requested = pageDataRequests(page)
  await page.goto('/', {waitUntil: 'networkidle'})
  await page.waitForTimeout(1_000)
  expect(requested).toEqual([])

  const gallery = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Gallery'})
  await gallery.hover()
  await expect.poll(() => requested).toContain('/gallery')

  // A marker on the window survives a client-side navigation, not a page load.
  await page.evaluate(() => ((window as unknown as {__stayed: boolean}).__stayed = true))
  await gallery.click()
  await expect(page).toHaveURL(/\/gallery$/)
  await expect(page.getByRole('heading', {level: 1})).toContainText('Gallery')
  expect(await page.evaluate(() => (window as unknown as {__stayed?: boolean}).__stayed)).toBe(true)
})

test('keyboard focus on a link prefetches its page too @phone', async ({page}) => {
  const requested = pageDataRequests(page)
  await page.goto('/news', {waitUntil: 'networkidle'})
  await page.waitForTimeout(1_000)
  expect(requested).toEqual([])
  await page.getByRole('link', {name: /Oxygen Gangsters/}).first().focus()
  await expect.poll(() => requested).toContain('/news/oxygen-gangsters')
})
