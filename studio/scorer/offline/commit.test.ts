// A queued write against the Content Lake stand-in's own store (Sanity's mutator, revisions, 409s): a replay
// adds nothing, writes land in order, a race is read and tried again, and a match held by another phone
// takes no ball from this one unless it takes scoring over.
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {insert, setIfMissing} from 'sanity'
import type {HttpError} from '../../../scripts/content-lake/http'
import {DocumentStore} from '../../../scripts/content-lake/store'
import {type CommitClient, commitWrite, type QueuedWrite, ScoringMovedError} from './commit'
import {type Doc, toWrites} from './writes'

const ID = 'scorecard-match-9'
const base: Doc = {_id: ID, _type: 'scorecard', match: {_type: 'reference', _ref: 'match-9'}}
const phone = {device: 'phone-a', name: 'Asha’s phone (phon)'}
const other = {device: 'phone-b', name: 'Ravi’s phone (phon)'}

let dir = ''
let store: DocumentStore
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opl-scorer-queue-'))
  await writeFile(path.join(dir, 'data.ndjson'), '')
  store = new DocumentStore(path.join(dir, 'data.ndjson'))
})
afterEach(() => rm(dir, {recursive: true, force: true}))

const client = (beforeMutate?: () => Promise<void>): CommitClient => ({
  getDocument: async (id) => (await store.get(id)) as Doc | undefined,
  // As Sanity's client answers a refused transaction: an error with the response's status code.
  mutate: async (mutations) => {
    await beforeMutate?.()
    const transaction = await store.commit(mutations).catch((error: HttpError) => {
      throw Object.assign(new Error(error.message), {statusCode: error.status})
    })
    return {transactionId: transaction.id}
  },
})

const innings = {_key: 'inn1', _type: 'inningsRecord', team: {_type: 'reference', _ref: 'team-a'}, deliveries: []}
const ball = (key: string, runs: number) => ({_key: key, _type: 'delivery', runs: {batter: runs, extras: 0, total: runs}})
const start = (by = phone): QueuedWrite => ({documentId: ID, base, by, balls: 0, writes: toWrites([setIfMissing([], ['innings']), insert([innings], 'after', ['innings', -1])])})
const bowl = (key: string, runs: number, by = phone): QueuedWrite => ({
  documentId: ID,
  base,
  by,
  balls: 1,
  writes: toWrites([setIfMissing([], ['innings', {_key: 'inn1'}, 'deliveries']), insert([ball(key, runs)], 'after', ['innings', {_key: 'inn1'}, 'deliveries', -1])]),
})
const stored = async () => (await store.get(ID)) as (Doc & {innings?: Array<{deliveries?: Array<{_key: string}>}>; scorer?: {device: string}}) | undefined
const keys = async () => (await stored())?.innings?.[0]?.deliveries?.map((d) => d._key)

describe('a queued scorer write', () => {
  it('creates the scorecard it starts, and claims it for the phone', async () => {
    await commitWrite(client(), start())
    expect(await stored()).toMatchObject({_type: 'scorecard', match: {_ref: 'match-9'}, innings: [{_key: 'inn1'}], scorer: {device: 'phone-a', name: phone.name}})
  })

  it('lands in the order it was made, and a replay of any of them adds nothing', async () => {
    await commitWrite(client(), start())
    for (const [key, runs] of [['b1', 1], ['b2', 4], ['b3', 0]] as const) await commitWrite(client(), bowl(key, runs))
    const before = store.transactions.length
    const replay = await commitWrite(client(), bowl('b2', 4))
    await commitWrite(client(), start())
    expect(replay.transactionId).toBeNull()
    expect(store.transactions.length).toBe(before)
    expect(await keys()).toEqual(['b1', 'b2', 'b3'])
  })

  it('is read again and kept when another change lands between its read and its commit', async () => {
    await commitWrite(client(), start())
    let raced = false
    const racing = client(async () => {
      if (raced) return
      raced = true
      await commitWrite(client(), bowl('b1', 1))
    })
    await commitWrite(racing, bowl('b2', 2))
    expect(raced).toBe(true)
    expect(await keys()).toEqual(['b1', 'b2'])
  })

  it('adds no ball to a match another phone has taken over, until this one takes it back on purpose', async () => {
    await commitWrite(client(), start())
    await commitWrite(client(), bowl('b1', 1))
    await commitWrite(client(), {...bowl('b2', 2, other), takeOver: true})
    const late = commitWrite(client(), bowl('b3', 3))
    await expect(late).rejects.toBeInstanceOf(ScoringMovedError)
    await expect(late).rejects.toThrow('This match is now being scored on Ravi’s phone (phon).')
    expect(await keys()).toEqual(['b1', 'b2'])
    await commitWrite(client(), {...bowl('b3', 3), takeOver: true})
    expect(await keys()).toEqual(['b1', 'b2', 'b3'])
    expect((await stored())?.scorer?.device).toBe('phone-a')
  })
})
