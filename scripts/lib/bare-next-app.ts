// The bare Next.js App Router pages the site is measured against (one layout, one page, no libraries),
// built with the same Next.js:
// - the text page: built with the site's own config (Next finds the root next.config.ts above the
//   app's folder): the baseline of the JavaScript budgets and of `npm run bench`'s first paint;
// - the photo page: one photo through next/image with Next's own optimizer and its own minimal config
//   (the site's image widths), the baseline of a page whose largest element is a photo — the same photo
//   as the demo season's first hero slide, at full width, preloaded as Next's docs advise for an LCP image.
// Both are served by `next start` with Next's own compression, as the site's server has it.
import {spawn} from 'node:child_process'
import {copyFile, mkdir, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {IMAGE_DEVICE_SIZES, IMAGE_SIZES} from '../../web/lib/limits'
import {NEXT_BIN, ROOT, startSite, type RunningSite} from '../../tests/e2e/support/site-server'

const BARE_ENV = {NEXT_DIST_DIR: '.next'}
/** The demo season's first hero slide: the photo the home page paints largest. */
export const ANCHOR_PHOTO = path.join(ROOT, 'content', 'images', '1611d79181f3916e6d9abc39af262a595f24e0c9-1920x1080.jpg')

const layout = `export default function Layout({children}: {children: React.ReactNode}) {
  return <html lang="en"><body>{children}</body></html>
}
`

type BareApp = {dir: string; files: Record<string, string>; copies?: Record<string, string>}

const TEXT_APP: BareApp = {
  dir: path.join(ROOT, '.bench', 'bare-next-app'),
  files: {
    'app/layout.tsx': layout,
    'app/page.tsx': `export default function Page() {
  return <main><h1>Bare page</h1></main>
}
`,
  },
}

const PHOTO_APP: BareApp = {
  dir: path.join(ROOT, '.bench', 'bare-photo-app'),
  files: {
    'next.config.ts': `export default {images: {deviceSizes: ${JSON.stringify(IMAGE_DEVICE_SIZES)}, imageSizes: ${JSON.stringify(IMAGE_SIZES)}}}
`,
    'app/layout.tsx': layout,
    'app/page.tsx': `import Image from 'next/image'

export default function Page() {
  return (
    <main>
      <h1>Bare page with a photo</h1>
      <Image src="/photo.jpg" alt="A night match under floodlights" width={1920} height={1080} sizes="100vw" preload style={{width: '100%', height: 'auto'}} />
    </main>
  )
}
`,
  },
  copies: {'public/photo.jpg': ANCHOR_PHOTO},
}

async function build(app: BareApp): Promise<void> {
  for (const [file, text] of Object.entries(app.files)) {
    await mkdir(path.dirname(path.join(app.dir, file)), {recursive: true})
    await writeFile(path.join(app.dir, file), text)
  }
  for (const [file, source] of Object.entries(app.copies ?? {})) {
    await mkdir(path.dirname(path.join(app.dir, file)), {recursive: true})
    await copyFile(source, path.join(app.dir, file))
  }
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, 'build', app.dir], {
      cwd: ROOT,
      env: {...process.env, ...BARE_ENV, NEXT_TELEMETRY_DISABLED: '1'},
      stdio: 'inherit',
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bare app build (${path.basename(app.dir)}) exited ${code}`))))
  })
}

export const BARE_APP_DIR = TEXT_APP.dir
export const BARE_PHOTO_APP_DIR = PHOTO_APP.dir

export function buildBareApp(): Promise<void> {
  return build(TEXT_APP)
}

export function buildBarePhotoApp(): Promise<void> {
  return build(PHOTO_APP)
}

export function startBareApp(port: number): Promise<RunningSite> {
  return startSite(port, BARE_ENV, {appDir: TEXT_APP.dir, readyPath: '/'})
}

export function startBarePhotoApp(port: number): Promise<RunningSite> {
  return startSite(port, BARE_ENV, {appDir: PHOTO_APP.dir, readyPath: '/'})
}
