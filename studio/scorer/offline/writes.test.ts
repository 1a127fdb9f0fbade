// The scorer's writes as they wait on the phone and go out: a FormPatch becomes plain JSON and Sanity's patch
// syntax, applies to the tool's copy as the Content Lake would, and a replayed ball adds nothing.
import {describe, expect, it} from 'vitest'
import {insert, set, setIfMissing, unset} from 'sanity'
import type {Committed} from './commit'
import {newestCopy, withCommitted} from './saved-copy'
import {saveStateText} from './save-state'
import {applyWrites, changes, type Doc, encodePath, toMutations, toWrites, withoutReplays} from './writes'

const doc: Doc = {_id: 'sc', _type: 'scorecard', _rev: 'r0', innings: [{_key: 'i1', deliveries: [{_key: 'b1', runs: {total: 1}}]}]}
const ballPatches = (key: string) => [setIfMissing([], ['innings', {_key: 'i1'}, 'deliveries']), insert([{_key: key, runs: {total: 4}}], 'after', ['innings', {_key: 'i1'}, 'deliveries', -1])]
const keys = (d: Doc) => (d.innings as Array<{deliveries: Array<{_key: string}>}>)[0]!.deliveries.map((b) => b._key)

describe('the scorer’s writes', () => {
  it('are plain JSON that survives storage', () => {
    const writes = toWrites([...ballPatches('b2'), set({winner: {_ref: 't'}, decision: 'bat'}, ['toss']), unset(['innings', {_key: 'i1'}])])
    expect(JSON.parse(JSON.stringify(writes))).toEqual(writes)
    expect(writes.map((w) => w.op)).toEqual(['setIfMissing', 'insert', 'set', 'unset'])
  })

  it.each([
    [['innings', {_key: 'i1'}, 'deliveries', -1], 'innings[_key=="i1"].deliveries[-1]'],
    [['toss'], 'toss'],
    [['innings', 0, 'team'], 'innings[0].team'],
  ] as const)('write the path %j as %s', (path, encoded) => {
    expect(encodePath([...path])).toBe(encoded)
  })

  it('go out as one patch each, in order', () => {
    expect(toMutations('sc', toWrites(ballPatches('b2')))).toEqual([
      {patch: {id: 'sc', setIfMissing: {'innings[_key=="i1"].deliveries': []}}},
      {patch: {id: 'sc', insert: {after: 'innings[_key=="i1"].deliveries[-1]', items: [{_key: 'b2', runs: {total: 4}}]}}},
    ])
  })

  it('add a new ball once: a replay leaves the scorecard as it was', () => {
    const once = applyWrites(doc, toWrites(ballPatches('b2')))
    expect(keys(once)).toEqual(['b1', 'b2'])
    expect(applyWrites(once, toWrites(ballPatches('b2')))).toEqual(once)
    expect(changes(once, toWrites(ballPatches('b2')))).toBe(false)
    expect(withoutReplays(once, toWrites(ballPatches('b2'))).map((w) => w.op)).toEqual(['setIfMissing'])
  })

  it('undo one ball by its key, however often it is sent', () => {
    const undo = toWrites([unset(['innings', {_key: 'i1'}, 'deliveries', {_key: 'b1'}])])
    const undone = applyWrites(doc, undo)
    expect(keys(undone)).toEqual([])
    expect(applyWrites(undone, undo)).toEqual(undone)
  })
})

describe('the copy the tool starts from', () => {
  const saved = (rev: string, read: string): Committed => ({transactionId: rev, readRevision: read, document: {...doc, _rev: rev, saved: true}})
  const copy = withCommitted(withCommitted(undefined, saved('r1', 'r0')), saved('r2', 'r1'))

  it('is the phone’s own saved copy while the form’s is one it has saved over (a reload offline)', () => {
    expect(newestCopy({...doc, _rev: 'r0'}, copy)._rev).toBe('r2')
    expect(newestCopy({...doc, _rev: 'r1'}, copy)._rev).toBe('r2')
  })

  it('is the form’s once it has caught up, or someone else has changed the scorecard since', () => {
    expect(newestCopy({...doc, _rev: 'r2'}, copy).saved).toBeUndefined()
    expect(newestCopy({...doc, _rev: 'elsewhere'}, copy)._rev).toBe('elsewhere')
  })
})

describe('the state line', () => {
  it.each([
    [{online: false, waitingBalls: 4, waitingChanges: 0}, 'Offline — 4 balls waiting'],
    [{online: false, waitingBalls: 1, waitingChanges: 1}, 'Offline — 1 ball and 1 change waiting'],
    [{online: false, waitingBalls: 0, waitingChanges: 0}, 'Offline — balls scored now are kept on this phone'],
    [{online: true, waitingBalls: 2, waitingChanges: 0}, 'Saving — 2 balls waiting'],
    [{online: true, waitingBalls: 0, waitingChanges: 0}, 'All balls saved'],
  ])('%j reads “%s”', (status, text) => {
    expect(saveStateText({...status, failed: []})).toBe(text)
  })
})
