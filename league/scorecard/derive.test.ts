import {describe, expect, it} from 'vitest'
import {deriveInnings, deriveMatch, extrasText, recordBall, startInnings, totalText, type Ball, type Scorecard, type ScoringRules} from '.'

// A short game: 2 overs of 6, one over each bowler, 4 a side (all out at 3 wickets).
const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 2, oversPerBowler: 1, playersPerSide: 4}
const names: Record<string, string> = {a1: 'Kumar', a2: 'Rao', a3: 'Singh', a4: 'Nair', b1: 'Patel', b2: 'Shah', b3: 'Das', b4: 'Iyer'}
const name = (id: string) => names[id] ?? id

/** Applies balls through the scorer's engine, failing the test on any refusal. */
function play(scorecard: Scorecard, r: ScoringRules, balls: Ball[]): Scorecard {
  return balls.reduce((card, ball) => {
    const res = recordBall(card, r, ball)
    if (!res.ok) throw new Error(res.reason)
    return res.scorecard
  }, scorecard)
}

const opened = (team: string): Scorecard => {
  const res = startInnings({innings: []}, rules, team)
  if (!res.ok) throw new Error(res.reason)
  return res.scorecard
}

// Over 1 (Patel): 1, 4, wide, caught Das, 2, leg-bye, no-ball + 1, six.
// Over 2 (Shah): 2 byes, bowled, 1 run with Singh run out by Iyer → all out for 20 in 1.3 overs.
const firstInnings = play(opened('A'), rules, [
  {striker: 'a1', nonStriker: 'a2', bowler: 'b1', tap: {type: 'runs', runs: 1}},
  {tap: {type: 'runs', runs: 4}},
  {tap: {type: 'wide'}},
  {tap: {type: 'runs', runs: 0}, wicket: {kind: 'caught', fielders: ['b3']}},
  {striker: 'a3', tap: {type: 'runs', runs: 2}},
  {tap: {type: 'legbye', runs: 1}},
  {tap: {type: 'noball', runs: 1}},
  {tap: {type: 'runs', runs: 6}},
  {bowler: 'b2', tap: {type: 'bye', runs: 2}},
  {tap: {type: 'runs', runs: 0}, wicket: {kind: 'bowled'}},
  {striker: 'a4', tap: {type: 'runs', runs: 1}, wicket: {kind: 'run out', player_out: 'a3', fielders: ['b4']}},
])

describe('an innings card', () => {
  const card = deriveInnings(firstInnings.innings[0]!, rules, {name, squad: ['a1', 'a2', 'a3', 'a4', 'a5']})

  it('totals runs, wickets and overs as cricket writes them', () => {
    expect(card).toMatchObject({runs: 20, wickets: 3, balls: 9, overs: '1.3', allOut: true, complete: true, maxBalls: 12})
    expect(totalText(card)).toBe('20 all out (1.3)')
    expect(card.runRate).toBeCloseTo((20 * 6) / 9)
  })

  it('lists the batting in order with R B 4s 6s SR and how out', () => {
    expect(card.batting.map((r) => [r.player, r.runs, r.balls, r.fours, r.sixes, r.howOut])).toEqual([
      ['a1', 2, 4, 0, 0, 'b Shah'],
      ['a2', 4, 2, 1, 0, 'c Das b Patel'],
      ['a3', 8, 3, 0, 1, 'run out (Iyer)'],
      ['a4', 1, 1, 0, 0, 'not out'],
    ])
    expect(card.batting[0]!.strikeRate).toBe(50)
    expect(card.batting[3]!.out).toBe(false)
    expect(card.yetToBat).toEqual(['a5'])
  })

  it('splits extras by kind', () => {
    expect(card.extras).toEqual({wides: 1, noballs: 1, byes: 2, legbyes: 1, penalty: 0, total: 5})
    expect(extrasText(card.extras)).toBe('5 (w 1, nb 1, b 2, lb 1)')
  })

  it('writes the fall of wickets', () => {
    expect(card.fallOfWickets.map((f) => f.text)).toEqual(['1-6 (Rao, 0.3 ov)', '2-19 (Kumar, 1.2 ov)', '3-20 (Singh, 1.3 ov)'])
  })

  it('charges bowlers what the laws charge them', () => {
    expect(card.bowling).toEqual([
      {player: 'b1', balls: 6, overs: '1.0', maidens: 0, runs: 16, wickets: 1, economy: 16, wides: 1, noballs: 1},
      {player: 'b2', balls: 3, overs: '0.3', maidens: 0, runs: 1, wickets: 1, economy: 2, wides: 0, noballs: 0},
    ])
  })

  it('records partnerships with each batter’s share', () => {
    expect(card.partnerships.map((p) => [p.batters, p.runs, p.balls, p.contributions.map((c) => [c.runs, c.balls]), p.ended])).toEqual([
      [['a1', 'a2'], 6, 3, [[1, 1], [4, 2]], true],
      [['a1', 'a3'], 13, 6, [[1, 3], [8, 3]], true],
      [['a3', 'a4'], 1, 1, [[0, 0], [1, 1]], true],
    ])
  })

  it('gives the runs and wickets of each over and the running total', () => {
    expect(card.overByOver).toEqual([
      {over: 1, bowler: 'b1', runs: 17, wickets: 1, totalRuns: 17, totalWickets: 1, legalBalls: 6, complete: true},
      {over: 2, bowler: 'b2', runs: 3, wickets: 2, totalRuns: 20, totalWickets: 3, legalBalls: 3, complete: false},
    ])
  })

  it('counts a maiden only for a whole over with nothing charged to the bowler', () => {
    const maiden = play(opened('A'), {...rules, oversPerInnings: 1}, [
      {striker: 'a1', nonStriker: 'a2', bowler: 'b1', tap: {type: 'runs', runs: 0}},
      {tap: {type: 'legbye', runs: 1}},
      ...Array.from({length: 4}, (): Ball => ({tap: {type: 'runs', runs: 0}})),
    ])
    expect(deriveInnings(maiden.innings[0]!, rules).bowling[0]).toMatchObject({maidens: 1, runs: 0, overs: '1.0'})
  })
})

