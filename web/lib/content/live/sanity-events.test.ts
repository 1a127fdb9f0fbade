// Sanity's live events turned into the site's cache tags: table tests of the mapping, then the real
// @sanity/client (live.events()) against the Content Lake stand-in, where a saved document, a document
// no getter read and an edit of the dataset file each arrive as one change.
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {LiveEvent} from 'next-sanity'
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {startContentLakeServer, type ContentLakeServer} from '../../../../scripts/content-lake/server'
import {parseContentEnv, type ContentEnv} from '../../env'
import type {LiveChange} from '../../live/hub'
import {contentQuery} from '../fetch'
import {keyDatesQuery} from '../queries'
import {CONTENT_TAGS} from '../../../../league/site/tags'
import {changeOf, followSanityLive} from './sanity-events'
import {forgetSyncTags, rememberSyncTags} from './sync-tags'

const ROOT = path.resolve(import.meta.dirname, '../../../..')

let lake: ContentLakeServer
let dir: string
let env: ContentEnv

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opl-live-'))
  await cp(path.join(ROOT, 'content'), dir, {recursive: true})
  lake = await startContentLakeServer({datasetFile: path.join(dir, 'data.ndjson')})
  env = parseContentEnv({SANITY_PROJECT_ID: 'opltest', SANITY_DATASET: 'production', SANITY_API_HOST: lake.url})
})
afterAll(async () => {
  await lake.close()
  await rm(dir, {recursive: true, force: true})
})
beforeEach(() => forgetSyncTags())

async function until(condition: () => boolean, what: string, ms = 2_000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('changeOf', () => {
  it.each<[string, LiveEvent, LiveChange | null]>([
    ['a message of tags no getter read: everything', {type: 'message', id: 'e1', tags: ['s1:unknown']}, {version: 'e1', tags: [...CONTENT_TAGS]}],
    ['a restart: everything', {type: 'restart', id: 'e2'}, {version: 'e2', tags: [...CONTENT_TAGS]}],
    ['a welcome: nothing', {type: 'welcome'}, null],
    ['a reconnect: nothing', {type: 'reconnect'}, null],
    ['a goaway: nothing', {type: 'goaway', id: 'e3', reason: 'connection limit reached'}, null],
  ])('%s', (_name, event, change) => {
    expect(changeOf(event)).toEqual(change)
  })

  it("maps a message's sync tags to the first tag of each getter that read them, once each", () => {
    rememberSyncTags(['s1:a', 's1:b'], ['scorecard', 'match', 'team'])
    rememberSyncTags(['s1:b'], ['season', 'match'])
    expect(changeOf({type: 'message', id: 'e4', tags: ['s1:b', 's1:a']})).toEqual({version: 'e4', tags: ['season', 'scorecard']})
    expect(changeOf({type: 'message', id: 'e5', tags: ['s1:a']})).toEqual({version: 'e5', tags: ['scorecard']})
  })
})

describe('followSanityLive against the Content Lake stand-in', () => {
  it('announces a saved document by the tags of the getter that read it, a document nobody read as everything, and an edit of the file', async () => {
    const {syncTags} = await contentQuery(keyDatesQuery, {}, {}, env)
    expect(syncTags.length).toBeGreaterThan(0)
    rememberSyncTags(syncTags, ['keyDate'])
    const changes: LiveChange[] = []
    const listening = lake.store.listenerCount
    const stop = followSanityLive(env, (change) => changes.push(change))
    try {
      await until(() => lake.store.listenerCount > listening, 'the live stream is open')

      const saved = await lake.store.commit([{patch: {id: 'keyDate-auction', set: {title: 'Player Auction (moved)'}}}])
      await until(() => changes.length === 1, 'the saved key date is announced')
      expect(changes[0]).toEqual({version: saved.id, tags: ['keyDate']})

      await lake.store.commit([{patch: {id: 'sponsor-main', set: {name: 'New Main Sponsor'}}}])
      await until(() => changes.length === 2, 'the sponsor is announced')
      expect(changes[1]!.tags).toEqual([...CONTENT_TAGS])

      const file = path.join(dir, 'data.ndjson')
      await writeFile(file, (await readFile(file, 'utf8')).replace('"title":"Player Auction (moved)"', '"title":"Player Auction (moved again)"'))
      await until(() => changes.length === 3, 'the edit of the file is announced')
      expect(changes[2]!.tags).toEqual(['keyDate'])
      expect(lake.store.transactions.at(-1)!.id).toBe(changes[2]!.version)
    } finally {
      stop()
    }
    await until(() => lake.store.listenerCount === listening, 'the live stream is closed')
  })
})
