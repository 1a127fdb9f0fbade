import {describe, expect, it} from 'vitest'
import {availableBatters, bowlerChoices, bowlerRefusal, recordBall, scoringState, startInnings, undoLastBall, type Ball, type MatchOptions, type Scorecard, type ScoringRules} from '.'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 3, oversPerBowler: 1, playersPerSide: 4}
const names: Record<string, string> = {a1: 'Kumar', a2: 'Rao', a3: 'Singh', a4: 'Nair', b1: 'Patel', b2: 'Shah', b3: 'Das', b4: 'Iyer'}
const squads = {A: ['a1', 'a2', 'a3', 'a4'], B: ['b1', 'b2', 'b3', 'b4']}
const opts: MatchOptions = {name: (id) => names[id] ?? id, shortName: (t) => ({A: 'GLA', B: 'KNG'})[t] ?? t, squads, teams: ['A', 'B']}

function play(scorecard: Scorecard, balls: Ball[], r = rules): Scorecard {
  return balls.reduce((card, ball) => {
    const res = recordBall(card, r, ball, opts)
    if (!res.ok) throw new Error(res.reason)
    return res.scorecard
  }, scorecard)
}
const started = (team = 'A', card: Scorecard = {innings: []}, r = rules) => {
  const res = startInnings(card, r, team, opts)
  if (!res.ok) throw new Error(res.reason)
  return res.scorecard
}
const opening: Ball = {striker: 'a1', nonStriker: 'a2', bowler: 'b1', tap: {type: 'runs', runs: 0}}
const dots = (n: number): Ball[] => Array.from({length: n}, () => ({tap: {type: 'runs', runs: 0}}))
const refusal = (card: Scorecard, ball: Ball, r = rules) => {
  const res = recordBall(card, r, ball, opts)
  return res.ok ? 'recorded' : res.reason
}

describe('who is on strike', () => {
  it('rotates on odd runs actually run, and at the end of the over', () => {
    const cases: [Ball['tap'], string][] = [
      [{type: 'runs', runs: 1}, 'a2'],
      [{type: 'runs', runs: 2}, 'a1'],
      [{type: 'runs', runs: 3}, 'a2'],
      [{type: 'runs', runs: 4}, 'a1'],
      [{type: 'wide'}, 'a1'],
      [{type: 'wide', runs: 1}, 'a2'],
      [{type: 'wide', runs: 4}, 'a1'],
      [{type: 'noball'}, 'a1'],
      [{type: 'noball', runs: 1}, 'a2'],
      [{type: 'noball', byes: 1}, 'a2'],
      [{type: 'bye', runs: 1}, 'a2'],
      [{type: 'legbye', runs: 2}, 'a1'],
    ]
    for (const [tap, striker] of cases) expect([tap, scoringState(play(started(), [{...opening, tap}]), rules).striker]).toEqual([tap, striker])
    const over = play(started(), [opening, ...dots(5)])
    expect(scoringState(over, rules)).toMatchObject({striker: 'a2', nonStriker: 'a1', bowler: null, previousBowler: 'b1', over: 1, ballInOver: 0})
    const single = play(started(), [opening, ...dots(4), {tap: {type: 'runs', runs: 1}}])
    expect(scoringState(single, rules)).toMatchObject({striker: 'a1', nonStriker: 'a2'})
  })

  it('leaves the dismissed batter’s end empty for the new batter', () => {
    const caught = play(started(), [{...opening, wicket: {kind: 'caught', fielders: ['b3']}}])
    expect(scoringState(caught, rules)).toMatchObject({striker: null, nonStriker: 'a2', out: ['a1']})
    const runOut = play(started(), [{...opening, tap: {type: 'runs', runs: 1}, wicket: {kind: 'run out', player_out: 'a1', fielders: ['b4']}}])
    expect(scoringState(runOut, rules)).toMatchObject({striker: 'a2', nonStriker: null})
    expect(refusal(caught, {tap: {type: 'runs', runs: 0}})).toBe('Choose the new batter on strike.')
    expect(refusal(runOut, {tap: {type: 'runs', runs: 0}})).toBe('Choose the new batter at the non-striker’s end.')
    expect(refusal(caught, {striker: 'a3', tap: {type: 'runs', runs: 0}})).toBe('recorded')
  })

  it('lets a batter who retired hurt come back, and keeps out a dismissed one', () => {
    const retired = play(started(), [{...opening, wicket: {kind: 'retired hurt', player_out: 'a1'}}])
    expect(scoringState(retired, rules)).toMatchObject({out: [], retired: ['a1'], striker: null})
    const back = play(retired, [{striker: 'a3', tap: {type: 'runs', runs: 1}}, {tap: {type: 'runs', runs: 0}, wicket: {kind: 'bowled'}}, {striker: 'a1', tap: {type: 'runs', runs: 0}}])
    expect(scoringState(back, rules)).toMatchObject({retired: [], out: ['a2']})
  })
})

