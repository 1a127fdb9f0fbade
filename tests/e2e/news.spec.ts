// /news and /news/{slug}: the four team notes (team, captain, quote, colour), each page of its own,
// the way back, and the News Not Found page for an unknown slug (404, Go Back); axe: site-wide.spec.ts and polish.spec.ts.
import {expect, test} from '@playwright/test'

const NOTES = [
  {slug: 'oxygen-gangsters', team: 'Oxygen Gangsters', captain: 'Rahul Menon', quote: 'Season 1 taught us that every run counts.', from: 'rgb(11, 110, 79)'},
  {slug: 'oxygen-desperados', team: 'Oxygen Desperados', captain: 'Arjun Reddy', quote: 'Expect fireworks in every over.', from: 'rgb(122, 31, 31)'},
  {slug: 'oxygen-gladiators', team: 'Oxygen Gladiators', captain: 'Karthik Iyer', quote: 'The Gladiators are ready for the arena.', from: 'rgb(29, 59, 143)'},
  {
    slug: 'oxygen-elite-warriors-rising-force',
    team: 'Oxygen Elite Warriors Rising Force',
    captain: 'Vikram Shetty',
    quote: 'heart beats experience.',
    from: 'rgb(91, 42, 134)',
  },
]

test('/news lists the four team notes with team, captain, quote and colour, each linking to its page @phone', async ({page}) => {
  await page.goto('/news')
  await expect(page).toHaveTitle('News | OPL')
  const items = page.getByRole('list', {name: 'Team news'}).getByRole('listitem')
  await expect(items).toHaveCount(NOTES.length)
  for (const [position, note] of NOTES.entries()) {
    const item = items.nth(position)
    await expect(item.getByRole('heading', {name: note.team})).toBeVisible()
    await expect(item).toContainText(`Captain ${note.captain}`)
    await expect(item).toContainText(note.quote)
    await expect(item.getByRole('link', {name: note.team})).toHaveAttribute('href', `/news/${note.slug}`)
    // The team's colours, as the CMS has them.
    const band = item.locator('[style*="linear-gradient"]')
    await expect(band).toHaveCSS('background-image', new RegExp(`^linear-gradient\\(135deg, ${note.from.replace(/[()]/g, '\\$&')}`))
  }
  // The whole card is the link: a click anywhere on it opens the note.
  await items.nth(2).click()
  await expect(page).toHaveURL(`/news/${NOTES[2]!.slug}`)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(NOTES[2]!.team)
})

for (const note of NOTES) {
  test(`/news/${note.slug} shows the note and leads back to /news`, async ({page}) => {
    const response = await page.goto(`/news/${note.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${note.team} | OPL`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`Captain ${note.captain} of ${note.team}`))
    await expect(page.getByRole('heading', {level: 1})).toHaveText(note.team)
    await expect(page.getByRole('blockquote')).toContainText(note.quote)
    await expect(page.getByRole('main')).toContainText(note.captain)
    // The other three notes are a click away.
    await expect(page.getByRole('navigation', {name: 'More team news'}).getByRole('link')).toHaveCount(NOTES.length - 1)
    await page.getByRole('link', {name: 'Back to News'}).click()
    await expect(page).toHaveURL('/news')
  })
}

test('an unknown slug answers 404 with News Not Found; Go Back returns to where the visitor was @phone', async ({page}) => {
  await page.goto('/news')
  const response = await page.goto('/news/no-such-team')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('News Not Found | OPL')
  await expect(page.getByRole('heading', {level: 1, name: 'News Not Found'})).toBeVisible()
  await page.getByRole('button', {name: 'Go Back'}).click()
  await expect(page).toHaveURL('/news')
})

test('Go Back on a News Not Found page opened directly goes to /news', async ({browser}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/news/no-such-team')
  await expect(page.getByRole('heading', {level: 1, name: 'News Not Found'})).toBeVisible()
  await page.getByRole('button', {name: 'Go Back'}).click()
  await expect(page).toHaveURL('/news')
  await expect(page.getByRole('list', {name: 'Team news'}).getByRole('listitem')).toHaveCount(NOTES.length)
  await context.close()
})
