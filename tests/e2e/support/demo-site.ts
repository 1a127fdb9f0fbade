// One server on the demo season (content/demo-season.ndjson, a played season) for a spec file, on a
// private copy of the content and the build: call at the top of the file; read the server from the
// returned function inside tests. The file's tests run in order in one worker. With `around`, the
// season is made afresh so that on that day its league is played and its final is ahead
// (scripts/seed/demo-season.ts --around), so a test of what comes next never runs out of season.
import {execFileSync} from 'node:child_process'
import path from 'node:path'
import {test} from '@playwright/test'
import {freePort, sandbox} from './sandbox'
import {ROOT, startSite, type RunningSite} from './site-server'

export type DemoSite = RunningSite & {/** The server's private build folder, where Next's file cache writes pages. */ distDir: string}

export function demoSite({around}: {around?: Date} = {}): () => DemoSite {
  let site: DemoSite | undefined
  let removeSandbox: (() => Promise<unknown>) | undefined
  test.describe.configure({mode: 'default'})
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const box = await sandbox()
    removeSandbox = box.remove
    const dataset = path.join(path.dirname(box.file), 'demo-season.ndjson')
    if (around) {
      const script = path.join(ROOT, 'scripts/seed/demo-season.ts')
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), [script, `--around=${around.toISOString().slice(0, 10)}`, dataset], {cwd: ROOT})
    }
    const running = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: dataset})
    site = {...running, distDir: box.distDir}
  })
  test.afterAll(async () => {
    await site?.stop()
    await removeSandbox?.()
  })
  return () => {
    if (!site) throw new Error('the demo site has not started')
    return site
  }
}
