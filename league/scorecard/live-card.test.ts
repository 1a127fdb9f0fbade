// The live card through a short match played with the scorer's engine: the first innings, the break,
// the chase (its target, need, rates, batters, bowler's spell, this over, partnership, last wicket) and
// the result; and the chips of "this over" for every kind of delivery.
import {describe, expect, it} from 'vitest'
import {ballChip, liveCard, recordBall, startInnings, type Ball, type Delivery, type Scorecard, type ScoringRules} from '.'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 2, oversPerBowler: 1, playersPerSide: 4}
const names: Record<string, string> = {a1: 'Kumar', a2: 'Rao', a3: 'Singh', b1: 'Patel', b2: 'Shah', b3: 'Das'}
const opts = {name: (id: string) => names[id] ?? id, teams: ['A', 'B'] as const}
const runs = (n: number): Ball => ({tap: {type: 'runs', runs: n}})

function play(scorecard: Scorecard, team: string, balls: Ball[]): Scorecard {
  const started = scorecard.innings.at(-1)?.team === team ? {ok: true as const, scorecard} : startInnings(scorecard, rules, team)
  if (!started.ok) throw new Error(started.reason)
  return balls.reduce((card, ball) => {
    const res = recordBall(card, rules, ball)
    if (!res.ok) throw new Error(res.reason)
    return res.scorecard
  }, started.scorecard)
}

// A bats 2 overs for 15/1: Kumar caught by Das off Patel for 6 (3).
const first = play({innings: []}, 'A', [
  {striker: 'a1', nonStriker: 'a2', bowler: 'b1', ...runs(4)},
  runs(2),
  {...runs(0), wicket: {kind: 'caught', fielders: ['b3']}},
  {striker: 'a3', ...runs(1)},
  runs(0),
  runs(0),
  {bowler: 'b2', ...runs(1)},
  runs(1),
  runs(4),
  runs(0),
  runs(1),
  runs(1),
])

describe('the live card', () => {
  it('in the first innings: the score, the batters (striker first), the bowler’s spell, this over, the stand, the last wicket', () => {
    const card = liveCard({innings: [{team: 'A', deliveries: first.innings[0]!.deliveries.slice(0, 4)}]}, rules, opts)
    expect(card).toMatchObject({
      status: 'firstInnings',
      battingTeam: 'A',
      score: {team: 'A', text: '7/1 (0.4)'},
      chase: null,
      currentRate: '10.50',
      batters: [
        {player: 'a2', runs: 0, balls: 0, striker: true},
        {player: 'a3', runs: 1, balls: 1, striker: false},
      ],
      bowler: {player: 'b1', spell: '0.4-0-7-1'},
      thisOver: {over: 1, balls: [{text: '4'}, {text: '2'}, {text: 'W'}, {text: '1'}]},
      partnership: '1 (1)',
      lastWicket: 'Kumar 6 (3), c Das b Patel, 6/1',
      result: null,
    })
  })

  it('right after a wicket: the batter left in, not yet a partnership', () => {
    const card = liveCard({innings: [{team: 'A', deliveries: first.innings[0]!.deliveries.slice(0, 3)}]}, rules, opts)
    expect(card.batters).toEqual([{player: 'a2', runs: 0, balls: 0, striker: false}])
    expect(card.partnership).toBeNull()
  })

  it('at the innings break: the total and the target, nobody in', () => {
    expect(liveCard(first, rules, opts)).toMatchObject({status: 'inningsBreak', battingTeam: 'B', score: {text: '15/1 (2.0)'}, chase: {target: 16, need: 'need 16 from 12', requiredRate: '8.00'}, batters: [], thisOver: null})
  })

  it('in the chase: the target, "need … from …", the required and current rates', () => {
    const chase = play(first, 'B', [{striker: 'b1', nonStriker: 'b2', bowler: 'a1', ...runs(4)}, runs(1), {tap: {type: 'wide'}}])
    expect(liveCard(chase, rules, opts)).toMatchObject({
      status: 'secondInnings',
      score: {team: 'B', text: '6/0 (0.2)'},
      chase: {target: 16, runsNeeded: 10, ballsLeft: 10, need: 'need 10 from 10', requiredRate: '6.00'},
      currentRate: '18.00',
      batters: [
        {player: 'b2', runs: 0, balls: 0, striker: true},
        {player: 'b1', runs: 5, balls: 2, striker: false},
      ],
      bowler: {player: 'a1', spell: '0.2-0-6-0'},
      thisOver: {over: 1, balls: [{text: '4'}, {text: '1'}, {text: '1 wd', said: 'wide'}]},
      partnership: '6 (2)',
      lastWicket: null,
    })
  })

  it('once decided: the result, and nothing of the play', () => {
    const won = play(first, 'B', [{striker: 'b1', nonStriker: 'b2', bowler: 'a1', ...runs(6)}, runs(6), runs(4)])
    expect(liveCard(won, rules, opts)).toMatchObject({status: 'complete', result: {winner: 'B', text: 'won by 3 wickets'}, batters: [], bowler: null, thisOver: null})
  })

  it('before a ball: nothing to show', () => {
    expect(liveCard({innings: []}, rules, opts)).toMatchObject({status: 'notStarted', score: null, batters: []})
  })
})

describe('the chips of this over', () => {
  const d = (over: Partial<Delivery>): Delivery => ({batter: 'x', non_striker: 'y', bowler: 'z', runs: {batter: 0, extras: 0, total: 0}, ...over})
  it.each([
    ['a dot ball', d({}), '·', 'no run'],
    ['a single', d({runs: {batter: 1, extras: 0, total: 1}}), '1', '1 run'],
    ['a four', d({runs: {batter: 4, extras: 0, total: 4}}), '4', 'FOUR'],
    ['a six', d({runs: {batter: 6, extras: 0, total: 6}}), '6', 'SIX'],
    ['a wide', d({runs: {batter: 0, extras: 1, total: 1}, extras: {wides: 1}}), '1 wd', 'wide'],
    ['a wide run for two', d({runs: {batter: 0, extras: 3, total: 3}, extras: {wides: 3}}), '3 wd', '3 wides'],
    ['a no-ball hit for four', d({runs: {batter: 4, extras: 1, total: 5}, extras: {noballs: 1}}), '5 nb', 'no ball, FOUR'],
    ['leg byes', d({runs: {batter: 0, extras: 2, total: 2}, extras: {legbyes: 2}}), '2 lb', '2 leg byes'],
    ['a bye', d({runs: {batter: 0, extras: 1, total: 1}, extras: {byes: 1}}), '1 b', '1 bye'],
    ['penalty runs', d({runs: {batter: 0, extras: 5, total: 5}, extras: {penalty: 5}}), '5 pen', '5 penalty runs'],
    ['a wicket', d({wickets: [{kind: 'bowled', player_out: 'x'}]}), 'W', 'wicket'],
    ['a run and a run out', d({runs: {batter: 1, extras: 0, total: 1}, wickets: [{kind: 'run out', player_out: 'y'}]}), '1 W', '1 run, wicket'],
    ['a batter retiring hurt', d({wickets: [{kind: 'retired hurt', player_out: 'x'}]}), '·', 'no run'],
  ])('%s: %s', (_, delivery, text, said) => {
    expect(ballChip(delivery)).toEqual({text, said, wicket: text.endsWith('W')})
  })
})
