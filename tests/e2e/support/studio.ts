// The Studio in the browser tests: the built Studio (studio-dist, `npm run studio:build`, which `npm test`
// runs first) served by the local Content Lake stand-in on a private copy of the content, and a page
// that reaches nothing but this machine.
import {existsSync} from 'node:fs'
import {mkdir} from 'node:fs/promises'
import path from 'node:path'
import {expect, type BrowserContext, type Page} from '@playwright/test'
import sharp from 'sharp'
import {startContentLakeServer, type ContentLakeOptions} from '../../../scripts/content-lake/server'
import {ROOT} from './site-server'

export const STUDIO_DIR = path.join(ROOT, 'studio-dist')

/** The stand-in serving the built Studio; refuses to start a test on a Studio that was never built. */
export async function startStudio(options: Omit<ContentLakeOptions, 'studioDir'>) {
  if (!existsSync(path.join(STUDIO_DIR, 'index.html'))) throw new Error('No built Studio in studio-dist/: run `npm run studio:build` (npm test does) first.')
  const lake = await startContentLakeServer({...options, studioDir: STUDIO_DIR})
  return Object.assign(lake, {studioUrl: lake.studioUrl!})
}

/**
 * No request leaves the machine: the Studio's hard-wired calls to Sanity's hosts (its web fonts, a version
 * check, the feedback tunnel) are refused at once, as they are offline, and listed for the test.
 */
export async function keepOffline(context: BrowserContext): Promise<string[]> {
  const external: string[] = []
  await context.route(/^https?:\/\/(?![^/]*(localhost|127\.0\.0\.1)[:/])/, (route) => {
    external.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  return external
}

/** Opens the Studio at `pathname`: the local login provider signs in at once. */
export async function openStudio(page: Page, studioUrl: string, pathname = '/structure') {
  await page.goto(`${studioUrl}${pathname}`)
  await expect(page.getByRole('link', {name: 'Structure'})).toBeVisible({timeout: 30_000})
}

/** Where docs/editors.md's pictures live; the tests write them when STUDIO_SCREENSHOTS=1. */
const SCREENSHOT_DIR = path.join(ROOT, 'docs/screenshots')

/** A screenshot for the editors' guide (WebP, small; PNG when asked), kept in the test's output or, asked
 * to, in docs/. */
export async function guideScreenshot(page: Page, name: string, outputDir: string, format: 'webp' | 'png' = 'webp') {
  const dir = process.env.STUDIO_SCREENSHOTS === '1' ? SCREENSHOT_DIR : outputDir
  await mkdir(dir, {recursive: true})
  const png = await page.screenshot()
  const image = sharp(png)
  await (format === 'png' ? image.png({compressionLevel: 9}) : image.webp({quality: 70})).toFile(path.join(dir, `${name}.${format}`))
}

/** A photo no dataset has yet (a plain colour), as a volunteer's new upload: its own file name and asset. */
export async function newPhoto(dir: string, colour: string): Promise<string> {
  await mkdir(dir, {recursive: true})
  const file = path.join(dir, `photo-${colour.slice(1)}.jpg`)
  await sharp({create: {width: 1200, height: 800, channels: 3, background: colour}}).jpeg().toFile(file)
  return file
}
