// Measures the JavaScript each page ships (gzip bytes of its <script src> chunks) against a bare
// Next.js page built beside the site, and fails when a page exceeds its budget: a page may add what the
// header's menus, the live layer every page carries (the header's LIVE badge: one event stream and a
// small store of the scores) and Next's error boundary that the site's own error page, app/error.tsx,
// brings to every page cost, and its own islands. Fails too when the home page's HTML outgrows its
// budget, or when the shop store reaches the public build.
// `npm run budget` (builds both); numbers go to reports/bundle-budget.json.
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {buildSite, E2E_DIST_DIR, ROOT, startSite} from '../tests/e2e/support/site-server'
import {buildBareApp, startBareApp} from './lib/bare-next-app'
import {htmlWeight, scriptBytes} from './lib/page-weight'

const KIB = 1024
// The home page's budget is #43's goal (bare + 25 KB), which holds only while the hero's Embla carousel
// stays out of its first load (hero-carousel-client.tsx loads it with next/dynamic after hydration).
// Every page with a picture carries next/image's client component.
const BUDGETS: {route: string; kind: string; extraKiB: number}[] = [
  {route: '/', kind: 'home page', extraKiB: 25},
  {route: '/about', kind: 'text page', extraKiB: 22},
  {route: '/participation/societies', kind: 'text page', extraKiB: 22},
  {route: '/news/oxygen-gangsters', kind: 'news item', extraKiB: 24},
  {route: '/gallery', kind: 'gallery', extraKiB: 24},
]
/** The home page's HTML (uncompressed) on the seed content: its inline styles and flight data grow with
 * every section, so a section that adds more than its share shows here. */
const HOME_HTML_BUDGET_BYTES = 150_000
/** Strings only the shop module contains: if a public bundle has one, the module leaked in. */
const SHOP_MARKERS = ['/api/cart/check-serviceability', 'Removed items not deliverable to your address.']

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true})
  return entries.filter((e) => e.isFile() && e.name.endsWith('.js')).map((e) => path.join(e.parentPath, e.name))
}

async function shopLeaks(): Promise<string[]> {
  const leaks: string[] = []
  for (const file of await filesUnder(path.join(ROOT, 'web', E2E_DIST_DIR, 'static'))) {
    const text = await readFile(file, 'utf8')
    if (SHOP_MARKERS.some((marker) => text.includes(marker))) leaks.push(path.relative(ROOT, file))
  }
  return leaks
}

await Promise.all([buildSite(), buildBareApp()])
const site = await startSite(3290)
const bare = await startBareApp(3291)
try {
  const bareBytes = await scriptBytes(bare.url, '/')
  const rows = []
  for (const budget of BUDGETS) {
    const bytes = await scriptBytes(site.url, budget.route)
    const extra = bytes - bareBytes
    rows.push({...budget, gzipKiB: +(bytes / KIB).toFixed(1), extraKiB: +(extra / KIB).toFixed(1), ok: extra <= budget.extraKiB * KIB})
  }
  const homeHtml = await htmlWeight(site.url, '/')
  const leaks = await shopLeaks()
  console.log(`Bare Next.js page: ${(bareBytes / KIB).toFixed(1)} KiB gzip of JavaScript`)
  console.log(`HTML of /: ${homeHtml.rawBytes} bytes (${homeHtml.gzipBytes} gzip, ${homeHtml.styleTags} style tags; budget ${HOME_HTML_BUDGET_BYTES})`)
  console.table(rows.map((r) => ({route: r.route, 'JS KiB gzip': r.gzipKiB, 'over bare KiB': r.extraKiB, budget: `+${BUDGETS.find((b) => b.route === r.route)!.extraKiB}`, ok: r.ok})))
  await mkdir(path.join(ROOT, 'reports'), {recursive: true})
  await writeFile(path.join(ROOT, 'reports/bundle-budget.json'), JSON.stringify({bareKiB: +(bareBytes / KIB).toFixed(1), pages: rows, homeHtml, shopLeaks: leaks}, null, 2))
  const failures = rows.filter((r) => !r.ok).map((r) => `${r.route} ships ${r.extraKiB} KiB over a bare page (budget for a ${r.kind}: ${BUDGETS.find((b) => b.route === r.route)!.extraKiB} KiB)`)
  if (homeHtml.rawBytes > HOME_HTML_BUDGET_BYTES) failures.push(`the HTML of / is ${homeHtml.rawBytes} bytes (budget: ${HOME_HTML_BUDGET_BYTES}); npm run weight shows where they go`)
  if (leaks.length) failures.push(`the shop store reached the public build: ${leaks.join(', ')}`)
  if (failures.length) {
    console.error(failures.join('\n'))
    process.exitCode = 1
  } else console.log('Within budget; no shop code in the public build.')
} finally {
  await Promise.all([site.stop(), bare.stop()])
}
