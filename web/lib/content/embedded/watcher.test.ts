// The embedded watcher: which types an edit touches, and that it notices a saved file quickly.
import {copyFile, mkdtemp, readFile, rename, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {changedTypes, snapshot, watchDataset} from './watcher'

const line = (doc: object) => JSON.stringify(doc)
const keyDate = line({_id: 'k1', _type: 'keyDate', title: 'Auction'})
const team = line({_id: 't1', _type: 'team', name: 'Gangsters'})
const snap = (...lines: string[]) => snapshot(lines.join('\n'))!

describe('changedTypes', () => {
  it.each([
    ['nothing changed', [keyDate, team], [keyDate, team], []],
    ['an edit', [keyDate, team], [line({_id: 'k1', _type: 'keyDate', title: 'Finale'}), team], ['keyDate']],
    ['an added document', [keyDate], [keyDate, team], ['team']],
    ['a removed document', [keyDate, team], [team], ['keyDate']],
    ['a document whose type changed', [keyDate], [line({_id: 'k1', _type: 'team'})], ['keyDate', 'team']],
  ])('%s', (_name, before, after, expected) => {
    expect(changedTypes(snap(...before), snap(...after))).toEqual(expected)
  })

  it('treats a half-written file as not ready', () => {
    expect(snapshot(`${keyDate}\n{"_id":"t1","_ty`)).toBeNull()
  })

  it('treats an empty file (a save caught between truncating and writing) as not ready', () => {
    expect(snapshot('')).toBeNull()
    expect(snapshot('\n  \n')).toBeNull()
  })
})

describe('watchDataset', () => {
  let dir = ''
  afterEach(async () => dir && rm(dir, {recursive: true, force: true}))

  it('reports the changed type within 2 s of a save, including a save that replaces the file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'opl-watch-'))
    const file = path.join(dir, 'data.ndjson')
    await copyFile(path.resolve('content/data.ndjson'), file)
    const seen: string[][] = []
    const stop = watchDataset(file, async (types) => void seen.push(types), 50)
    try {
      await new Promise((resolve) => setTimeout(resolve, 150))
      const text = await readFile(file, 'utf8')
      await writeFile(file, text.replace('"title":"Grand Finale"', '"title":"Grand Final Day"'))
      await vi.waitFor(() => expect(seen).toEqual([['keyDate']]), {timeout: 2000})

      // Editors often write a new file and rename it over the old one.
      await writeFile(`${file}.tmp`, text)
      await rename(`${file}.tmp`, file)
      await vi.waitFor(() => expect(seen).toEqual([['keyDate'], ['keyDate']]), {timeout: 2000})
    } finally {
      stop()
    }
  })
})
