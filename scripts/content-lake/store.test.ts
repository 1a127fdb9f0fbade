// The stand-in's working copy when someone else edits its file (a script playing a match): each edit is
// announced to the listeners once, however many callers notice it at the same moment.
import {copyFile, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {DocumentStore, type Transaction} from './store'

let dir = ''
afterEach(async () => dir && rm(dir, {recursive: true, force: true}))

describe('DocumentStore, the file edited under it', () => {
  it('announces one edit once, though a query and the file watch both notice it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'opl-store-'))
    const file = path.join(dir, 'data.ndjson')
    await copyFile(path.resolve('content/data.ndjson'), file)
    const store = new DocumentStore(file)
    await store.documents()
    const heard: Transaction[] = []
    store.subscribe((transaction) => void heard.push(transaction))
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace('"title":"Grand Finale"', '"title":"Grand Final Day"'))
    await Promise.all([store.documents(), store.documents(), store.documents()])
    expect(heard).toHaveLength(1)
    expect(heard[0]!.changes.map((change) => change.id)).toEqual(['keyDate-grand-finale'])
  })
})