describe('the match state', () => {
  const teams = ['A', 'B'] as const
  const shortName = (t: string) => (t === 'A' ? 'GLA' : 'KNG')

  it('is not started, then in the first innings, then at the break with a target', () => {
    expect(deriveMatch({innings: []}, rules, {shortName})).toMatchObject({status: 'notStarted', scoreLine: '', result: null})
    const partway = {innings: [{team: 'A', deliveries: firstInnings.innings[0]!.deliveries.slice(0, 3)}]}
    expect(deriveMatch(partway, rules, {shortName})).toMatchObject({status: 'firstInnings', battingTeam: 'A', target: null, scoreLine: 'GLA 6/0 (0.2)'})
    const state = deriveMatch(firstInnings, rules, {shortName, teams})
    expect(state).toMatchObject({status: 'inningsBreak', battingTeam: 'B', target: 21, scoreLine: 'GLA 20 all out (1.3) · target 21'})
    expect(state.chase).toEqual({target: 21, runsNeeded: 21, ballsLeft: 12, requiredRate: 10.5})
  })

  const chase = (balls: Ball[]) => {
    const started = startInnings(firstInnings, rules, 'B')
    if (!started.ok) throw new Error(started.reason)
    return play(started.scorecard, rules, [{striker: 'b1', nonStriker: 'b2', bowler: 'a1', ...balls[0]!}, ...balls.slice(1)])
  }

  it('tracks the chase: runs needed, balls left, required and current rate, the score line', () => {
    const state = deriveMatch(chase([{tap: {type: 'runs', runs: 4}}, {tap: {type: 'runs', runs: 1}}, {tap: {type: 'wide'}}]), rules, {shortName})
    expect(state).toMatchObject({status: 'secondInnings', battingTeam: 'B', scoreLine: 'KNG 6/0 (0.2) · need 15 from 10'})
    expect(state.chase).toEqual({target: 21, runsNeeded: 15, ballsLeft: 10, requiredRate: 9})
    expect(state.currentRunRate).toBe(18)
  })

  it('declares the chasers winners by wickets, counting from playersPerSide - 1', () => {
    const sixes = Array.from({length: 3}, (): Ball => ({tap: {type: 'runs', runs: 6}}))
    const won = deriveMatch(chase([{tap: {type: 'runs', runs: 0}, wicket: {kind: 'lbw'}}, {striker: 'b3', ...sixes[0]!}, ...sixes.slice(1), {tap: {type: 'runs', runs: 4}}]), rules, {shortName})
    expect(won.result).toEqual({winner: 'B', margin: {wickets: 2}, text: 'won by 2 wickets'})
    expect(won.status).toBe('complete')
    expect(won.scoreLine).toBe('GLA 20 all out (1.3) · KNG 22/1 (0.5) · KNG won by 2 wickets')
  })

  it('declares the side batting first winners by runs when the chase falls short, and a tie when level', () => {
    const overs = (runs: number[]): Ball[] => runs.map((r, i) => ({tap: {type: 'runs', runs: r}, ...(i === 6 ? {bowler: 'a2'} : {})}))
    const short = deriveMatch(chase(overs([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0])), rules, {shortName})
    expect(short.result).toEqual({winner: 'A', margin: {runs: 9}, text: 'won by 9 runs'})
    expect(short.scoreLine).toBe('GLA 20 all out (1.3) · KNG 11/0 (2.0) · GLA won by 9 runs')
    const tied = deriveMatch(chase(overs([6, 6, 6, 1, 0, 0, 0, 0, 0, 0, 0, 1])), rules, {shortName})
    expect(tied.result).toEqual({winner: 'tie', margin: null, text: 'Match tied'})
  })
})
