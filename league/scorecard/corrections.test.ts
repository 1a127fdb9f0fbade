import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {awardPenalty, ballEntries, ballOf, correctBall, playMatch, scoringRules, seededRandom, undoLastBall, deriveMatch, recordBall, retireBatter, scoringState, startInnings, type Ball, type MatchOptions, type Scorecard, type ScoringRules} from '.'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 3, oversPerBowler: 1, playersPerSide: 4}
const names: Record<string, string> = {a1: 'Kumar', a2: 'Rao', a3: 'Singh', a4: 'Nair', b1: 'Patel', b2: 'Shah', b3: 'Das', b4: 'Iyer'}
const squads = {A: ['a1', 'a2', 'a3', 'a4'], B: ['b1', 'b2', 'b3', 'b4']}
const opts: MatchOptions = {name: (id) => names[id] ?? id, shortName: (t) => ({A: 'GLA', B: 'KNG'})[t] ?? t, squads, teams: ['A', 'B']}

function play(scorecard: Scorecard, balls: Ball[]): Scorecard {
  return balls.reduce((card, ball) => {
    const res = recordBall(card, rules, ball, opts)
    if (!res.ok) throw new Error(res.reason)
    return res.scorecard
  }, scorecard)
}
const start = (card: Scorecard, team: string) => {
  const res = startInnings(card, rules, team, opts)
  if (!res.ok) throw new Error(res.reason)
  return res.scorecard
}
const runs = (n: number): Ball => ({tap: {type: 'runs', runs: n}})
const dots = (n: number) => Array.from({length: n}, () => runs(0))
/** Over 1 by Patel, then over 2 by Shah: 1.1 a single, 1.2 a dot, 1.3 Kumar caught by Das. */
const innings = play(start({innings: []}, 'A'), [
  {striker: 'a1', nonStriker: 'a2', bowler: 'b1', tap: {type: 'runs', runs: 0}},
  ...dots(5),
  {bowler: 'b2', ...runs(1)},
  runs(0),
  {tap: {type: 'runs', runs: 0}, wicket: {kind: 'caught', fielders: ['b3']}},
])

describe('the corrections list', () => {
  it('writes each ball as cricket does: its number, the bowler to the batter, what happened', () => {
    const entries = ballEntries(innings, 0, rules, opts)
    expect(entries.slice(6).map((e) => `${e.number} ${e.text}`)).toEqual(['1.1 Shah to Rao: 1 run', '1.2 Shah to Kumar: no run', '1.3 Shah to Kumar: W c Das b Shah'])
    const more = play(innings, [{striker: 'a3', tap: {type: 'wide', runs: 0}}, runs(4), {tap: {type: 'noball', legbyes: 1}}, runs(6)])
    expect(ballEntries(more, 0, rules, opts).slice(9).map((e) => `${e.number} ${e.text}`)).toEqual([
      '1.4 Shah to Singh: wide',
      '1.4 Shah to Singh: FOUR',
      '1.5 Shah to Singh: no-ball + 1 leg-bye',
      '1.5 Shah to Rao: SIX',
    ])
  })
})

