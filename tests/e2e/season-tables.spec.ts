// The league tables read on a phone (demo season): at 320, 390, 768 and 1280 px no column is cut off
// (the page never scrolls sideways, the frame scrolls to every column), the columns a fan needs first
// are in view without scrolling, the leading column stays in view when the table is scrolled, a table
// that scrolls says so, and every abbreviation shown has its full name.
import {expect, test, type Locator} from '@playwright/test'
import {demoSite} from './support/demo-site'

const demo = demoSite()

const WIDTHS = [320, 390, 768, 1280]

/** Each league page's tables and how many leading columns must show without scrolling. Results and
 * fixtures are cards below 600 px (season-calendar.spec), tables from there up. */
const PAGES = [
  {path: '/matches/points', table: /points table/, firstColumns: ['#', 'Team', 'P', 'Pts']},
  {path: '/matches/results', table: /results/, firstColumns: ['Match', 'Score and result'], from: 600},
  {path: '/matches/schedules', table: /^Fixtures$/, firstColumns: ['Match', 'Teams', 'Date and time (IST)'], from: 600},
  {path: '/matches/top-bids', table: /Top bids/, firstColumns: ['#', 'Player', 'Bought by', 'Price']},
  {path: '/participation/players', table: /Oxygen Gangsters players/, firstColumns: ['Player', 'Role']},
]

type Box = {left: number; right: number}
const box = (locator: Locator) => locator.evaluate((el) => (({left, right}) => ({left, right}))(el.getBoundingClientRect()))
const inside = (inner: Box, outer: Box) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1

for (const width of WIDTHS)
  for (const {path, table, firstColumns} of PAGES.filter((p) => width >= (p.from ?? 0)))
    test(`${path} at ${width} px: nothing cut off, first columns in view, leading column stays, scrolling shown`, async ({browser}) => {
      const context = await browser.newContext({viewport: {width, height: 800}})
      const page = await context.newPage()
      await page.goto(`${demo().url}${path}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(width)
      const frame = page.getByRole('region', {name: table}).first()
      const frameBox = await box(frame)
      expect(frameBox.right).toBeLessThanOrEqual(width)

      const headings = frame.locator('thead th')
      expect(await headings.allTextContents()).toEqual(expect.arrayContaining(firstColumns))
      for (const name of firstColumns) {
        const heading = headings.filter({hasText: new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`)})
        expect(inside(await box(heading), frameBox), `${name} is in view without scrolling`).toBe(true)
      }

      const scrolls = await frame.evaluate((el) => el.scrollWidth > el.clientWidth + 1)
      const cue = frame.getByText('Scroll sideways for more columns')
      if (scrolls) {
        await expect(cue).toBeVisible()
        await frame.evaluate((el) => el.scrollTo({left: el.scrollWidth}))
        // Scrolled to the end: the last column is whole, the leading one still in view, the cue gone.
        await expect.poll(async () => inside(await box(headings.last()), frameBox)).toBe(true)
        const lead = frame.locator('tbody tr').first().locator('th[scope="row"]')
        expect(inside(await box(lead), frameBox), 'the leading column stays in view').toBe(true)
        await expect(cue).toBeHidden()
      } else {
        await expect(cue).toBeHidden()
        expect(inside(await box(headings.last()), frameBox)).toBe(true)
      }

      // Every abbreviation has its full name, in its title and in the legend.
      // (A column shown from the sm breakpoint up is hidden below it, with its entry in the legend.)
      for (const abbr of await frame.locator('abbr:visible').all()) {
        const title = await abbr.getAttribute('title')
        expect(title).toMatch(/\w{3}/)
        await expect(page.getByRole('definition').filter({hasText: title!}).first()).toBeAttached()
      }
      await context.close()
    })
