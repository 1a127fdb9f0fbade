// The site's quieter pages: the CMS text pages, the Coming Soon placeholders, contests, registration,
// schedules and the demo profile (axe on every one of them, at desktop and phone widths: site-wide.spec.ts).
import {expect, test} from '@playwright/test'

const CMS_PAGES = [
  {path: '/about', title: 'About OPL', text: 'apartment cricket league for the housing societies'},
  {path: '/privacy', title: 'Privacy Policy', text: 'does not store personal information about visitors'},
  {path: '/terms', title: 'Terms & Conditions', text: 'Dates marked tentative may change'},
]

for (const {path, title, text} of CMS_PAGES) {
  test(`${path} shows its CMS text @phone`, async ({page}) => {
    await page.goto(path)
    await expect(page).toHaveTitle(`${title} | OPL`)
    await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible()
    await expect(page.getByRole('main').getByText(text)).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/)
  })
}

const COMING_SOON = [
  {path: '/matches/points', title: 'Points Table'},
  {path: '/matches/top-bids', title: 'Top Bids'},
  {path: '/matches/results', title: 'Results'},
  {path: '/participation/players', title: 'Players'},
]

for (const {path, title} of COMING_SOON) {
  test(`${path} is a Coming Soon page titled ${title}`, async ({page}) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${title} | OPL`)
    await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible()
    await expect(page.getByRole('main').getByText('Coming Soon', {exact: true})).toBeVisible()
    await page.getByRole('main').getByRole('link', {name: 'See the key dates'}).click()
    await expect(page).toHaveURL('/matches/schedules')
  })
}

test('/join/contests names the three planned contests, and its button is disabled @phone', async ({page}) => {
  await page.goto('/join/contests')
  await expect(page).toHaveTitle('Contests | OPL')
  const contests = page.getByRole('list', {name: 'Planned contests'}).getByRole('listitem')
  await expect(contests).toHaveCount(3)
  for (const name of ['Predict the Winner', 'Top Scorer Challenge', 'Fan of the Match']) {
    await expect(page.getByRole('heading', {level: 3, name})).toBeVisible()
  }
  await expect(page.getByRole('button', {name: 'Coming Soon'})).toBeDisabled()
})

test('/join/registration says registration opens soon and shows the support contact', async ({page}) => {
  await page.goto('/join/registration')
  await expect(page).toHaveTitle('Player Registration | OPL')
  await expect(page.getByRole('heading', {name: 'Player registration opens soon'})).toBeVisible()
  const contact = page.getByRole('region', {name: 'Registration support'})
  await expect(contact).toContainText('OPL Registration Desk')
  await expect(contact.getByRole('link', {name: '+91 98450 00000'})).toHaveAttribute('href', 'tel:+919845000000')
  await expect(contact.getByRole('link', {name: 'register@oxygenpremierleague.in'})).toHaveAttribute(
    'href',
    'mailto:register@oxygenpremierleague.in',
  )
})

test('/matches/schedules shows the three key dates @phone', async ({page}) => {
  await page.goto('/matches/schedules')
  await expect(page).toHaveTitle('Schedules (Current Season) | OPL')
  const dates = page.getByRole('list', {name: 'Key dates'}).getByRole('listitem')
  await expect(dates).toHaveCount(3)
  await expect(dates.nth(0)).toContainText('Player Auction')
  await expect(dates.nth(0)).toContainText('6 Dec 2025')
  // Its day has passed: done, and no longer tentative.
  await expect(dates.nth(0)).toContainText('Done')
  await expect(dates.nth(0)).not.toContainText('TENTATIVE')
  await expect(dates.nth(1)).toContainText('League Matches Begin')
  await expect(dates.nth(1)).toContainText('24 Jan 2026 onwards')
  await expect(dates.nth(2)).toContainText('Grand Finale')
  await expect(dates.nth(2)).toContainText('8 Feb 2026')
  await expect(dates.nth(2)).toContainText('FINALS')
})

test('/profile is a labelled demo whose matches link lands on a real page', async ({page}) => {
  await page.goto('/profile')
  await expect(page).toHaveTitle('My Profile (Demo) | OPL')
  await expect(page.getByText('Demo profile: sample details, not a real account')).toBeVisible()
  await expect(page.getByRole('heading', {level: 2, name: 'Demo Player'})).toBeVisible()
  const link = page.getByRole('link', {name: 'View match schedules'})
  const href = await link.getAttribute('href')
  expect(href).toBe('/matches/schedules')
  expect((await page.request.get(href ?? '')).status()).toBe(200)
  await link.click()
  await expect(page).toHaveURL('/matches/schedules')
  await expect(page.getByRole('heading', {level: 1, name: 'Schedules', exact: true})).toBeVisible()
})

test('/profile Logout only shows an alert saying it is a demo @phone', async ({page}) => {
  await page.goto('/profile')
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    await dialog.dismiss()
  })
  await page.getByRole('button', {name: 'Logout'}).click()
  await expect.poll(() => dialogs).toEqual(['alert: This is a demo profile: there is no account to log out of yet.'])
  await expect(page).toHaveURL('/profile')
})