describe('correcting a ball', () => {
  it('derives strike again for every later ball: a single made a four keeps the batter on strike', () => {
    const singleThenDots = play(start({innings: []}, 'A'), [{striker: 'a1', nonStriker: 'a2', bowler: 'b1', ...runs(1)}, ...dots(2)])
    const res = correctBall(singleThenDots, rules, {innings: 0, index: 0}, runs(4), opts)
    if (!res.ok) throw new Error(res.reason)
    expect(res.scorecard.innings[0]!.deliveries.map((d) => [d.batter, d.runs.total])).toEqual([['a1', 4], ['a1', 0], ['a1', 0]])
    expect(res.changes.map((c) => c.index)).toEqual([0, 1, 2])
    expect(res.state).toMatchObject({striker: 'a1', nonStriker: 'a2'})
    expect(deriveMatch(res.scorecard, rules, opts).innings[0]).toMatchObject({runs: 4, wickets: 0})
  })

  it('refuses a correction that makes a later ball impossible, naming that ball', () => {
    // 1.2 made a single puts Rao on strike for 1.3, where Kumar was caught: only the striker can be.
    expect(correctBall(innings, rules, {innings: 0, index: 7}, runs(1), opts)).toEqual({
      ok: false,
      reason: 'Ball 1.3 (Shah to Kumar: W c Das b Shah) could not have happened after this change: Only the batter on strike (Rao) can be out caught.',
    })
    // A wicket taken away: the batter still in faces the balls the newcomer was recorded on.
    const next = play(innings, [{striker: 'a3', ...runs(0)}])
    const notOut = correctBall(next, rules, {innings: 0, index: 8}, runs(0), opts)
    if (!notOut.ok) throw new Error(notOut.reason)
    expect(notOut.scorecard.innings[0]!.deliveries[9]).toMatchObject({batter: 'a1', non_striker: 'a2'})
  })

  it('deletes a ball and renumbers the rest; an over left one ball short is refused with the next over’s first ball', () => {
    const deleted = correctBall(innings, rules, {innings: 0, index: 8}, null, opts)
    expect(deleted).toMatchObject({ok: true, changes: [{index: 8, delivery: null}]})
    const short = correctBall(innings, rules, {innings: 0, index: 2}, null, opts)
    expect(short).toEqual({ok: false, reason: expect.stringMatching(/^Ball 1\.1 \(Shah to Rao: 1 run\) could not have happened after this change: over 1 would still have 1 ball for Patel to bowl\.$/)})
  })

  it('refuses the corrected ball itself with the engine’s sentence, and changes nothing when nothing changed', () => {
    expect(correctBall(innings, rules, {innings: 0, index: 0}, {tap: {type: 'runs', runs: 0}, wicket: {kind: 'caught', fielders: ['a3']}}, opts)).toEqual({
      ok: false,
      reason: 'Singh does not play for the fielding side.',
    })
    expect(correctBall(innings, rules, {innings: 0, index: 3}, runs(0), opts)).toMatchObject({ok: true, changes: []})
    expect(correctBall(innings, rules, {innings: 0, index: 99}, runs(0), opts)).toEqual({ok: false, reason: 'That ball is not in the scorecard.'})
  })

  it('replays the second innings against the corrected target', () => {
    const first = play(start({innings: []}, 'A'), [{striker: 'a1', nonStriker: 'a2', bowler: 'b1', ...runs(4)}, ...dots(5), {bowler: 'b2', ...runs(0)}, ...dots(5), {bowler: 'b3', ...runs(0)}, ...dots(5)])
    const chase = play(start(first, 'B'), [{striker: 'b1', nonStriker: 'b2', bowler: 'a1', ...runs(2)}, runs(0)])
    expect(deriveMatch(chase, rules, opts)).toMatchObject({status: 'secondInnings', chase: {target: 5}})
    const res = correctBall(chase, rules, {innings: 0, index: 0}, runs(6), opts)
    if (!res.ok) throw new Error(res.reason)
    expect(deriveMatch(res.scorecard, rules, opts)).toMatchObject({status: 'secondInnings', chase: {target: 7}})
    expect(res.changes.map((c) => [c.innings, c.index])).toEqual([[0, 0]])
    expect(correctBall(chase, rules, {innings: 0, index: 0}, runs(1), opts)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^Ball 0\.2 of the second innings \(Kumar to Patel: no run\) could not have happened after this change: The match is over/),
    })
  })
})

