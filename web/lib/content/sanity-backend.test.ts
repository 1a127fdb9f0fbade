// The Sanity backend, end to end through next-sanity's client, against the local Content Lake stand-in:
// every query answers exactly as the embedded backend does, and drafts follow Sanity's perspective rules.
import {appendFile, copyFile, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {stegaClean} from 'next-sanity'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startContentLakeServer, type ContentLakeServer} from '../../../scripts/content-lake/server'
import {parseContentEnv, type ContentEnv} from '../env'
import {contentFetch, type QueryParams} from './fetch'
import * as queries from './queries'
import type {GallerySectionsQueryResult, KeyDatesQueryResult} from './sanity.types'

/** The demo season: the seed's content plus a played season, scorecards and all. */
const SEED = path.resolve(import.meta.dirname, '../../../content/demo-season.ndjson')
const TOKEN = 'test-read-token'
/** Test values of each query parameter: ones that name something, and one that names nothing. */
const PARAMETER_VALUES: Record<string, (string | number)[]> = {
  slug: ['oxygen-gangsters', 'about', 'no-such-slug'],
  season: ['season-2026', 'no-such-season'],
  match: ['match-1', 'no-such-match'],
  year: [2026, 1999],
}

/** Every exported query, with each test value of the parameter it takes; any other parameter fails the test. */
const cases = Object.entries(queries).flatMap(([name, query]) => {
  const params = [...new Set([...query.matchAll(/\$(\w+)/g)].map((m) => m[1]!))]
  if (params.length === 0) return [{name, query, params: {} as QueryParams}]
  const [param] = params
  const values = params.length === 1 ? PARAMETER_VALUES[param!] : undefined
  if (!values) throw new Error(`${name} takes ${params.join(', ')}: give this test values for them`)
  return values.map((value) => ({name: `${name} ($${param} = ${value})`, query, params: {[param!]: value} as QueryParams}))
})

let server: ContentLakeServer
let dir: string
let datasetFile: string
let sanityEnv: ContentEnv
let draftsEnv: ContentEnv
const embeddedEnv = parseContentEnv({CONTENT_DATASET_PATH: SEED})

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opl-lake-'))
  datasetFile = path.join(dir, 'data.ndjson')
  await copyFile(SEED, datasetFile)
  // The export's asset metadata (LQIPs) beside it, as the embedded backend has it.
  await copyFile(path.join(path.dirname(SEED), 'assets.json'), path.join(dir, 'assets.json'))
  server = await startContentLakeServer({datasetFile, port: 0, token: TOKEN})
  const settings = {SANITY_PROJECT_ID: 'opltest', SANITY_DATASET: 'production', SANITY_API_HOST: server.url}
  sanityEnv = parseContentEnv(settings)
  draftsEnv = parseContentEnv({...settings, SANITY_READ_TOKEN: TOKEN})
})

afterAll(async () => {
  await server.close()
  await rm(dir, {recursive: true, force: true})
})

describe('the Sanity backend against the Content Lake stand-in', () => {
  it('uses the Sanity backend', () => {
    expect([sanityEnv.backend, embeddedEnv.backend]).toEqual(['sanity', 'embedded'])
  })

  it.each(cases)('$name answers as the embedded backend does', async ({query, params}) => {
    const before = server.requests.length
    const fromSanity = await contentFetch(query, params, {}, sanityEnv)
    expect(fromSanity).toEqual(await contentFetch(query, params, {}, embeddedEnv))
    const request = {method: 'GET', dataset: 'production', query, perspective: 'published'}
    expect(server.requests.slice(before)).toEqual([request])
  })

  it('sent one request per query to the server', () => {
    expect(server.requests.filter((r) => r.perspective === 'published')).toHaveLength(cases.length)
  })

  it("serves each photo's LQIP in its asset metadata, as Sanity computes it on upload", async () => {
    const sections = await contentFetch<GallerySectionsQueryResult>(queries.gallerySectionsQuery, {}, {}, sanityEnv)
    const images = sections.flatMap((section) => section.images)
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(image.lqip).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/)
  })

  it('answers a query too long for a URL (the client POSTs it)', async () => {
    const pad = 'x'.repeat(12_000)
    const id = await contentFetch('*[_id in [$id, $pad]][0]._id', {id: 'siteSettings', pad}, {}, sanityEnv)
    expect(id).toBe('siteSettings')
    expect(server.requests.at(-1)?.method).toBe('POST')
  })

  it('rejects a query that does not parse with the reason', async () => {
    await expect(contentFetch('*[_type == ', {}, {}, sanityEnv)).rejects.toThrow(/Invalid GROQ query/)
  })
})

describe('drafts on the Sanity backend', () => {
  const titles = async (env: ContentEnv, perspective: 'published' | 'drafts') => {
    const dates = await contentFetch<KeyDatesQueryResult>(queries.keyDatesQuery, {}, {perspective}, env)
    return stegaClean(dates).map((d) => [d._id, d.title])
  }

  beforeAll(async () => {
    const keyDate = (id: string, title: string, date: string, orderRank: string) =>
      JSON.stringify({_id: `drafts.${id}`, _type: 'keyDate', title, date, badge: 'TENTATIVE', orderRank})
    const edited = keyDate('keyDate-auction', 'Player Auction (moved)', '2025-12-13', '0|010000:')
    const created = keyDate('keyDate-trials', 'Trials', '2026-03-01', '0|040000:')
    await appendFile(datasetFile, `${edited}\n${created}\n`)
  })

  it('hides drafts in the published perspective', async () => {
    expect(await titles(draftsEnv, 'published')).toEqual([
      ['keyDate-auction', 'Player Auction'],
      ['keyDate-league-start', 'League Matches Begin'],
      ['keyDate-grand-finale', 'Grand Finale'],
    ])
  })

  it('shows drafts over published documents, under the published id, with a read token', async () => {
    expect(await titles(draftsEnv, 'drafts')).toEqual([
      ['keyDate-auction', 'Player Auction (moved)'],
      ['keyDate-league-start', 'League Matches Begin'],
      ['keyDate-grand-finale', 'Grand Finale'],
      ['keyDate-trials', 'Trials'],
    ])
    expect(server.requests.at(-1)?.perspective).toBe('drafts')
  })

  it('refuses the drafts perspective without SANITY_READ_TOKEN', async () => {
    await expect(titles(sanityEnv, 'drafts')).rejects.toThrow(/Draft mode needs SANITY_READ_TOKEN/)
  })

  it('answers 401 to a drafts request without a token, as Sanity does', async () => {
    const url = `${server.url}/v2025-02-19/data/query/production?query=count(*)&perspective=drafts`
    const response = await fetch(url)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({error: {description: expect.stringMatching(/needs a token/)}})
    expect((await fetch(url, {headers: {authorization: 'Bearer wrong'}})).status).toBe(401)
    expect((await fetch(url, {headers: {authorization: `Bearer ${TOKEN}`}})).status).toBe(200)
  })
})
