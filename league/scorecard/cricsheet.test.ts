import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {deriveMatch, fromCricsheet, playMatch, seededRandom, toCricsheet, type CricsheetMatchInfo, type Scorecard, type ScoringRules} from '.'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 8, oversPerBowler: 2, playersPerSide: 11}
const squad = (t: string) => Array.from({length: 11}, (_, i) => `${t}-p${i + 1}`)
const squads = {gla: squad('gla'), kng: squad('kng')}
const teams = [{id: 'gla', name: 'Gladiators'}, {id: 'kng', name: 'Kings'}] as const
const info: CricsheetMatchInfo = {
  teams,
  players: Object.fromEntries(teams.map((t) => [t.id, squads[t.id].map((id, i) => ({id, name: `${t.name} Player ${i + 1}`}))])),
  dates: ['2026-05-09'],
  venue: 'Oxygen Oval',
  city: 'Leeds',
  event: {name: 'Oxygen Premier League', match_number: 7},
  season: '2026',
  gender: 'male',
  created: '2026-05-09',
  playerOfMatch: ['kng-p3'],
}
const teamId = (name: string) => teams.find((t) => t.name === name)?.id
const match = (seed: number): Scorecard => ({toss: {winner: 'kng', decision: 'field'}, ...playMatch(rules, ['gla', 'kng'], {squads}, seededRandom(seed))})

describe('Cricsheet JSON 1.1.0 export', () => {
  const card = match(7)
  const file = toCricsheet(card, rules, info)
  const state = deriveMatch(card, rules)

  it('writes meta as the format defines it', () => {
    expect(file.meta).toEqual({data_version: '1.1.0', created: '2026-05-09', revision: 1})
  })

  it('writes info with the format’s fields, names and not ids', () => {
    expect(Object.keys(file.info)).toEqual([
      'balls_per_over', 'city', 'dates', 'event', 'gender', 'match_type', 'outcome', 'overs', 'player_of_match',
      'players', 'registry', 'season', 'team_type', 'teams', 'toss', 'venue',
    ])
    expect(file.info).toMatchObject({
      balls_per_over: 6, city: 'Leeds', dates: ['2026-05-09'], event: {name: 'Oxygen Premier League', match_number: 7},
      gender: 'male', match_type: 'T20', overs: 8, player_of_match: ['Kings Player 3'], season: '2026', team_type: 'club',
      teams: ['Gladiators', 'Kings'], toss: {decision: 'field', winner: 'Kings'}, venue: 'Oxygen Oval',
    })
    expect(file.info.players.Gladiators).toHaveLength(11)
    expect(file.info.players.Kings![0]).toBe('Kings Player 1')
    expect(Object.keys(file.info.registry.people)).toHaveLength(22)
    expect(file.info.registry.people['Kings Player 3']).toBe('kng-p3')
  })

  it('states the outcome as winner and margin, or tie', () => {
    const r = state.result!
    if (r.winner === 'tie') expect(file.info.outcome).toEqual({result: 'tie'})
    else expect(file.info.outcome).toEqual({winner: teams.find((t) => t.id === r.winner)!.name, by: r.margin})
    expect(toCricsheet({innings: []}, rules, {...info, status: 'noResult'}).info.outcome).toEqual({result: 'no result'})
    expect(toCricsheet({innings: []}, rules, info).info.outcome).toEqual({})
  })

  it('writes innings → overs (numbered from 0) → deliveries with Cricsheet’s delivery fields', () => {
    expect(file.innings.map((i) => i.team)).toEqual(['Gladiators', 'Kings'])
    expect(file.innings[0]!.target).toBeUndefined()
    expect(file.innings[1]!.target).toEqual({runs: state.target, overs: 8})
    const overs = file.innings[0]!.overs
    expect(overs.map((o) => o.over)).toEqual(overs.map((_, i) => i))
    for (const inn of file.innings)
      for (const {deliveries} of inn.overs)
        for (const d of deliveries) {
          expect(Object.keys(d).filter((k) => !['extras', 'wickets'].includes(k))).toEqual(['batter', 'bowler', 'non_striker', 'runs'])
          expect(Object.keys(d.runs)).toEqual(['batter', 'extras', 'total'])
          expect(d.runs.batter + d.runs.extras).toBe(d.runs.total)
          for (const p of [d.batter, d.bowler, d.non_striker]) expect(file.info.registry.people[p]).toBeDefined()
          for (const k of Object.keys(d.extras ?? {})) expect(['byes', 'legbyes', 'noballs', 'penalty', 'wides']).toContain(k)
          for (const w of d.wickets ?? []) {
            expect(file.info.registry.people[w.player_out]).toBeDefined()
            for (const f of w.fielders ?? []) expect(Object.keys(f)).toEqual(['name'])
          }
        }
    expect(file.innings.flatMap((i) => i.overs.flatMap((o) => o.deliveries)).length).toBe(card.innings.flatMap((i) => i.deliveries).length)
  })

  it('gives two players of one name distinct names', () => {
    const twins = {...info, players: {...info.players, kng: info.players.kng!.map((p, i) => (i === 0 ? {...p, name: 'Gladiators Player 1'} : p))}}
    const people = toCricsheet(card, rules, twins).info.registry.people
    expect(people['Gladiators Player 1']).toBe('gla-p1')
    expect(people['Gladiators Player 1 (2)']).toBe('kng-p1')
  })
})

describe('Cricsheet import', () => {
  it('reads back the same scorecard, which derives the same match (any seed)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const card = match(seed)
        const back = fromCricsheet(JSON.parse(JSON.stringify(toCricsheet(card, rules, info))), {teamId})
        expect(back.ok).toBe(true)
        if (!back.ok) return
        expect(back.match.scorecard).toEqual(card)
        expect(back.match.rules).toEqual({ballsPerOver: 6, oversPerInnings: 8})
        expect(back.match.playerOfMatch).toEqual(['kng-p3'])
        expect(deriveMatch(back.match.scorecard, rules)).toEqual(deriveMatch(card, rules))
      }),
      {numRuns: 40},
    )
  })

  it('answers a sentence for a file it cannot read', () => {
    const file = toCricsheet(match(1), rules, info)
    expect(fromCricsheet('nope')).toEqual({ok: false, reason: 'This is not a Cricsheet match: it needs meta, info and innings.'})
    expect(fromCricsheet({...file, meta: {...file.meta, data_version: '2.0.0'}}, {teamId})).toEqual({ok: false, reason: 'Cricsheet JSON version 2.0.0 is not supported (1.x is).'})
    expect(fromCricsheet(file, {teamId: (n) => (n === 'Kings' ? undefined : n)})).toEqual({ok: false, reason: 'The team Kings is not known here.'})
    const people = {...file.info.registry.people}
    delete people['Gladiators Player 1']
    expect(fromCricsheet({...file, info: {...file.info, registry: {people}}}, {teamId})).toEqual({ok: false, reason: "Gladiators Player 1 is not in the file's registry of people."})
  })
})
