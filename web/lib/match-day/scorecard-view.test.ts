// A match's scorecard as its page draws it, from balls scored through the scorer's engine: names a
// scorecard prints (surname, initial where two share it), links to players' pages, the batters in
// marked while live, yet-to-bat in team-sheet order, the charts' numbers, the toss, and what a fan
// shares at each stage of the match.
import {describe, expect, it} from 'vitest'
import {recordBall, startInnings, type Ball, type Scorecard, type ScoringRules} from '../../../league/scorecard'
import {playerDirectory} from './players'
import {printedNames, matchScorecard, squadsOf, type Side} from './scorecard-view'
import {shareLine, shareStateOf} from './share'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 2, oversPerBowler: 1, playersPerSide: 4}
const sides: [Side, Side] = [
  {id: 'A', name: 'Oxygen Gladiators', code: 'GLA'},
  {id: 'B', name: 'Oxygen Gangsters', code: 'GAN'},
]
const player = (id: string, name: string, team: string, role: string) => ({_id: id, name, slug: name.toLowerCase().replace(/ /g, '-'), role, team: {_id: team, name: team}})
const players = [
  player('a1', 'Aarav Sharma', 'A', 'batter'),
  player('a2', 'Rohan Kumar', 'A', 'batter'),
  player('a3', 'Kabir Rao', 'A', 'bowler'),
  player('a4', 'Vihaan Nair', 'A', 'wicketKeeper'),
  player('b1', 'Ishaan Sharma', 'B', 'bowler'),
  player('b2', 'Arjun Iyer', 'B', 'batter'),
  player('b3', 'Nikhil Joshi', 'B', 'wicketKeeper'),
  player('b4', 'Yash Patil', 'B', 'allRounder'),
]
const directory = playerDirectory(players)

function play(scorecard: Scorecard, balls: Ball[]): Scorecard {
  return balls.reduce((card, ball) => {
    const res = recordBall(card, rules, ball)
    if (!res.ok) throw new Error(res.reason)
    return res.scorecard
  }, scorecard)
}

function opened(card: Scorecard, team: string): Scorecard {
  const res = startInnings(card, rules, team)
  if (!res.ok) throw new Error(res.reason)
  return res.scorecard
}

// A: Sharma 4, 1; Kumar caught by Joshi (the keeper) off I Sharma first ball; Rao 6, a wide, 2, 0.
const first = play(opened({innings: [], toss: {winner: 'B', decision: 'field'}}, 'A'), [
  {striker: 'a1', nonStriker: 'a2', bowler: 'b1', tap: {type: 'runs', runs: 4}},
  {tap: {type: 'runs', runs: 1}},
  {tap: {type: 'runs', runs: 0}, wicket: {kind: 'caught', fielders: ['b3']}},
  {striker: 'a3', tap: {type: 'runs', runs: 6}},
  {tap: {type: 'wide'}},
  {tap: {type: 'runs', runs: 2}},
  {tap: {type: 'runs', runs: 0}},
])

const view = (scorecard: Scorecard) => matchScorecard({scorecard, rules, sides, players, directory})

describe('printedNames', () => {
  const names: Record<string, string> = {x: 'Aarav Sharma', y: 'Ishaan Sharma', z: 'Kabir Rao', w: 'A Sharma', v: 'Aarav Sharma'}
  it('prints the surname, the initial where two share it, the full name where that is not enough', () => {
    const print = printedNames(['x', 'y', 'z'], (id) => names[id]!)
    expect(['x', 'y', 'z'].map(print)).toEqual(['A Sharma', 'I Sharma', 'Rao'])
    const clash = printedNames(['x', 'v', 'z'], (id) => names[id]!)
    expect(clash('x')).toBe('Aarav Sharma')
    expect(clash('z')).toBe('Rao')
  })
})

describe('squadsOf', () => {
  it('lists each side batters first, then keepers, all-rounders and bowlers', () => {
    expect(squadsOf(players, sides)).toEqual({A: ['a1', 'a2', 'a4', 'a3'], B: ['b2', 'b3', 'b4', 'b1']})
  })
})

