// One server on the demo season (content/demo-season.ndjson, a played season) for a spec file, on a
// private copy of the content and the build: call at the top of the file; read the server from the
// returned function inside tests. The file's tests run in order in one worker.
import {test} from '@playwright/test'
import path from 'node:path'
import {freePort, sandbox} from './sandbox'
import {startSite, type RunningSite} from './site-server'

export type DemoSite = RunningSite & {/** The server's private build folder, where Next's file cache writes pages. */ distDir: string}

export function demoSite(): () => DemoSite {
  let site: DemoSite | undefined
  let removeSandbox: (() => Promise<unknown>) | undefined
  test.describe.configure({mode: 'default'})
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const box = await sandbox()
    removeSandbox = box.remove
    const running = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: path.join(path.dirname(box.file), 'demo-season.ndjson')})
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
