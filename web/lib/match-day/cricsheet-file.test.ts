// The file /matches/<season>/<number>/cricsheet.json serves, field by field against Cricsheet's JSON
// 1.1.0 documentation (https://cricsheet.org/format/json/): meta; info with the match's day in IST, its
// event, teams, players and registry (a player no longer in the squad included), toss, outcome and
// player of the match; innings → overs → deliveries; and it reads back as the same scorecard.
import {describe, expect, it} from 'vitest'
import {fromCricsheet, playMatch, seededRandom, type Scorecard, type ScoringRules} from '../../../league/scorecard'
import {cricsheetFile, cricsheetFilename} from './cricsheet-file'
import {playerDirectory} from './players'
import type {Side} from './scorecard-view'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 8, oversPerBowler: 2, playersPerSide: 11}
const sides: [Side, Side] = [
  {id: 'gla', name: 'Oxygen Gladiators', code: 'GLA'},
  {id: 'gan', name: 'Oxygen Gangsters', code: 'GAN'},
]
const squads = Object.fromEntries(sides.map((s) => [s.id, Array.from({length: 11}, (_, i) => `${s.id}-${i + 1}`)]))
const players = sides.flatMap((s) => squads[s.id]!.map((id, i) => ({_id: id, name: `${s.code} Player ${i + 1}`, slug: id})))
const played = playMatch(rules, ['gla', 'gan'], {squads}, seededRandom(12))
// A Gladiators bowler who has since left the squad bowled the first ball of the chase.
const scorecard: Scorecard = {
  toss: {winner: 'gan', decision: 'field'},
  innings: played.innings.map((inn, i) => (i === 1 ? {...inn, deliveries: inn.deliveries.map((d, j) => (j === 0 ? {...d, bowler: 'gone-1'} : d))} : inn)),
}

const file = cricsheetFile({
  scorecard,
  updatedAt: '2026-10-03T20:15:00Z',
  rules,
  sides,
  squads,
  directory: playerDirectory([...players, {_id: 'gone-1', name: 'Former Player', slug: 'former-player'}]),
  match: {number: 12, startsAt: '2026-10-03T20:00:00Z', venue: 'Oxygen Residency', stage: 'final', status: 'completed', playerOfMatch: 'gan-3'},
  season: {year: 2026, name: 'OPL 2026'},
})

describe('cricsheetFile', () => {
  it('writes meta as the format defines it', () => {
    expect(file.meta).toEqual({data_version: '1.1.0', created: '2026-10-04', revision: 1})
  })

  it('writes info with the match as the site knows it', () => {
    expect(file.info).toMatchObject({
      balls_per_over: 6,
      dates: ['2026-10-04'],
      event: {name: 'OPL 2026', match_number: 12, stage: 'Final'},
      gender: 'male',
      match_type: 'T20',
      overs: 8,
      player_of_match: ['GAN Player 3'],
      season: '2026',
      team_type: 'club',
      teams: ['Oxygen Gladiators', 'Oxygen Gangsters'],
      toss: {decision: 'field', winner: 'Oxygen Gangsters'},
      venue: 'Oxygen Residency',
    })
  })

  it('lists each side’s players by name, a former player with the side he played for, and registers everyone', () => {
    expect(file.info.players['Oxygen Gangsters']).toHaveLength(11)
    expect(file.info.players['Oxygen Gladiators']).toEqual([...squads.gla!.map((_, i) => `GLA Player ${i + 1}`), 'Former Player'])
    expect(Object.keys(file.info.registry.people)).toHaveLength(23)
    expect(file.info.registry.people['Former Player']).toBe('gone-1')
  })

  it('writes innings → overs from 0 → deliveries, names not ids, with the chase’s target', () => {
    expect(file.innings.map((i) => i.team)).toEqual(['Oxygen Gladiators', 'Oxygen Gangsters'])
    expect(file.innings[0]!.overs[0]!.over).toBe(0)
    const first = file.innings[1]!.overs[0]!.deliveries[0]!
    expect(first.bowler).toBe('Former Player')
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['batter', 'bowler', 'non_striker', 'runs']))
    expect(file.innings[1]!.target?.overs).toBe(8)
    expect(file.innings.flatMap((i) => i.overs.flatMap((o) => o.deliveries))).toHaveLength(scorecard.innings.reduce((n, i) => n + i.deliveries.length, 0))
  })

  it('reads back as the same scorecard', () => {
    const back = fromCricsheet(JSON.parse(JSON.stringify(file)), {teamId: (name) => sides.find((s) => s.name === name)?.id})
    expect(back).toEqual({ok: true, match: expect.objectContaining({scorecard, playerOfMatch: ['gan-3']})})
  })

  it('leaves out a player of the match the file cannot name, and a day it does not know', () => {
    const bare = cricsheetFile({
      scorecard,
      updatedAt: 'not a date',
      rules,
      sides,
      squads,
      directory: playerDirectory(players),
      match: {number: 3, startsAt: null, venue: null, stage: 'league', status: 'live', playerOfMatch: 'nobody'},
      season: {year: 2026, name: 'OPL 2026'},
    })
    expect(bare.info.player_of_match).toBeUndefined()
    expect(bare.info.dates).toEqual([])
    expect(bare.info.event).toEqual({name: 'OPL 2026', match_number: 3})
    expect(bare.meta.created).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(bare.info.registry.people['Unknown player']).toBe('gone-1')
  })
})

describe('cricsheetFilename', () => {
  it('names the league, season and match', () => {
    expect(cricsheetFilename('OPL', 2026, 12)).toBe('opl-2026-match-12.json')
    expect(cricsheetFilename('Oxygen P.L.', 2026, 1)).toBe('oxygen-p-l-2026-match-1.json')
    expect(cricsheetFilename('★', 2026, 1)).toBe('match-2026-match-1.json')
  })
})
