// The embedded loader keeps the last good dataset: a broken save is reported once (line and document)
// and the previous content keeps serving; a fix shows on the next read; a restart with a broken file
// serves the last good copy.
import {copyFile, mkdtemp, readFile, rm, utimes, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {snapshot} from './watcher'

// stat counted (and still real), to see concurrent loads share one check of the file.
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>()
  return {...fs, stat: vi.fn(fs.stat)}
})

let dir = ''
let file = ''
let seed = ''
let errors: ReturnType<typeof vi.spyOn>

/** Writes the file and moves its mtime on, as an editor's save would. */
async function save(text: string) {
  await writeFile(file, text)
  const later = new Date(Date.now() + Math.random() * 1e6)
  await utimes(file, later, later)
}

const titles = async () => {
  const {loadDataset} = await import('./dataset')
  const {documents} = await loadDataset(file)
  return documents.filter((doc) => doc._type === 'keyDate').map((doc) => doc.title)
}

/** A new server process: fresh modules and none of the state the last one kept on the process. */
function newProcess() {
  vi.resetModules()
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('opl.embedded-dataset')]
}

beforeEach(async () => {
  newProcess()
  dir = await mkdtemp(path.join(tmpdir(), 'opl-dataset-'))
  file = path.join(dir, 'data.ndjson')
  await copyFile(path.resolve('content/data.ndjson'), file)
  seed = await readFile(file, 'utf8')
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(async () => {
  errors.mockRestore()
  await rm(dir, {recursive: true, force: true})
})

const broken = {
  'a line that does not parse': (text: string) => text.replace('"_id":"keyDate-grand-finale"', '"_id":"keyDate-grand-finale",,'),
  'a document without _type': (text: string) => text.replace('"_id":"keyDate-grand-finale","_type":"keyDate",', '"_id":"keyDate-grand-finale",'),
  'a document without _id': (text: string) => text.replace('"_id":"keyDate-grand-finale",', ''),
}

describe('loadDataset', () => {
  for (const [name, breakIt] of Object.entries(broken)) {
    it(`${name}: reported once with the line, the last good dataset keeps serving, the fix shows`, async () => {
      const {loadDataset} = await import('./dataset')
      const good = await loadDataset(file)
      expect(await titles()).toContain('Grand Finale')
      const text = breakIt(seed)
      expect(text).not.toBe(seed)
      await save(text)
      for (let i = 0; i < 3; i++) expect((await loadDataset(file)).version).toBe(good.version)
      expect(errors).toHaveBeenCalledTimes(1)
      const line = seed.split('\n').findIndex((l) => l.includes('keyDate-grand-finale')) + 1
      expect(String(errors.mock.calls[0]![0])).toMatch(new RegExp(`data\\.ndjson:${line}\\b.*serving the last good dataset`))
      expect(snapshot(text)).toBeNull() // the watcher applies the same rule and waits

      await save(seed.replace('"Grand Finale"', '"Grand Finale (fixed)"'))
      expect(await titles()).toContain('Grand Finale (fixed)')
    })
  }

  it('an empty file (a save caught half-way): refused like a broken one, the last good dataset keeps serving', async () => {
    const {loadDataset} = await import('./dataset')
    const good = await loadDataset(file)
    await save('')
    expect((await loadDataset(file)).version).toBe(good.version)
    expect(await titles()).toContain('Grand Finale')
    expect(String(errors.mock.calls[0]![0])).toMatch(/data\.ndjson:1: no documents .*serving the last good dataset/)
    await save(seed)
    expect(await titles()).toContain('Grand Finale')
  })

  it('a valid file over DATASET_MAX_BYTES: refused unread with one clear line, the last good dataset keeps serving', async () => {
    const {DATASET_MAX_BYTES} = await import('../../limits')
    const {loadDataset} = await import('./dataset')
    const good = await loadDataset(file)
    const padding = Array.from({length: Math.ceil(DATASET_MAX_BYTES / 100_000) + 1}, (_, i) =>
      JSON.stringify({_id: `padding-${i}`, _type: 'padding', text: 'p'.repeat(100_000)}),
    )
    await save(`${seed}\n${padding.join('\n')}\n`)
    for (let i = 0; i < 3; i++) expect((await loadDataset(file)).version).toBe(good.version)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![0])).toMatch(/data\.ndjson:1: \d+\.\d MB, over the 8 MB a dataset file may be \(DATASET_MAX_BYTES.*not read — serving the last good dataset/)
    await save(seed.replace('"Grand Finale"', '"Grand Finale (smaller)"'))
    expect(await titles()).toContain('Grand Finale (smaller)')
  })

  it('calls made while a check is under way share it: one stat for the lot, and a save after it still shows', async () => {
    const {loadDataset} = await import('./dataset')
    const first = await loadDataset(file)
    const {stat} = await import('node:fs/promises')
    vi.mocked(stat).mockClear()
    const same = await Promise.all([loadDataset(file), loadDataset(file), loadDataset(file)])
    expect(same).toEqual([first, first, first])
    expect(vi.mocked(stat)).toHaveBeenCalledTimes(1)
    await save(seed.replace('"Grand Finale"', '"Grand Finale (moved)"'))
    const [after, again] = await Promise.all([loadDataset(file), loadDataset(file)])
    expect(after.version).not.toBe(first.version)
    expect(again).toBe(after)
    expect(await titles()).toContain('Grand Finale (moved)')
  })

  it('names the document when the broken line still shows its _id', async () => {
    const {loadDataset} = await import('./dataset')
    await loadDataset(file)
    await save(broken['a line that does not parse'](seed))
    await loadDataset(file)
    expect(String(errors.mock.calls[0]![0])).toContain('document keyDate-grand-finale')
  })

  it('after a restart with a broken file, serves the last good copy saved beside it', async () => {
    const first = await import('./dataset')
    const good = await first.loadDataset(file)
    newProcess()
    await save(broken['a line that does not parse'](seed))
    const {loadDataset} = await import('./dataset')
    expect((await loadDataset(file)).version).toBe(good.version)
    expect(await titles()).toContain('Grand Finale')
  })

  it('the bundles of one process (Next builds web/proxy.ts apart from the pages) share one parsed dataset', async () => {
    const pages = await import('./dataset')
    const forPages = await pages.loadDataset(file)
    vi.resetModules() // the proxy's own copy of the module, in the same process
    const proxy = await import('./dataset')
    expect(proxy).not.toBe(pages)
    expect((await proxy.loadDataset(file)).documents).toBe(forPages.documents)
  })

  it('with no good copy at all, says so and throws (the pages the build rendered keep serving)', async () => {
    await save(broken['a line that does not parse'](seed))
    const {loadDataset} = await import('./dataset')
    await expect(loadDataset(file)).rejects.toThrow(/not valid JSON/)
    expect(String(errors.mock.calls[0]![0])).toMatch(/no good dataset to fall back on/)
  })
})

describe('asset metadata (assets.json beside the dataset)', () => {
  const seedAssets = path.resolve('content/assets.json')
  let warnings: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warnings.mockRestore())

  /** Each image asset document's lqip (undefined where it has none), by asset id. */
  const lqips = async () => {
    const {loadDataset} = await import('./dataset')
    const {documents} = await loadDataset(file)
    const assets = documents.filter((doc) => doc._type === 'sanity.imageAsset')
    return new Map(assets.map((doc) => [doc._id, (doc.metadata as {lqip?: string}).lqip]))
  }

  it('merges each image’s LQIP into its asset document, beside the dimensions', async () => {
    await copyFile(seedAssets, path.join(dir, 'assets.json'))
    const expected = JSON.parse(await readFile(seedAssets, 'utf8')) as Record<string, {metadata: {lqip: string}}>
    const found = await lqips()
    expect(found.size).toBeGreaterThan(0)
    for (const [id, lqip] of found) {
      expect(lqip).toMatch(/^data:image\/webp;base64,/)
      expect(lqip).toBe(expected[id]!.metadata.lqip)
    }
    const {loadDataset} = await import('./dataset')
    const photo = (await loadDataset(file)).documents.find((doc) => doc._type === 'sanity.imageAsset' && doc._id.endsWith('-jpg'))!
    const [, width, height] = /-(\d+)x(\d+)-jpg$/.exec(photo._id)!.map(Number)
    expect(photo.metadata).toMatchObject({dimensions: {width, height}, lqip: expected[photo._id]!.metadata.lqip})
    expect(warnings).not.toHaveBeenCalled()
  })

  it('without assets.json: the dataset loads with no LQIPs, and one warning says why', async () => {
    const found = await lqips()
    expect(found.size).toBeGreaterThan(0)
    expect([...found.values()].every((lqip) => lqip === undefined)).toBe(true)
    await save(seed.replace('"Grand Finale"', '"Grand Finale (edited)"'))
    expect(await lqips()).toEqual(found) // reloaded: still loads, and says it only once
    expect(warnings).toHaveBeenCalledTimes(1)
    expect(String(warnings.mock.calls[0]![0])).toMatch(/cannot read .*assets\.json .*without their blurred placeholders/)
    expect(errors).not.toHaveBeenCalled()
  })

  it('a broken assets.json: the dataset loads with no LQIPs, and one warning says why', async () => {
    await writeFile(path.join(dir, 'assets.json'), '{"image-abc-1x1-jpg": {"metadata": {"lqip": "data:')
    const found = await lqips()
    expect(found.size).toBeGreaterThan(0)
    expect([...found.values()].every((lqip) => lqip === undefined)).toBe(true)
    expect(warnings).toHaveBeenCalledTimes(1)
    expect(String(warnings.mock.calls[0]![0])).toMatch(/assets\.json is not valid/)
    expect(await titles()).toContain('Grand Finale')
  })

  it('keeps only data: image URLs from it (a stray value never reaches a style attribute)', async () => {
    const {parseAssetMetadata} = await import('./ndjson')
    const parsed = parseAssetMetadata(
      JSON.stringify({
        'image-a-1x1-jpg': {metadata: {lqip: 'data:image/jpeg;base64,AAAA'}},
        'image-b-1x1-jpg': {metadata: {lqip: 'https://example.com/x.jpg'}},
        'image-c-1x1-jpg': {metadata: {lqip: 42}},
        'image-d-1x1-jpg': null,
      }),
    )
    expect([...parsed.keys()]).toEqual(['image-a-1x1-jpg'])
    expect(() => parseAssetMetadata('[]')).toThrow(/not a JSON object/)
  })
})
