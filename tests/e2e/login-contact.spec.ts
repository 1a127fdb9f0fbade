// The two interactive pages of the "not yet" kind: /login's Coming Soon modal (three ways to close it,
// focus in and back) and /contact's form (native validation, a thank-you, and nothing sent).
import {expect, test, type Page} from '@playwright/test'

async function openLogin(page: Page) {
  await page.goto('/login')
  const dialog = page.getByRole('dialog', {name: 'Coming Soon'})
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('/login', () => {
  test('the Coming Soon modal is open on arrival, with focus inside and the page behind it inert @phone', async ({page}) => {
    const dialog = await openLogin(page)
    await expect(page).toHaveTitle('Login | OPL')
    await expect(dialog).toContainText('accounts are not open yet')
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused()
    // Modal: Tab never reaches the page behind (Chromium may step out to its own toolbar, where the
    // document's active element is the body); :modal holds only for a dialog opened with showModal().
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      const inside = await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)
      expect(inside).toBe(true)
    }
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true)
  })

  test('the page behind the open modal does not scroll; once closed it does again @phone', async ({page}) => {
    const dialog = await openLogin(page)
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)
    expect(scrollable).toBe(true)
    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 600)
    await page.keyboard.press('End')
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
    await dialog.getByRole('button', {name: 'Close'}).click()
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0)
  })

  test('Escape closes it and focus returns to the Open login button', async ({page}) => {
    const dialog = await openLogin(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', {name: 'Open login'})).toBeFocused()
    await expect(page.getByText('every page of the site is free for all to browse')).toBeVisible()
    await page.getByRole('main').getByRole('link', {name: 'Back to Home'}).click()
    await expect(page).toHaveURL('/')
  })

  test('a click on the backdrop closes it; a click inside does not @phone', async ({page}) => {
    const dialog = await openLogin(page)
    await dialog.getByRole('heading', {name: 'Coming Soon'}).click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', {name: 'Open login'})).toBeFocused()
  })

  test('the Close button closes it; Open login reopens it and focus goes back to that button', async ({page}) => {
    const dialog = await openLogin(page)
    await dialog.getByRole('button', {name: 'Close'}).click()
    await expect(dialog).toBeHidden()
    const opener = page.getByRole('button', {name: 'Open login'})
    await expect(opener).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

test.describe('/contact', () => {
  const form = (page: Page) => page.getByRole('form', {name: 'Send us a message'})

  test.beforeEach(async ({page}) => {
    await page.goto('/contact')
    await expect(page).toHaveTitle('Contact Us | OPL')
  })

  test('submitting it empty is stopped by validation on all three required fields @phone', async ({page}) => {
    await page.getByRole('button', {name: 'Send Message'}).click()
    await expect(form(page).locator('input:invalid, textarea:invalid')).toHaveCount(3)
    await expect(page.getByRole('textbox', {name: 'Name'})).toBeFocused()
    await expect(page.getByRole('status')).toHaveCount(0)
  })

  test('an email that is not an email address is stopped', async ({page}) => {
    await page.getByRole('textbox', {name: 'Name'}).fill('Asha')
    await page.getByRole('textbox', {name: 'Email'}).fill('asha-at-example')
    await page.getByRole('textbox', {name: 'Message'}).fill('When is the auction?')
    await page.getByRole('button', {name: 'Send Message'}).click()
    await expect(form(page).locator('input:invalid')).toHaveCount(1)
    await expect(page.getByRole('textbox', {name: 'Email'})).toBeFocused()
    expect(await page.getByRole('textbox', {name: 'Email'}).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
    await expect(page.getByRole('status')).toHaveCount(0)
  })

  test('a valid message shows a focused thank-you and sends nothing @phone', async ({page}) => {
    await page.waitForLoadState('networkidle')
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET' || new URL(request.url()).pathname.startsWith('/api')) {
        requests.push(`${request.method()} ${request.url()}`)
      }
    })
    await page.getByRole('textbox', {name: 'Name'}).fill('Asha')
    await page.getByRole('textbox', {name: 'Email'}).fill('asha@example.com')
    await page.getByRole('textbox', {name: 'Message'}).fill('When is the auction?')
    await page.getByRole('button', {name: 'Send Message'}).click()

    const thanks = page.getByRole('status')
    await expect(thanks).toContainText('Thank you, Asha!')
    await expect(thanks).toBeFocused()
    await expect(page.getByRole('button', {name: 'Send Message'})).toHaveCount(0)
    await page.waitForTimeout(300)
    expect(requests).toEqual([])
    await expect(page).toHaveURL('/contact')
  })
})
