// `npm run demo:match-day` on a copy of the demo season: the final goes live, its scorecard gains balls
// while the script runs (the file always whole NDJSON a reader can load), every ball is one the scorer's
// engine accepts, and the match ends completed with a player of the match; the match page's address is
// printed first. With nothing left to play it says so.
import {execFile, spawn} from 'node:child_process'
import {copyFile, mkdtemp, readFile, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {promisify} from 'node:util'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {checkScorecards} from './lib/scorecard-checks'

const ROOT = path.resolve(import.meta.dirname, '..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const SCRIPT = path.join(ROOT, 'scripts/demo-match-day.ts')
type Doc = {_id: string; _type: string; [field: string]: unknown}

let dir: string
let file: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opl-match-day-'))
  file = path.join(dir, 'data.ndjson')
  await copyFile(path.join(ROOT, 'content/demo-season.ndjson'), file)
  await copyFile(path.join(ROOT, 'content/assets.json'), path.join(dir, 'assets.json'))
})
afterAll(() => rm(dir, {recursive: true, force: true}))

const readDocs = async () =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
const balls = (docs: Doc[]) =>
  ((docs.find((d) => d._id === 'scorecard-match-final')?.innings as {deliveries: unknown[]}[] | undefined) ?? []).reduce((n, i) => n + i.deliveries.length, 0)

describe('npm run demo:match-day', () => {
  it('plays the next fixture ball by ball into the file, live then completed', async () => {
    const child = spawn(TSX, [SCRIPT, '--every=0.05'], {env: {...process.env, CONTENT_DATASET_PATH: file, NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:4710'}})
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))

    const seen: {balls: number; status: unknown}[] = []
    let running = true
    void exited.then(() => (running = false))
    while (running) {
      const docs = await readDocs() // a half-written file would throw here
      seen.push({balls: balls(docs), status: docs.find((d) => d._id === 'match-final')?.status})
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
    expect(await exited, stdout).toBe(0)
    expect(stdout.split('\n')[1]).toBe('Watch it at http://127.0.0.1:4710/matches/2026/13')

    // Seen while it ran: the match live with a growing scorecard.
    const live = seen.filter((s) => s.status === 'live' && s.balls > 0).map((s) => s.balls)
    expect(new Set(live).size).toBeGreaterThanOrEqual(3)
    expect(live).toEqual([...live].sort((a, b) => a - b))

    const docs = await readDocs()
    const final = docs.find((d) => d._id === 'match-final')!
    expect(final).toMatchObject({status: 'completed', playerOfMatch: {_ref: expect.stringMatching(/^player-/)}})
    expect(balls(docs)).toBeGreaterThan(60)
    const {problems, byMatch} = await checkScorecards(docs)
    expect(problems).toEqual([])
    expect(byMatch.get('match-final')?.innings).toHaveLength(2)
    expect(stdout).toMatch(/ won by \d+ (runs?|wickets?)|Match tied/)
  }, 120_000)

  it('says there is nothing left to play once the season has no fixture', async () => {
    const run = await promisify(execFile)(TSX, [SCRIPT, '--every=0'], {env: {...process.env, CONTENT_DATASET_PATH: file}}).catch((error: {code: number; stderr: string}) => error)
    expect(run).toMatchObject({code: 1, stderr: expect.stringMatching(/No match to play in .*data\.ndjson: season OPL 2026 has no match left to play/)})
  }, 60_000)
})
