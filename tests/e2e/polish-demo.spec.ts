// Team cards on the demo season (content/demo-season.ndjson): with players and fixtures in the data,
// each card leads to its team's players and to its own page's fixtures, landing on the team's block.
import AxeBuilder from '@axe-core/playwright'
import {expect, test} from '@playwright/test'
import {demoSite} from './support/demo-site'

const demo = demoSite()

test('a team card leads to the team’s players and its page’s fixtures, landing on each block @phone', async ({page}) => {
  test.slow()
  await page.goto(`${demo().url}/participation/teams`)
  const card = page.getByRole('list', {name: 'Teams'}).getByRole('listitem').filter({hasText: 'Oxygen Gladiators'})
  await expect(card.getByRole('link')).toHaveText(['Oxygen Gladiators', 'Team news about Oxygen Gladiators', 'Players of Oxygen Gladiators', 'Fixtures of Oxygen Gladiators'])
  await expect(card.getByRole('link', {name: 'Oxygen Gladiators', exact: true})).toHaveAttribute('href', '/participation/teams/oxygen-gladiators')

  await card.getByRole('link', {name: 'Players of Oxygen Gladiators'}).click()
  await expect(page).toHaveURL(`${demo().url}/participation/players#team-oxygen-gladiators`)
  const players = page.locator('#team-oxygen-gladiators')
  await expect(players.getByRole('heading', {level: 2})).toHaveText('Oxygen Gladiators')
  await expect(players.getByRole('heading', {level: 2})).toBeInViewport()
  await expect(players.locator('tbody tr')).not.toHaveCount(0)

  await page.goBack()
  await card.getByRole('link', {name: 'Fixtures of Oxygen Gladiators'}).click()
  await expect(page).toHaveURL(`${demo().url}/participation/teams/oxygen-gladiators#team-matches`)
  const fixtures = page.getByRole('region', {name: 'Fixtures and results'})
  await expect(fixtures.getByRole('heading', {level: 2})).toBeInViewport()
  // Cards on a phone, a table from the sm breakpoint up.
  await expect(fixtures.getByRole('listitem').or(fixtures.locator('tbody tr')).first()).toBeVisible()
  await expect(page.getByRole('link', {name: 'Download the fixtures of Oxygen Gladiators (.ics)'})).toHaveAttribute('href', '/calendar/oxygen-gladiators.ics')
})

for (const route of ['/participation/teams', '/matches/schedules#team-oxygen-gladiators']) {
  test(`${route} on the demo season has no axe violations @phone`, async ({browser}, testInfo) => {
    test.slow()
    const {viewport, isMobile, hasTouch} = testInfo.project.use
    const context = await browser.newContext({viewport, isMobile, hasTouch})
    const page = await context.newPage()
    await page.goto(`${demo().url}${route}`)
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    expect((await new AxeBuilder({page}).analyze()).violations).toEqual([])
    await context.close()
  })
}
