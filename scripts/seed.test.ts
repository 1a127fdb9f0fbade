// `npm run seed` without a network: what it says when settings are missing, what it would import, and the
// import itself into the Content Lake stand-in.
import {spawn} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {createClient} from '@sanity/client'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startEmptyContentLake} from './content-lake/empty-lake'
import type {ContentLakeServer} from './content-lake/server'
import {describePlan, missingSettings, SEED_FILE, seedPlan} from './seed'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Runs the real script with only the given settings (none inherited from the developer's shell); it runs
 * beside this process, so a stand-in served from here can answer it. */
function seed(args: string[], env: Record<string, string>): Promise<{status: number | null; stdout: string; stderr: string}> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...args], {
    cwd: ROOT,
    env: {NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env},
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  return new Promise((done) => child.once('close', (status) => done({status, stdout, stderr: stderr.trim()})))
}

describe('missing settings', () => {
  it('names every missing setting on its own line, with where to get it', () => {
    const lines = missingSettings({})
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^SANITY_PROJECT_ID is not set: .*sanity\.io\/manage/)
    expect(lines[1]).toMatch(/^SANITY_WRITE_TOKEN is not set: .*API → Tokens.*Editor/)
  })

  it.each([
    [{SANITY_PROJECT_ID: 'abc123', SANITY_WRITE_TOKEN: 't'}, []],
    [{SANITY_PROJECT_ID: 'abc123', SANITY_AUTH_TOKEN: 't'}, []],
    [{SANITY_PROJECT_ID: 'Not An Id', SANITY_WRITE_TOKEN: 't'}, [/^Invalid environment variable SANITY_PROJECT_ID/]],
    [{SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'My Data', SANITY_WRITE_TOKEN: 't'}, [/^Invalid environment variable SANITY_DATASET/]],
  ])('%j → %j', (env, expected) => {
    const lines = missingSettings(env)
    expect(lines).toHaveLength(expected.length)
    lines.forEach((line, i) => expect(line).toMatch(expected[i]!))
  })

  it('the script exits 1 printing one line per missing variable, and runs nothing', async () => {
    const run = await seed([], {})
    expect(run.status).toBe(1)
    expect(run.stderr.split('\n').map((l) => l.split(' ')[0])).toEqual(['SANITY_PROJECT_ID', 'SANITY_WRITE_TOKEN'])
    expect(run.stdout).toBe('')
  })
})

describe('the import it plans', () => {
  const env = {SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_WRITE_TOKEN: 'sk-secret'}

  it("is content/ into the named project and dataset on Sanity's API, keeping what exists unless told to replace", () => {
    expect(seedPlan(env)).toEqual({projectId: 'abc123', dataset: 'staging', apiHost: 'https://abc123.api.sanity.io', operation: 'createIfNotExists'})
    expect(seedPlan(env, {replace: true}).operation).toBe('createOrReplace')
    expect(seedPlan({...env, SANITY_DATASET: undefined}).dataset).toBe('production')
    expect(seedPlan({...env, SANITY_API_HOST: 'http://127.0.0.1:3333'}).apiHost).toBe('http://127.0.0.1:3333')
  })

  it('--dry-run says what it would import, without the token, and exits 0', async () => {
    const run = await seed(['--dry-run'], env)
    expect(run.status).toBe(0)
    expect(run.stdout.trim()).toBe(`Would ${describePlan(seedPlan(env))}`)
    expect(run.stdout).toContain('import content/data.ndjson into project abc123, dataset staging at https://abc123.api.sanity.io (skipping documents that exist)')
    expect(run.stdout).not.toContain('sk-secret')
  })
})

describe('the import, into the Content Lake stand-in', () => {
  let lake: ContentLakeServer
  const documents = readFileSync(SEED_FILE, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as {_id: string; _type: string})
  const images = new Set(readFileSync(SEED_FILE, 'utf8').match(/image@file:\/\/\.\/images\/[^"]+/g))

  beforeAll(async () => {
    lake = await startEmptyContentLake({token: 'lake-token'})
  })
  afterAll(() => lake.close())

  const settings = () => ({SANITY_PROJECT_ID: 'opltest', SANITY_WRITE_TOKEN: 'lake-token', SANITY_API_HOST: lake.url})
  const client = () => createClient({projectId: 'opltest', dataset: 'production', apiVersion: '2025-02-19', apiHost: lake.url, useProjectHostname: false, useCdn: false, token: 'lake-token'})

  it('fills an empty dataset with every seed document and uploads each picture once', async () => {
    const run = await seed([], settings())
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(`Imported ${documents.length} documents.`)
    const ids = await client().fetch<string[]>('*[!(_type match "sanity.*")]._id')
    expect(new Set(ids)).toEqual(new Set(documents.map((d) => d._id)))
    expect(await client().fetch<number>('count(*[_type == "sanity.imageAsset"])')).toBe(images.size)
    // Pictures are referenced, not pointers: every slide's image is an uploaded asset.
    const slides = await client().fetch<{url: string | null}[]>('*[_type == "heroSlide"]{"url": image.asset->url}')
    expect(slides.length).toBeGreaterThan(0)
    for (const slide of slides) expect(slide.url).toMatch(/^https?:\/\/.+\.(jpg|png)$/)
  }, 120_000)

  it("a second run keeps an editor's change; --replace puts the seed back", async () => {
    const slide = documents.find((d) => d._type === 'heroSlide') as unknown as {_id: string; tagline: string}
    await client().patch(slide._id).set({tagline: 'Changed by a volunteer'}).commit()
    const tagline = () => client().fetch<string>('*[_id == $id][0].tagline', {id: slide._id})
    expect((await seed([], settings())).status).toBe(0)
    expect(await tagline()).toBe('Changed by a volunteer')
    const replaced = await seed(['--replace'], settings())
    expect(replaced.stderr).toBe('')
    expect(replaced.status).toBe(0)
    expect(await tagline()).toBe(slide.tagline)
    expect(await client().fetch<number>('count(*[_type == "sanity.imageAsset"])')).toBe(images.size)
  }, 180_000)
})
