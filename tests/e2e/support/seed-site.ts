// One server on the seed with its key dates moved relative to today (a private copy of the content), for
// a spec file's tests of what the site says before the auction, whatever the day the suite runs on.
// Call at the top of a describe block; read the server from the returned function inside its tests.
import {readFile, writeFile} from 'node:fs/promises'
import {test} from '@playwright/test'
import {freePort, sandbox} from './sandbox'
import {startSite, type RunningSite} from './site-server'

const DAY_MS = 86_400_000

/** The day `days` from today in India, YYYY-MM-DD. */
export const istDayFromToday = (days: number) => new Date(Date.now() + 330 * 60_000 + days * DAY_MS).toISOString().slice(0, 10)

/** Key date document id → days from today. */
export function seedSite(keyDateShifts: Record<string, number>): () => RunningSite {
  let site: RunningSite | undefined
  let removeSandbox: (() => Promise<unknown>) | undefined
  test.describe.configure({mode: 'default'})
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const box = await sandbox()
    removeSandbox = box.remove
    const lines = (await readFile(box.file, 'utf8')).split('\n').map((line) => {
      if (!line.trim()) return line
      const doc = JSON.parse(line) as {_id: string; date?: string}
      const shift = keyDateShifts[doc._id]
      return shift === undefined ? line : JSON.stringify({...doc, date: istDayFromToday(shift)})
    })
    await writeFile(box.file, lines.join('\n'))
    site = await startSite(await freePort(), {...box.env, CONTENT_DATASET_PATH: box.file})
  })
  test.afterAll(async () => {
    await site?.stop()
    await removeSandbox?.()
  })
  return () => {
    if (!site) throw new Error('the seed site has not started')
    return site
  }
}