describe('matchScorecard, while the first innings is on', () => {
  const {view: card, state} = view(first)
  const innings = card.innings[0]!

  it('is live, with the toss', () => {
    expect(card.live).toBe(true)
    expect(state.scoreLine).toBe('GLA 14/1 (1.0)')
    expect(card.toss).toBe('Oxygen Gangsters won the toss and chose to field')
  })

  it('names every batter with their page, how out in printed names, the keeper marked', () => {
    expect(innings.batting.map((r) => [r.player.name, r.player.href, r.howOut, r.runs, r.balls, r.strikeRate])).toEqual([
      ['Aarav Sharma', '/participation/players/aarav-sharma', 'not out', 5, 2, '250.00'],
      ['Rohan Kumar', '/participation/players/rohan-kumar', 'c †Joshi b I Sharma', 0, 1, '0.00'],
      ['Kabir Rao', '/participation/players/kabir-rao', 'not out', 8, 3, '266.67'],
    ])
  })

  it('marks the two batters in, and who is yet to bat', () => {
    expect(innings.inProgress).toBe(true)
    expect(innings.batting.filter((r) => r.batting).map((r) => r.player.id)).toEqual(['a1', 'a3'])
    expect(innings.yetToBat.map((p) => p.name)).toEqual(['Vihaan Nair'])
  })

  it('writes extras, the total, bowling, fall of wickets and partnerships', () => {
    expect(innings.extras).toBe('1 (w 1)')
    expect(innings.total).toBe('14/1 (1.0)')
    expect(innings.runRate).toBe('14.00')
    expect(innings.bowling).toEqual([
      {player: directory.name('b1'), overs: '1.0', maidens: 0, runs: 14, wickets: 1, economy: '14.00', wides: 1, noballs: 0},
    ])
    expect(innings.fallOfWickets).toEqual([{wicket: 1, runs: 5, player: directory.name('a2'), overs: '0.3'}])
    expect(innings.partnerships.map((p) => [p.wicket, p.batters.map((b) => b.id), p.runs, p.balls, p.unbroken])).toEqual([
      [1, ['a1', 'a2'], 5, 3, false],
      [2, ['a1', 'a3'], 9, 3, true],
    ])
  })

  it('gives the charts each over and a caption that says what they show', () => {
    expect(card.chart).toMatchObject({quota: 2, innings: [{team: 'Oxygen Gladiators', overs: [{runs: 14, wickets: 1}]}]})
    expect(card.chart.caption).toBe('Runs in each over, and the score at the end of each over. Oxygen Gladiators 14/1 (1.0), the most in the 1st over (14).')
  })

  it('shares the score against the fielding side', () => {
    expect(shareLine('OPL', shareStateOf(state, (id) => sides.find((s) => s.id === id)!, ['A', 'B'])!)).toBe('OPL · GLA 14/1 (1.0) v GAN')
  })
})

describe('matchScorecard, through the chase to the result', () => {
  const side = (id: string) => sides.find((s) => s.id === id)!
  const whole = play(first, [
    {bowler: 'b4', tap: {type: 'runs', runs: 1}},
    ...Array.from({length: 5}, (): Ball => ({tap: {type: 'runs', runs: 0}})),
  ])
  const chase = (balls: Ball[]) => play(opened(whole, 'B'), [{striker: 'b2', nonStriker: 'b4', bowler: 'a3', ...balls[0]!}, ...balls.slice(1)])

  it('at the break: the first innings done, the target to share', () => {
    const {view: card, state} = view(whole)
    expect(card.innings[0]!.inProgress).toBe(false)
    expect(card.innings[0]!.batting.some((r) => r.batting)).toBe(false)
    expect(shareLine('OPL', shareStateOf(state, side, ['A', 'B'])!)).toBe('OPL · GLA 15/1 (2.0) — GAN need 16 to win')
  })

  it('in the chase: what is needed, as the issue writes it', () => {
    const {view: card, state} = view(chase([{tap: {type: 'runs', runs: 4}}, {tap: {type: 'runs', runs: 2}}]))
    expect(card.live).toBe(true)
    // The chase is shown first while it is on.
    expect(card.innings.map((i) => [i.number, i.inProgress])).toEqual([
      [2, true],
      [1, false],
    ])
    expect(state.scoreLine).toBe('GAN 6/0 (0.2) · need 10 from 10')
    expect(shareLine('OPL', shareStateOf(state, side, ['A', 'B'])!)).toBe('OPL · GAN 6/0 (0.2) chasing 16 — need 10 from 10')
    expect(card.chart.innings.map((i) => i.overs.length)).toEqual([2, 1])
  })

  it('once won: no longer live, the result with the winner named in full', () => {
    const sixes = Array.from({length: 3}, (): Ball => ({tap: {type: 'runs', runs: 6}}))
    const {view: card, state} = view(chase(sixes))
    expect(card.live).toBe(false)
    expect(card.innings.map((i) => [i.number, i.inProgress])).toEqual([
      [1, false],
      [2, false],
    ])
    expect(shareLine('OPL', shareStateOf(state, side, ['A', 'B'])!)).toBe('OPL · GLA 15/1 (2.0), GAN 18/0 (0.3) — Oxygen Gangsters won by 3 wickets')
  })
})
