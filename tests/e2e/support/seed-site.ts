// One server on the seed with its key dates moved relative to today (a private copy of the content), for
// tests of what the site says before the auction, whatever the day the suite runs on. Call at the top of
// a describe block; read the server from the returned function inside its tests.
import {readFile, writeFile} from 'node:fs/promises'
import {siteOnCopy, type CopySite} from './copy-site'

const DAY_MS = 86_400_000

/** The day `days` from today in India, YYYY-MM-DD. */
export const istDayFromToday = (days: number) => new Date(Date.now() + 330 * 60_000 + days * DAY_MS).toISOString().slice(0, 10)

/** Key date document id → days from today. */
export function seedSite(keyDateShifts: Record<string, number>): () => CopySite {
  return siteOnCopy('seed', async (box) => {
    const lines = (await readFile(box.file, 'utf8')).split('\n').map((line) => {
      if (!line.trim()) return line
      const doc = JSON.parse(line) as {_id: string; date?: string}
      const shift = keyDateShifts[doc._id]
      return shift === undefined ? line : JSON.stringify({...doc, date: istDayFromToday(shift)})
    })
    await writeFile(box.file, lines.join('\n'))
    return box.file
  })
}
