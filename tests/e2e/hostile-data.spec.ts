// Hostile input, round four, the data half (issue 55: M1, L1, L2), replayed against Next's own server on
// a copy of the demo season edited as a hand-edited dataset file could be: a scorecard of ten thousand
// balls with a new batter on every one, run counts of 1e308 and a 29,000-character player name. Each
// costs a page no more than the largest value the Studio accepts.
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {hugeValues, manyBatters} from '../../scripts/seed/hostile-data'
import {TEXT_MAX_CHARS} from '../../league/fields/text-limits'
import {MAX_DELIVERIES_PER_INNINGS} from '../../league/scorecard/bounds'
import {siteOnCopy} from './support/copy-site'
import {boundBeside, timed} from './support/timing'

/** The flood's size: far past MAX_DELIVERIES_PER_INNINGS, inside the dataset's byte limit. */
const FLOOD_DELIVERIES = 10_000
/** What a made-up match address may take (the median of several), on an idle machine. */
const MADE_UP_ADDRESS_MS = 50

/** The demo season's copy, changed by `change`, as the served dataset. */
const editedDemo = (change: (ndjson: string) => string) =>
  siteOnCopy('hostile data', async (box) => {
    const file = path.join(path.dirname(box.file), 'demo-season.ndjson')
    await writeFile(file, change(await readFile(file, 'utf8')))
    return file
  })

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function medianTime(urls: string[]): Promise<number> {
  const times: number[] = []
  for (const url of urls) times.push(await timed(async () => expect((await fetch(url)).status, url).toBe(404)))
  return median(times)
}

test.describe('a scorecard of ten thousand balls, each with a new batter', () => {
  const site = editedDemo((ndjson) => manyBatters(ndjson, 'scorecard-match-1', FLOOD_DELIVERIES))

  test('a made-up match address is answered in milliseconds, not after scoring the scorecard', async () => {
    test.setTimeout(120_000)
    const {url} = site()
    // The first read of each list loads the dataset; the proxy keeps the lists under their tags after that.
    for (const warm of ['/matches/2026/901', '/news/warm-up']) await fetch(`${url}${warm}`)
    const control = await medianTime(Array.from({length: 15}, (_, i) => `${url}/news/made-up-${i}`))
    const made = await medianTime(Array.from({length: 15}, (_, i) => `${url}/matches/2026/${910 + i}`))
    console.log(`made-up match address: median ${made.toFixed(1)} ms; made-up news address (control): ${control.toFixed(1)} ms`)
    // A busy shared machine slows the control too: the bound is never below twice the control.
    expect(made, `control (a made-up news address) ${control.toFixed(1)} ms`).toBeLessThan(Math.max(MADE_UP_ADDRESS_MS, boundBeside(control, 2, 25)))
  })

  test('the match and its scorecard file show the first balls the Studio allows, no more', async () => {
    test.setTimeout(120_000)
    const {url} = site()
    const page = await fetch(`${url}/matches/2026/1`)
    expect(page.status).toBe(200)
    await page.arrayBuffer()
    const file = await fetch(`${url}/matches/2026/1/cricsheet.json`)
    expect(file.status).toBe(200)
    const {innings} = (await file.json()) as {innings: {overs: {deliveries: unknown[]}[]}[]}
    expect(innings[0]!.overs.flatMap((over) => over.deliveries)).toHaveLength(MAX_DELIVERIES_PER_INNINGS)
  })
})

test.describe('run counts of 1e308 and a 29,000-character name', () => {
  const NAME_LENGTH = 29_000
  const site = editedDemo((ndjson) => hugeValues(ndjson, {scorecardId: 'scorecard-match-1', balls: 3, runs: 1e308, playerId: 'player-2-1', nameLength: NAME_LENGTH}))
  const shownName = `Long${'g'.repeat(TEXT_MAX_CHARS.string - 4)}`

  for (const address of ['/matches/2026/1', '/matches/points', '/matches/stats', '/matches/results', '/participation/players', '/participation/players/aarav-kulkarni']) {
    test(`${address} shows capped values: no Infinity or NaN, the name cut to the schema's limit`, async () => {
      test.setTimeout(60_000)
      const response = await fetch(`${site().url}${address}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).not.toMatch(/Infinity|NaN/)
      expect(html.includes('g'.repeat(TEXT_MAX_CHARS.string))).toBe(false)
      if (address !== '/matches/points' && address !== '/matches/results') expect(html).toContain(shownName)
    })
  }

  test("the match's Cricsheet file writes whole run counts and the cut name", async () => {
    const response = await fetch(`${site().url}/matches/2026/1/cricsheet.json`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toMatch(/"runs":\s*null|Infinity|NaN/)
    expect(text).toContain(shownName)
    expect(text.includes('g'.repeat(TEXT_MAX_CHARS.string))).toBe(false)
  })
})