describe('between balls', () => {
  it('awards five penalty runs to the batting side on the last ball, and to the fielding side in their own innings', () => {
    const awarded = awardPenalty(innings, rules, 'batting', opts)
    expect(awarded).toMatchObject({ok: true, index: 8, delivery: {extras: {penalty: 5}, runs: {extras: 5, total: 5}}})
    if (!awarded.ok) throw new Error()
    expect(deriveMatch(awarded.scorecard, rules, opts).innings[0]).toMatchObject({runs: 6, extras: {penalty: 5, total: 5}})
    expect(awardPenalty(innings, rules, 'fielding', opts)).toEqual({ok: false, reason: expect.stringContaining('added to their own innings')})
    const chasing = start(play(innings, [{striker: 'a3', ...runs(0)}, ...dots(2), {bowler: 'b3', ...runs(0)}, ...dots(5)]), 'B')
    expect(awardPenalty(chasing, rules, 'batting', opts)).toMatchObject({ok: true, innings: 1, penaltyRuns: {pre: 5}})
    const toFielders = awardPenalty(chasing, rules, 'fielding', opts)
    expect(toFielders).toMatchObject({ok: true, innings: 0, penaltyRuns: {post: 5}})
    if (!toFielders.ok) throw new Error()
    expect(deriveMatch(toFielders.scorecard, rules, opts).chase?.target).toBe(deriveMatch(chasing, rules, opts).chase!.target + 5)
  })

  it('retires a batter at the crease on the last ball: hurt may come back, out may not', () => {
    const hurt = retireBatter(innings, rules, 'a2', 'retired hurt', opts)
    if (!hurt.ok) throw new Error(hurt.reason)
    expect(scoringState(hurt.scorecard, rules, opts)).toMatchObject({striker: null, nonStriker: null, retired: ['a2'], out: ['a1']})
    expect(deriveMatch(hurt.scorecard, rules, opts).innings[0]!.wickets).toBe(1)
    const out = retireBatter(innings, rules, 'a2', 'retired out', opts)
    if (!out.ok) throw new Error(out.reason)
    expect(scoringState(out.scorecard, rules, opts).out).toEqual(['a1', 'a2'])
    expect(retireBatter(innings, rules, 'a3', 'retired hurt', opts)).toEqual({ok: false, reason: 'Singh is not at the crease.'})
  })
})

describe('corrections of any match', () => {
  const teams = ['H', 'A'] as const
  const matchArb = fc
    .record({ballsPerOver: fc.integer({min: 4, max: 8}), overs: fc.integer({min: 1, max: 6}), playersPerSide: fc.integer({min: 5, max: 11}), seed: fc.integer(), pick: fc.nat()})
    .map(({seed, pick, ...season}) => {
      const r = scoringRules(season)
      const squadsOf = Object.fromEntries(teams.map((t) => [t, Array.from({length: r.playersPerSide}, (_, i) => `${t}${i + 1}`)]))
      return {rules: r, squadsOf, card: playMatch(r, teams, {squads: squadsOf}, seededRandom(seed)), pick}
    })

  it('a ball corrected to what it was changes nothing; deleting the last ball is undo', () => {
    fc.assert(
      fc.property(matchArb, ({rules: r, squadsOf, card, pick}) => {
        const o = {squads: squadsOf, teams}
        const balls = card.innings.flatMap((inn, innings) => inn.deliveries.map((_, index) => ({innings, index})))
        const at = balls[pick % balls.length]!
        expect(correctBall(card, r, at, ballOf(card.innings[at.innings]!.deliveries[at.index]!), o)).toMatchObject({ok: true, changes: []})
        const last = balls.at(-1)!
        const deleted = correctBall(card, r, last, null, o)
        if (!deleted.ok) throw new Error(deleted.reason)
        // Undo also drops an innings left without a ball; a correction keeps it, started.
        const bowled = (c: typeof card) => c.innings.map((i) => i.deliveries).filter((d) => d.length)
        expect(bowled(deleted.scorecard)).toEqual(bowled(undoLastBall(card).scorecard))
      }),
      {numRuns: 60},
    )
  })
})
