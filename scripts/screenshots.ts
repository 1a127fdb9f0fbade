// Takes full-page screenshots of every route at phone (390 px) and desktop (1280 px) widths in
// headless Chromium, for looking at the site as a fan would: `npm run screenshots -- [baseUrl]`.
// Output: reports/screenshots/<route>-<width>.png
import {mkdir} from 'node:fs/promises'
import path from 'node:path'
import {chromium} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/e2e/support/browser'
import {PUBLIC_ROUTES} from '../web/lib/routes'
import {helpIfAsked} from './lib/command-line'

helpIfAsked(`
Usage: npm run screenshots [-- <baseUrl>] [route...]

Full-page screenshots of every route (or those named) at 390 and 1280 px, into reports/screenshots/.
  <baseUrl>  a production server (default http://127.0.0.1:3000)
  --help     this text
`)
const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000'
const only = process.argv.slice(3)
const outDir = path.resolve(import.meta.dirname, '../reports/screenshots')
const WIDTHS = [390, 1280]

await mkdir(outDir, {recursive: true})
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
for (const width of WIDTHS) {
  const context = await browser.newContext({viewport: {width, height: width < 600 ? 844 : 800}})
  const page = await context.newPage()
  for (const route of [...PUBLIC_ROUTES, '/news/oxygen-gangsters', '/no-such-page']) {
    if (only.length && !only.includes(route)) continue
    await page.goto(new URL(route, baseUrl).toString(), {waitUntil: 'load'})
    await page.waitForTimeout(300)
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')
    await page.screenshot({path: path.join(outDir, `${name}-${width}.png`), fullPage: true})
  }
  await context.close()
}
await browser.close()
console.log(`Screenshots in ${path.relative(process.cwd(), outDir)}`)
