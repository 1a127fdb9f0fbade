// The Rules page (demo season): the season's overs, players and points as a fan reads them, at phone and
// desktop widths, reached from the points table, axe clean.
import AxeBuilder from '@axe-core/playwright'
import {expect, test} from '@playwright/test'
import {demoSite} from './support/demo-site'

const demo = demoSite({around: new Date()})

for (const width of [390, 1280]) {
  test(`the Rules page states the demo season's format and points at ${width} px`, async ({browser}) => {
    const context = await browser.newContext({viewport: {width, height: 900}})
    const page = await context.newPage()
    await page.goto(`${demo().url}/matches/points`)
    await page.getByRole('link', {name: /The rules: overs, players and points/}).click()
    await expect(page).toHaveURL(/\/matches\/rules$/)
    await expect(page.getByRole('heading', {level: 1, name: 'Rules'})).toBeVisible()
    await expect(page.getByText('8 overs an innings')).toBeVisible()
    await expect(page.getByText('11 players a side')).toBeVisible()
    await expect(page.getByText('At most 2 overs each')).toBeVisible()
    await expect(page.getByText('2 points', {exact: true})).toBeVisible()
    await expect(page.getByText(/A tie .* gives each side 1 point/)).toBeVisible()
    const axe = await new AxeBuilder({page}).analyze()
    expect(axe.violations).toEqual([])
    await context.close()
  })
}
