// The first slice end to end: schema → seed → query → content layer → server-rendered page.
import {expect, test} from '@playwright/test'

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

test('the server HTML carries its styles (no flash of unstyled content)', async ({request}) => {
  const html = await (await request.get('/participation/societies')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  // The shared rules come as render-blocking stylesheets in the head; a page's own as <style> in it.
  const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!)
  expect(sheets.length).toBeGreaterThan(0)
  const linked = await Promise.all(sheets.map(async (href) => (await request.get(href)).text()))
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])
  const styles = [...linked, ...inline].join('\n').replaceAll(/\s+/g, '')
  // The header's sticky positioning and the page band's gradient are in the first response's styles.
  expect(styles).toContain('position:sticky')
  expect(styles).toMatch(/linear-gradient\(135deg/)
  // The global styles (box sizing, the skip link) are in them too.
  expect(styles).toContain('box-sizing:border-box')
  expect(styles).toContain('.skip-link')
  // And the societies' cards (plain `card`s, from the shared stylesheet).
  expect(html).toContain('class="card"')
  expect(styles).toMatch(/\.card\{[^}]*border-radius:12px/)
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
  const {ROOT} = await import('./support/site-server')
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'start', 'web', '-p', '0'], {
    cwd: ROOT,
    env: {...process.env, SANITY_PROJECT_ID: 'Not A Project!', NEXT_TELEMETRY_DISABLED: '1'},
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('Invalid environment variable SANITY_PROJECT_ID: must be a Sanity project id')
  expect(result.stderr.match(/Invalid environment variable/g)).toHaveLength(1)
})
