// The first slice end to end: schema → seed → query → content layer → server-rendered page.
import {expect, test, type Locator} from '@playwright/test'

test('/participation/societies lists the 8 societies with locations, inside the header and footer', async ({page}) => {
  await page.goto('/participation/societies')
  await expect(page).toHaveTitle('Participating Societies | OPL')
  await expect(page.getByRole('heading', {level: 1, name: 'Participating Societies'})).toBeVisible()
  const societies = page.getByRole('list', {name: 'Participating societies'}).getByRole('listitem')
  await expect(societies).toHaveCount(8)
  await expect(societies.filter({hasText: 'Oxygen Residency'})).toContainText('Dommasandra, Sarjapur Road')
  await expect(societies.filter({hasText: 'Sunrise Towers'})).toContainText('Gunjur')

  const header = page.getByRole('banner')
  await expect(header.getByRole('link', {name: 'Oxygen Premier League home'})).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', {name: 'support@oxygenpremierleague.in'})).toHaveAttribute(
    'href',
    'mailto:support@oxygenpremierleague.in',
  )
  await expect(footer).toContainText('Bangalore, Karnataka')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Oxygen Premier League`)
})

test('the server HTML carries its styles (no flash of unstyled content)', async ({browser}) => {
  // Without script, nothing but the server's HTML can style the page.
  const context = await browser.newContext({javaScriptEnabled: false})
  const page = await context.newPage()
  await page.goto('/participation/societies')
  const style = (locator: Locator, property: string) =>
    locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)
  // The page defaults, the sticky header on the league's gradient, and the societies' cards.
  expect(await style(page.locator('body'), 'margin')).toBe('0px')
  expect(await style(page.locator('body'), 'box-sizing')).toBe('border-box')
  expect(await style(page.getByRole('banner'), 'position')).toBe('sticky')
  expect(await style(page.getByRole('banner'), 'background-image')).toContain('linear-gradient')
  const card = page.getByRole('list', {name: 'Participating societies'}).getByRole('listitem').first()
  expect(await style(card, 'border-radius')).toBe('12px')
  // The skip link waits above the page until it is focused.
  const skip = page.getByRole('link', {name: 'Skip to content'})
  expect((await skip.boundingBox())!.y).toBeLessThan(0)
  await context.close()
})

test('an unknown path answers 404 with the not-found page', async ({page}) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Sorry, that page could not be found.')).toBeVisible()
  await page.getByRole('link', {name: 'Go Home'}).click()
  await expect(page).toHaveURL('/')
})

test('bad settings stop start-up with one message naming the variable', async () => {
  const {spawnSync} = await import('node:child_process')
  const {E2E_DIST_DIR} = await import('./support/site-server')
  const {standaloneServer} = await import('../../scripts/lib/standalone')
  const result = spawnSync(process.execPath, [standaloneServer(E2E_DIST_DIR)], {
    env: {...process.env, SANITY_PROJECT_ID: 'Not A Project!', NEXT_TELEMETRY_DISABLED: '1', PORT: '0', HOSTNAME: '127.0.0.1'},
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('Invalid environment variable SANITY_PROJECT_ID: must be a Sanity project id')
  expect(result.stderr.match(/Invalid environment variable/g)).toHaveLength(1)
})
