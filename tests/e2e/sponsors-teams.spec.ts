// /sponsors (main, co and powered-by placeholders, Contact Us) and /participation/teams (the four
// teams and the open slot for a new one); axe on both: site-wide.spec.ts.
import {expect, test} from '@playwright/test'

test('/sponsors shows one main sponsor, two co sponsors and three powered-by partners @phone', async ({page}) => {
  await page.goto('/sponsors')
  await expect(page).toHaveTitle('Sponsors | OPL')
  const tier = (name: string) => page.getByRole('region', {name}).getByRole('listitem')

  await expect(tier('Main Sponsor')).toHaveCount(1)
  await expect(tier('Main Sponsor')).toContainText('Your Brand Here')
  await expect(tier('Main Sponsor')).toContainText('this spot is open')
  await expect(tier('Main Sponsor')).toContainText('MS')

  await expect(tier('Co Sponsors')).toHaveCount(2)
  await expect(tier('Co Sponsors').getByRole('heading')).toHaveText(['Co Sponsor One', 'Co Sponsor Two'])
  await expect(tier('Powered By')).toHaveCount(3)
  await expect(tier('Powered By').getByRole('heading')).toHaveText(['Partner One', 'Partner Two', 'Partner Three'])
  // Co sponsors and partners show their marks; the open main spot keeps its initials badge.
  for (const card of [...(await tier('Co Sponsors').all()), ...(await tier('Powered By').all())]) {
    await card.scrollIntoViewIfNeeded()
    await expect(card.locator('img')).toHaveJSProperty('complete', true)
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  }
  await expect(tier('Main Sponsor').locator('img')).toHaveCount(0)
})

test('Contact Us on /sponsors leads to /contact', async ({page}) => {
  await page.goto('/sponsors')
  await page.getByRole('main').getByRole('link', {name: 'Contact Us'}).click()
  await expect(page).toHaveURL('/contact')
})

test('/participation/teams lists the four teams with their societies, then the open slot @phone', async ({page}) => {
  await page.goto('/participation/teams')
  await expect(page).toHaveTitle('Teams | OPL')
  const items = page.getByRole('list', {name: 'Teams'}).getByRole('listitem')
  await expect(items).toHaveCount(5)
  await expect(items.getByRole('heading')).toHaveText([
    'Oxygen Desperados',
    'Oxygen Elite Warriors Rising Force',
    'Oxygen Gangsters',
    'Oxygen Gladiators',
    'New Team — Coming Soon',
  ])
  await expect(items.filter({hasText: 'Oxygen Gangsters'})).toContainText('Oxygen Residency')
  await expect(items.filter({hasText: 'Oxygen Gladiators'})).toContainText('Lakeview Heights')
  for (let position = 0; position < 4; position++) {
    await expect(items.nth(position).locator('img')).toHaveJSProperty('complete', true)
  }
  // The open slot is drawn differently: a dashed outline, no crest.
  const openSlot = items.last()
  await expect(openSlot).toHaveCSS('border-top-style', 'dashed')
  await expect(items.first()).toHaveCSS('border-top-style', 'solid')
  await expect(openSlot.locator('img')).toHaveCount(0)
  await openSlot.getByRole('link', {name: 'Get in touch'}).click()
  await expect(page).toHaveURL('/contact')
})

test('on a phone each team card leads with the team’s name, larger than its society under it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844})
  await page.goto('/participation/teams')
  const cards = page.getByRole('list', {name: 'Teams'}).getByRole('listitem').filter({has: page.getByRole('heading', {level: 2})})
  const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize)
  const teamCards = await cards.filter({has: page.locator('h2 + p')}).all()
  expect(teamCards.length).toBeGreaterThanOrEqual(4)
  for (const card of teamCards) {
    const name = await card.getByRole('heading', {level: 2}).evaluate(size)
    const society = await card.locator('h2 + p').evaluate(size)
    expect(name).toBeGreaterThan(society * 1.1)
  }
})
