// A site that knows what day it is, and reads on a phone (issue 42):
// - the seed as it is (its season, the spec's dates, is over), the seed moved before its auction (the
//   spec's own words), and the demo season made around today (mid-league): every date-derived label
//   agrees with the calendar;
// - on the demo season at 320 and 390 px fixtures, results and a team's matches are cards grouped by day
//   (crests, codes, "v", a score on one line, the winner marked, W/L for the team), tables at 1280 px;
//   the points table shows #, team, P, Pts and NRR at 320 px without scrolling; the team filter is plain
//   links; and the smaller items: a quiet Login link, shared Top Bids ranks, the phone's heading scale,
//   the /news spacing, society cards naming their team.
import {expect, test, type Browser, type Page} from '@playwright/test'
import {demoSite} from './support/demo-site'
import {seedSite} from './support/seed-site'

const main = (page: Page) => page.getByRole('main')
const menuLink = (page: Page, href: string) => page.locator(`nav[aria-label="Main"] a[href="${href}"]`)

async function phone(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({viewport: {width, height: 844}, javaScriptEnabled})
  return {context, page: await context.newPage()}
}

test.describe('the seed, its season over', () => {
  test('every key date is done, the auction no longer tentative; the schedule says the season ended @phone', async ({page}) => {
    await page.goto('/matches/schedules')
    const dates = page.getByRole('list', {name: 'Key dates'}).getByRole('listitem')
    await expect(dates).toHaveCount(3)
    for (const item of await dates.all()) {
      await expect(item).toHaveAttribute('data-state', 'done')
      await expect(item).toContainText('Done')
    }
    await expect(page.getByRole('list', {name: 'Key dates'})).not.toContainText('TENTATIVE')
    await expect(page.getByText('Matches · 2025 season · completed')).toBeVisible()
    await expect(main(page)).toContainText('The 2025 season ended with the final on 8 Feb 2026.')
    await expect(main(page)).not.toContainText('once the auction has picked the squads')
    await expect(main(page)).toContainText('Next season’s fixtures are posted here once its auction has picked the squads.')
  })

  test('the waiting pages speak of next season, never of dates gone by', async ({page}) => {
    await page.goto('/matches/points')
    await expect(main(page)).toContainText('Standings for next season go live when its league matches begin.')
    await expect(main(page)).not.toContainText('Standings go live when the league matches begin')
    await page.goto('/matches/top-bids')
    await expect(main(page)).toContainText('The player auction was held on 6 Dec 2025.')
    await expect(main(page)).not.toContainText('has not fallen yet')
    await page.goto('/join/registration')
    await expect(main(page)).toContainText('Registration for next season opens ahead of its player auction.')
    await expect(menuLink(page, '/join/registration')).toHaveText('Player Registration (Coming Soon)')
  })

  test('society cards link to their team, or say there is none this season @phone', async ({page}) => {
    await page.goto('/participation/societies')
    const cards = page.getByRole('list', {name: 'Participating societies'}).getByRole('listitem')
    await expect(cards).toHaveCount(8)
    const oxygen = cards.filter({hasText: 'Oxygen Residency'})
    await expect(oxygen.getByRole('link', {name: 'Oxygen Gangsters'})).toHaveAttribute('href', '/participation/teams/oxygen-gangsters')
    await expect(cards.filter({hasText: 'No team this season'})).toHaveCount(4)
  })

  test('Login is a quiet text link in the bar, with the spec’s modal behind it @phone', async ({page}) => {
    await page.goto('/')
    const login = page.getByRole('banner').getByRole('link', {name: 'Login', exact: true})
    await expect(login).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(login).toHaveCSS('text-decoration-line', 'underline')
    expect((await login.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await login.click()
    await expect(page.getByRole('dialog', {name: 'Coming Soon'})).toBeVisible()
  })

  test('on a phone each home section heading is at least 1.4× its “see all” link', async ({browser}) => {
    const {context, page} = await phone(browser, 390)
    await page.goto('/')
    const pairs = await page.locator('main section').evaluateAll((sections) =>
      sections.flatMap((section) => {
        const heading = section.querySelector(':scope h2')
        const more = heading?.closest('div')?.parentElement?.querySelector(':scope a')
        if (!heading || !more || !more.textContent?.includes('→')) return []
        return [{heading: parseFloat(getComputedStyle(heading).fontSize), link: parseFloat(getComputedStyle(more).fontSize)}]
      }),
    )
    expect(pairs.length).toBeGreaterThan(0)
    for (const {heading, link} of pairs) expect(heading).toBeGreaterThanOrEqual(1.4 * link)
    await context.close()
  })
})

test.describe('the seed before its auction: the spec’s words', () => {
  const seed = seedSite({'keyDate-auction': 10, 'keyDate-league-start': 40, 'keyDate-grand-finale': 60})

  test('TENTATIVE, the next date leading, and every waiting text as the spec has it', async ({page}) => {
    const url = seed().url
    await page.goto(`${url}/matches/schedules`)
    const dates = page.getByRole('list', {name: 'Key dates'}).getByRole('listitem')
    await expect(dates.first()).toHaveAttribute('data-state', 'next')
    await expect(dates.first()).toContainText('TENTATIVE')
    await expect(dates.first()).toHaveAttribute('aria-current', 'step')
    await expect(page.getByText('Matches · 2025 season', {exact: true})).toBeVisible()
    await expect(main(page)).toContainText('Weekend fixtures, team by team, are posted here once the auction has picked the squads.')
    await expect(menuLink(page, '/join/registration')).toHaveText('Player Registration (Coming Soon)')
    await page.goto(`${url}/matches/points`)
    await expect(main(page)).toContainText('Standings go live when the league matches begin.')
    await page.goto(`${url}/join/registration`)
    await expect(main(page)).toContainText('opens ahead of the auction')
    await page.goto(`${url}/join/contests`)
    await expect(main(page)).toContainText('Entries open closer to the league matches.')
    await page.goto(`${url}/matches/top-bids`)
    await expect(main(page)).toContainText('The auction hammer has not fallen yet')
  })
})

test.describe('the demo season, mid-league', () => {
  const demo = demoSite({around: new Date()})

  test('registration is closed, contests are not open, past key dates are done and the final leads', async ({page}) => {
    await page.goto(`${demo().url}/matches/schedules`)
    await expect(menuLink(page, '/join/registration')).toHaveText('Player Registration (Closed)')
    const dates = page.getByRole('list', {name: 'Key dates'}).getByRole('listitem')
    await expect(dates.filter({hasText: 'Grand Finale'})).toHaveAttribute('data-state', 'next')
    await expect(dates.filter({hasText: 'League Matches Begin'})).toHaveAttribute('data-state', 'done')
    await page.goto(`${demo().url}/join/registration`)
    await expect(main(page).getByRole('heading', {name: 'Player registration has closed'})).toBeVisible()
    await expect(main(page)).not.toContainText('Coming Soon')
    await page.goto(`${demo().url}/join/contests`)
    await expect(main(page)).toContainText('Entries are not open for this season’s league matches.')
  })

  for (const width of [320, 390])
    test(`at ${width} px results and fixtures are cards grouped by day: crests, codes, v, one-line scores, the winner`, async ({browser}) => {
      const {context, page} = await phone(browser, width)
      for (const path of ['/matches/results', '/matches/schedules']) {
        await page.goto(`${demo().url}${path}`)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width)
        await expect(main(page).locator('table')).toBeHidden()
        const cards = main(page).locator('[data-match-cards] article')
        expect(await cards.count()).toBeGreaterThan(5)
        const heading = main(page).locator('[data-match-cards] :is(h2, h3)').first()
        await expect(heading).toHaveCSS('position', 'sticky')
        await expect(heading).toHaveText(/^\w{3},? \d{1,2} \w{3} \d{4}$/)
        for (const card of (await cards.all()).slice(0, 6)) {
          await expect(card.getByText('v', {exact: true})).toBeVisible()
          const sides = card.locator('[data-side]')
          await expect(sides).toHaveCount(2)
          for (const side of await sides.all()) {
            await expect(side.locator('img')).toBeVisible()
            await expect(side.getByRole('link')).toHaveText(/^[A-Z0-9]{2,4}Oxygen /)
          }
          // A score stays on one line and inside the card.
          for (const score of await card.getByText(/^\d+\/\d+ \(\d+\.\d\)$/).all()) {
            expect(await score.evaluate((el) => el.getClientRects().length)).toBe(1)
          }
          if ((await card.getAttribute('data-status')) === 'completed') {
            await expect(card.locator('[data-winner]')).toHaveCount(1)
            await expect(card).toContainText(/won by \d+ (runs?|wickets?)|Match tied/)
          }
        }
      }
      await context.close()
    })

  test('at 1280 px results and fixtures are tables, the cards hidden', async ({page}) => {
    for (const [path, name] of [['/matches/results', /results/], ['/matches/schedules', /^Fixtures$/]] as const) {
      await page.goto(`${demo().url}${path}`)
      await expect(page.getByRole('region', {name}).first()).toBeVisible()
      await expect(main(page).locator('[data-match-cards]').first()).toBeHidden()
    }
  })

  test('a team’s page shows its matches as cards with W, L, T or NR, matching its row of the table', async ({browser}) => {
    const {context, page} = await phone(browser, 390)
    await page.goto(`${demo().url}/matches/points`)
    const row = page.getByRole('region', {name: /points table/}).locator('tbody tr').filter({hasText: 'Oxygen Gangsters'})
    const headings = await page.getByRole('region', {name: /points table/}).locator('thead th').allTextContents()
    const cells = await row.locator('th, td').allTextContents()
    const won = Number(cells[headings.indexOf('W')])
    const lost = Number(cells[headings.indexOf('L')])
    await page.goto(`${demo().url}/participation/teams/oxygen-gangsters`)
    const cards = main(page).getByRole('group', {name: 'Matches of Oxygen Gangsters'}).locator('article')
    await expect(cards.filter({has: page.getByText('Won', {exact: true})})).toHaveCount(won)
    await expect(cards.filter({has: page.getByText('Lost', {exact: true})})).toHaveCount(lost)
    await context.close()
  })

  test('the points table at 320 px: #, team, P, Pts and NRR without scrolling; form and the final’s places marked', async ({browser}) => {
    const {context, page} = await phone(browser, 320)
    await page.goto(`${demo().url}/matches/points`)
    const frame = page.getByRole('region', {name: /points table/})
    expect(await frame.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    for (const name of ['#', 'Team', 'P', 'Pts', 'NRR']) await expect(frame.locator('thead th').filter({hasText: new RegExp(`^${name}$`)})).toBeVisible()
    for (const name of ['W', 'L', 'Form']) await expect(frame.locator('thead th').filter({hasText: new RegExp(`^${name}$`)})).toBeHidden()
    const rows = frame.locator('tbody tr')
    await expect(rows.first().getByRole('link')).toHaveText(/^[A-Z0-9]{2,4}Oxygen /)
    await expect(rows.first().locator('[data-outcome]').first()).toBeVisible()
    await expect(rows.first()).toContainText(/Last \d: (won|lost|tied|no result)/)
    await expect(frame.locator('tbody tr[data-final-place]')).toHaveCount(2)
    await expect(page.getByText('The top 2 play the final.')).toBeVisible()
    await context.close()
  })

  test('the team filter is plain links: one team’s results and fixtures, without script; an unknown team is 404', async ({browser}) => {
    const {context, page} = await phone(browser, 390, false)
    await page.goto(`${demo().url}/matches/results`)
    const filter = page.getByRole('navigation', {name: 'Show one team'})
    await expect(filter.getByRole('link', {name: 'All teams'})).toHaveAttribute('aria-current', 'page')
    await filter.getByRole('link', {name: 'Oxygen Gladiators'}).click()
    await expect(page).toHaveURL(/\/matches\/results\/oxygen-gladiators#results$/)
    await expect(filter.getByRole('link', {name: 'Oxygen Gladiators'})).toHaveAttribute('aria-current', 'page')
    const cards = main(page).locator('[data-match-cards] article')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const card of await cards.all()) await expect(card.getByRole('link', {name: 'Oxygen Gladiators'})).toHaveCount(1)
    await page.goto(`${demo().url}/matches/schedules/oxygen-gladiators`)
    await expect(main(page).getByRole('heading', {level: 2, name: 'Fixtures: Oxygen Gladiators'})).toBeVisible()
    for (const card of await main(page).locator('[data-match-cards] article').all()) await expect(card).toContainText('GLA')
    const missing = await page.goto(`${demo().url}/matches/results/no-such-team`)
    expect(missing?.status()).toBe(404)
    await context.close()
  })

  test('Top Bids: equal bids share a rank, and the rank column holds three digits', async ({page}) => {
    await page.goto(`${demo().url}/matches/top-bids`)
    const rows = await main(page)
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => ({rank: Number(tr.children[0]!.textContent), price: tr.lastElementChild!.textContent})))
    rows.forEach((row, i) => {
      const previous = rows[i - 1]
      expect(row.rank).toBe(previous && previous.price === row.price ? previous.rank : i + 1)
    })
    const fits = await main(page)
      .locator('tbody tr td')
      .first()
      .evaluate((cell) => {
        const probe = document.createElement('span')
        probe.textContent = '100'
        cell.append(probe)
        const room = cell.clientWidth - parseFloat(getComputedStyle(cell).paddingLeft) - parseFloat(getComputedStyle(cell).paddingRight)
        const fit = probe.getBoundingClientRect().width <= room
        probe.remove()
        return fit
      })
    expect(fits).toBe(true)
  })

  test('/news leaves room between the last report and “Team notes” @phone', async ({page}) => {
    await page.goto(`${demo().url}/news`)
    const heading = page.getByRole('heading', {level: 2, name: 'Team notes'})
    const gap = await heading.evaluate((h) => {
      const section = h.closest('section')!
      let previous = section.previousElementSibling
      while (previous && previous.tagName !== 'SECTION') previous = previous.previousElementSibling
      return h.getBoundingClientRect().top - previous!.getBoundingClientRect().bottom
    })
    expect(gap).toBeGreaterThanOrEqual(24)
  })
})
