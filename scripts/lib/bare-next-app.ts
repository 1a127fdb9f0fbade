// A bare Next.js App Router page (one layout, one static page, no libraries), built with the same
// Next.js and config as the site (Next finds the root next.config.ts above the app's folder): the
// baseline the JavaScript budgets and `npm run bench` measure against, served by `next start` with
// Next's own compression, as the site's server has it.
import {spawn} from 'node:child_process'
import {mkdir, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {NEXT_BIN, ROOT, startSite, type RunningSite} from '../../tests/e2e/support/site-server'

const APP_DIR = path.join(ROOT, '.bench', 'bare-next-app')
const BARE_ENV = {NEXT_DIST_DIR: '.next'}

const files: Record<string, string> = {
  'app/layout.tsx': `export default function Layout({children}: {children: React.ReactNode}) {
  return <html lang="en"><body>{children}</body></html>
}
`,
  'app/page.tsx': `export default function Page() {
  return <main><h1>Bare page</h1></main>
}
`,
}

export async function buildBareApp(): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(APP_DIR, file)), {recursive: true})
    await writeFile(path.join(APP_DIR, file), text)
  }
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, 'build', APP_DIR], {
      cwd: ROOT,
      env: {...process.env, ...BARE_ENV, NEXT_TELEMETRY_DISABLED: '1'},
      stdio: 'inherit',
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bare app build exited ${code}`))))
  })
}

export function startBareApp(port: number): Promise<RunningSite> {
  return startSite(port, BARE_ENV, {appDir: APP_DIR, readyPath: '/'})
}