describe('refusals, each with a sentence', () => {
  it('needs an innings, the openers and a bowler', () => {
    expect(refusal({innings: []}, opening)).toBe('Start the innings first: choose the side batting.')
    expect(refusal(started(), {tap: {type: 'runs', runs: 0}})).toBe('Choose the two opening batters.')
    expect(refusal(started(), {striker: 'a1', nonStriker: 'a2', tap: {type: 'runs', runs: 0}})).toBe('Choose the bowler of the first over.')
    expect(refusal(started(), {...opening, nonStriker: 'a1'})).toBe('The striker and the non-striker must be two different batters.')
  })

  it('refuses a 7th legal ball: the bowler of the over just completed cannot bowl the next', () => {
    const over = play(started(), [opening, ...dots(5)])
    expect(refusal(over, {tap: {type: 'runs', runs: 0}})).toBe('Choose the bowler of over 2.')
    expect(refusal(over, {bowler: 'b1', tap: {type: 'runs', runs: 0}})).toBe(
      'Over 1 is complete: its 6 legal balls are bowled, and Patel, who bowled it, may not bowl over 2. Choose another bowler.',
    )
  })

  it('refuses a bowler over the quota and a bowler from the batting side', () => {
    const two = play(started(), [opening, ...dots(5), {bowler: 'b2', tap: {type: 'runs', runs: 0}}, ...dots(5)])
    expect(refusal(two, {bowler: 'b1', tap: {type: 'runs', runs: 0}})).toBe('Patel has bowled 1 over, the most one bowler may bowl in an innings (1).')
    expect(refusal(two, {bowler: 'a3', tap: {type: 'runs', runs: 0}})).toBe('Singh does not play for the fielding side.')
    expect(bowlerRefusal(scoringState(two, rules, opts), rules, 'b3', opts)).toBeNull()
  })

  it('refuses a batter who is out, or who is not at the crease', () => {
    const caught = play(started(), [{...opening, wicket: {kind: 'caught', fielders: ['b3']}}])
    expect(refusal(caught, {striker: 'a1', tap: {type: 'runs', runs: 0}})).toBe('Kumar is out (c Das b Patel) and cannot bat again.')
    expect(refusal(play(started(), [opening]), {striker: 'a3', tap: {type: 'runs', runs: 0}})).toBe('Singh is not at the crease: Kumar and Rao are batting.')
    expect(refusal(started(), {...opening, striker: 'b2'})).toBe('Shah does not play for the batting side.')
  })

  it('refuses dismissals the ball cannot produce', () => {
    const s = started()
    expect(refusal(s, {...opening, wicket: {kind: 'run out', player_out: 'a3', fielders: ['b2']}})).toBe('Singh is not batting: only Kumar or Rao can be run out.')
    expect(refusal(s, {...opening, wicket: {kind: 'run out'}})).toBe('Say which batter was run out.')
    expect(refusal(s, {...opening, wicket: {kind: 'stumped', player_out: 'a2', fielders: ['b4']}})).toBe('Only the batter on strike (Kumar) can be out stumped.')
    expect(refusal(s, {...opening, tap: {type: 'wide'}, wicket: {kind: 'bowled'}})).toBe('A batter cannot be out bowled off a wide.')
    expect(refusal(s, {...opening, tap: {type: 'noball'}, wicket: {kind: 'caught', fielders: ['b2']}})).toBe('A batter cannot be out caught off a no-ball.')
    expect(refusal(s, {...opening, tap: {type: 'runs', runs: 2}, wicket: {kind: 'caught', fielders: ['b2']}})).toBe('No runs count on the ball a batter is out caught.')
    expect(refusal(s, {...opening, wicket: {kind: 'caught'}})).toBe('Say who took the catch.')
    expect(refusal(s, {...opening, wicket: {kind: 'stumped'}})).toBe('Say who made the stumping (the wicketkeeper).')
    expect(refusal(s, {...opening, wicket: {kind: 'caught', fielders: ['a2']}})).toBe('Rao does not play for the fielding side.')
    expect(refusal(s, {...opening, wicket: {kind: 'timed out'}})).toBe('A batter timed out has faced no ball, so it cannot be recorded on a delivery here.')
    expect(refusal(s, {...opening, tap: {type: 'wide'}, wicket: {kind: 'stumped', fielders: ['b4']}})).toBe('recorded')
    expect(refusal(s, {...opening, tap: {type: 'noball', runs: 1}, wicket: {kind: 'run out', player_out: 'a2', fielders: ['b3']}})).toBe('recorded')
  })

  it('refuses runs out of range', () => {
    expect(refusal(started(), {...opening, tap: {type: 'runs', runs: 7}})).toBe('Runs off the bat must be a whole number from 0 to 6.')
    expect(refusal(started(), {...opening, tap: {type: 'runs', runs: 1.5}})).toBe('Runs off the bat must be a whole number from 0 to 6.')
    expect(refusal(started(), {...opening, tap: {type: 'bye', runs: 0}})).toBe('Byes must be a whole number from 1 to 6.')
    expect(refusal(started(), {...opening, tap: {type: 'legbye', runs: 9}})).toBe('Leg-byes must be a whole number from 1 to 6.')
    expect(refusal(started(), {...opening, tap: {type: 'wide', runs: -1}})).toBe('Runs on a wide must be a whole number from 0 to 6.')
    expect(refusal(started(), {...opening, tap: {type: 'noball', runs: 1, byes: 1}})).toBe("A no-ball's runs come off the bat, or as byes, or as leg-byes: only one of them.")
  })

  it('refuses an 11th wicket: nothing after all out, and a ball after the overs or the match', () => {
    const allOut = play(started(), [
      {...opening, wicket: {kind: 'bowled'}},
      {striker: 'a3', tap: {type: 'runs', runs: 0}, wicket: {kind: 'lbw'}},
      {striker: 'a4', tap: {type: 'runs', runs: 0}, wicket: {kind: 'bowled'}},
    ])
    expect(refusal(allOut, {striker: 'a1', tap: {type: 'runs', runs: 0}, wicket: {kind: 'bowled'}})).toBe(
      'All 3 wickets have fallen (GLA are all out), so there is no wicket or ball left to record: the innings is over. Start the second innings.',
    )
    const r = {...rules, oversPerInnings: 1}
    const overs = play(started(), [opening, ...dots(5)], r)
    expect(refusal(overs, {bowler: 'b2', tap: {type: 'runs', runs: 0}}, r)).toBe('The one over has been bowled: the innings is over. Start the second innings.')
    const chase = play(started('B', overs, r), [{striker: 'b1', nonStriker: 'b2', bowler: 'a1', tap: {type: 'runs', runs: 1}}], r)
    expect(refusal(chase, {tap: {type: 'runs', runs: 0}}, r)).toBe('The match is over (KNG won by 3 wickets): no more balls can be recorded.')
  })
})

