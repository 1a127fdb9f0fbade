// `npm run transfer -- [baseUrl] [path…]`: what a first view of each page transfers at 390 px (fresh
// cache, no scrolling), by resource type and at device pixel ratios 1, 2 and 3, in Debian's Chromium.
// Point it at a production server (`npm start`, or the e2e build). Defaults: http://127.0.0.1:3000, /gallery.
import {chromium} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/e2e/support/browser'
import {kb, measureTransfer, PHONE_390} from '../tests/e2e/support/transfer'
import {helpIfAsked} from './lib/command-line'

helpIfAsked(`
Usage: npm run transfer [-- <baseUrl>] [path...]

What a first view of each page transfers at 390 px, by resource type and device pixel ratio.
  <baseUrl>  a production server (default http://127.0.0.1:3000)
  path       the pages (default /gallery)
  --help     this text
`)
const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
try {
  for (const route of paths.length ? paths : ['/gallery']) {
    for (const deviceScaleFactor of [1, 2, 3]) {
      const {total, byType, responses} = await measureTransfer(browser, new URL(route, baseUrl).toString(), {...PHONE_390, deviceScaleFactor})
      const types = Object.entries(byType)
        .sort((a, b) => b[1] - a[1])
        .map(([type, bytes]) => `${type} ${kb(bytes)}`)
      console.log(`${route} at 390 px, DPR ${deviceScaleFactor}: ${kb(total)} in ${responses.length} responses (${types.join(', ')})`)
      if (process.env.VERBOSE) for (const r of responses) console.log(`  ${kb(r.bytes).padStart(9)}  ${r.type.padEnd(10)} ${r.url}`)
    }
  }
} finally {
  await browser.close()
}
