// A bare Next.js App Router page (one layout, one static page, no libraries), built with the same
// Next.js as the site: the baseline the JavaScript budgets are measured against.
import {spawn} from 'node:child_process'
import {mkdir, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {ROOT, startSite, type RunningSite} from '../../tests/e2e/support/site-server'

const APP_DIR = path.join(ROOT, '.bench', 'bare-next-app')
const nextBin = path.join(ROOT, 'node_modules/next/dist/bin/next')

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
    const child = spawn(process.execPath, [nextBin, 'build', APP_DIR], {
      cwd: ROOT,
      env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next'},
      stdio: 'inherit',
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bare app build exited ${code}`))))
  })
}

export function startBareApp(port: number): Promise<RunningSite> {
  return startSite(port, {NEXT_DIST_DIR: '.next'}, {appDir: APP_DIR, readyPath: '/'})
}
