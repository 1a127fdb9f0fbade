import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import type {DatasetDocument} from './lib/dataset-checks'
import {checkKeyDateBadges, checkSquads} from './lib/squad-checks'

const ROOT = path.resolve(import.meta.dirname, '..')
const load = async (file: string) =>
  (await readFile(path.join(ROOT, file), 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as DatasetDocument)

const player = (id: string, name: string, team: string): DatasetDocument => ({_id: id, _type: 'player', name, team: {_ref: team}})
const squad = (team: string, size: number) => Array.from({length: size}, (_, i) => player(`${team}-${i}`, `Player ${i} of ${team}`, team))

describe('checkSquads', () => {
  it('passes the demo season: squads of eleven with each captain in them', async () => {
    expect(checkSquads(await load('content/demo-season.ndjson'))).toEqual([])
  })

  it('refuses a squad short of a side and a captain who is not in the squad', () => {
    const docs = [
      {_id: 'season', _type: 'season', isCurrent: true, playersPerSide: 11},
      ...squad('team-a', 10),
      ...squad('team-b', 11),
      {_id: 'note-b', _type: 'teamNote', team: {_ref: 'team-b'}, captain: 'Someone Else'},
      {_id: 'note-c', _type: 'teamNote', team: {_ref: 'team-c'}, captain: 'No squad yet'},
    ]
    expect(checkSquads(docs)).toEqual([
      {id: 'team-a', path: 'team', message: 'The squad has 10 players; a side is 11.'},
      {id: 'note-b', path: 'captain', message: "The captain, Someone Else, is not in the team's squad: add them as a player of the team."},
    ])
  })
})

describe('checkKeyDateBadges', () => {
  it('passes the seed and the demo season', async () => {
    expect(checkKeyDateBadges(await load('content/data.ndjson'))).toEqual([])
    expect(checkKeyDateBadges(await load('content/demo-season.ndjson'))).toEqual([])
  })

  it('refuses a second SEASON START; several TENTATIVE dates are fine', () => {
    const date = (id: string, badge: string) => ({_id: id, _type: 'keyDate', badge})
    const docs = [date('a', 'SEASON START'), date('b', 'TENTATIVE'), date('c', 'TENTATIVE'), date('d', 'SEASON START')]
    expect(checkKeyDateBadges(docs)).toEqual([{id: 'd', path: 'badge', message: 'SEASON START is already the badge of a: one key date carries it.'}])
  })
})
