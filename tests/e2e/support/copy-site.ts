// One server on a private copy of the content and the build for a spec file (or a describe block): call
// at its top with what makes the copy's dataset; read the server from the returned function inside its
// tests, which run in order in one worker. demo-site.ts and seed-site.ts are its two uses.
import {test} from '@playwright/test'
import {freePort, sandbox} from './sandbox'
import {startSite, type RunningSite} from './site-server'

export type CopySite = RunningSite & {/** The server's private build folder, where Next's file cache writes pages. */ distDir: string}

/** `dataset` gets the sandbox (a copy of content/) and returns the path of the dataset to serve. */
export function siteOnCopy(name: string, dataset: (box: Awaited<ReturnType<typeof sandbox>>) => Promise<string>): () => CopySite {
  let site: CopySite | undefined
  let removeSandbox: (() => Promise<unknown>) | undefined
  test.describe.configure({mode: 'default'})
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const box = await sandbox()
    removeSandbox = box.remove
    const running = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: await dataset(box)})
    site = {...running, distDir: box.distDir}
  })
  test.afterAll(async () => {
    await site?.stop()
    await removeSandbox?.()
  })
  return () => {
    if (!site) throw new Error(`the ${name} site has not started`)
    return site
  }
}