describe('choices for the scorer', () => {
  it('lists the batters who may come in and why each bowler may not bowl', () => {
    const caught = play(started(), [{...opening, wicket: {kind: 'caught', fielders: ['b3']}}, {striker: 'a3', tap: {type: 'runs', runs: 0}}, ...dots(4)])
    const state = scoringState(caught, rules, opts)
    expect(availableBatters(state, squads.A)).toEqual(['a4'])
    expect(bowlerChoices(state, rules, squads.B, opts)).toEqual([
      {player: 'b1', refusal: 'Over 1 is complete: its 6 legal balls are bowled, and Patel, who bowled it, may not bowl over 2. Choose another bowler.'},
      {player: 'b2', refusal: null},
      {player: 'b3', refusal: null},
      {player: 'b4', refusal: null},
    ])
  })
})

describe('innings and undo', () => {
  it('starts the second innings only after the first, for the other side', () => {
    const partway = play(started(), [opening])
    expect(startInnings(partway, rules, 'B', opts)).toEqual({ok: false, reason: 'The first innings is not over: GLA are still batting.'})
    const r = {...rules, oversPerInnings: 1}
    const done = play(started(), [opening, ...dots(5)], r)
    expect(startInnings(done, r, 'A', opts)).toEqual({ok: false, reason: 'GLA batted first: the other side bats second.'})
    expect(startInnings(done, r, 'C', opts)).toEqual({ok: false, reason: 'C is not playing in this match.'})
    const second = startInnings(done, r, 'B', opts)
    expect(second.ok && second.scorecard.innings.map((i) => [i.team, i.deliveries.length])).toEqual([['A', 6], ['B', 0]])
    expect(second.ok && startInnings(second.scorecard, r, 'A', opts)).toEqual({ok: false, reason: 'Both innings have started: a match has two innings.'})
  })

  it('undo gives back the scorecard and the state before the last ball', () => {
    const before = play(started(), [opening, {tap: {type: 'runs', runs: 1}}])
    const after = play(before, [{tap: {type: 'runs', runs: 0}, wicket: {kind: 'bowled'}}])
    const undone = undoLastBall(after)
    expect(undone.scorecard).toEqual(before)
    expect(undone.removed).toMatchObject({batter: 'a2', wickets: [{kind: 'bowled', player_out: 'a2'}]})
    expect(scoringState(undone.scorecard, rules)).toEqual(scoringState(before, rules))
    expect(undoLastBall({innings: [{team: 'A', deliveries: []}]})).toEqual({scorecard: {innings: []}, removed: null})
  })
})

describe('the delivery it writes', () => {
  it('uses Cricsheet’s fields, omitting empty extras and wickets', () => {
    const rec = (ball: Partial<Ball>) => {
      const res = recordBall(started(), rules, {...opening, ...ball}, opts)
      return res.ok ? res.delivery : res.reason
    }
    expect(rec({tap: {type: 'runs', runs: 4}})).toEqual({batter: 'a1', non_striker: 'a2', bowler: 'b1', runs: {batter: 4, extras: 0, total: 4}})
    expect(rec({tap: {type: 'wide', runs: 4}})).toMatchObject({runs: {batter: 0, extras: 5, total: 5}, extras: {wides: 5}})
    expect(rec({tap: {type: 'noball', runs: 6}})).toMatchObject({runs: {batter: 6, extras: 1, total: 7}, extras: {noballs: 1}})
    expect(rec({tap: {type: 'noball', legbyes: 2}})).toMatchObject({runs: {batter: 0, extras: 3, total: 3}, extras: {noballs: 1, legbyes: 2}})
    expect(rec({wicket: {kind: 'caught and bowled', fielders: ['b1']}})).toMatchObject({wickets: [{kind: 'caught and bowled', player_out: 'a1'}]})
  })
})
