// The embedded loader keeps the last good dataset: a broken save is reported once (line and document)
// and the previous content keeps serving; a fix shows on the next read; a restart with a broken file
// serves the last good copy.
import {copyFile, mkdtemp, readFile, rm, utimes, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {snapshot} from './watcher'

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

beforeEach(async () => {
  vi.resetModules()
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
    vi.resetModules() // a new server process
    await save(broken['a line that does not parse'](seed))
    const {loadDataset} = await import('./dataset')
    expect((await loadDataset(file)).version).toBe(good.version)
    expect(await titles()).toContain('Grand Finale')
  })

  it('with no good copy at all, says so and throws (the pages the build rendered keep serving)', async () => {
    await save(broken['a line that does not parse'](seed))
    const {loadDataset} = await import('./dataset')
    await expect(loadDataset(file)).rejects.toThrow(/not valid JSON/)
    expect(String(errors.mock.calls[0]![0])).toMatch(/no good dataset to fall back on/)
  })
})
