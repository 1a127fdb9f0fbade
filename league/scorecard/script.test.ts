import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {aimOf, deriveMatch, scoringRules, scriptInnings, scriptMatch, seededRandom, startInnings, type InningsAim} from '.'

const rules = scoringRules({overs: 8})
const squads = Object.fromEntries(['H', 'A'].map((t) => [t, Array.from({length: 11}, (_, i) => `${t}${i + 1}`)]))
const sides = {squads, keepers: {H: 'H11', A: 'A11'}}

/** Results like the demo season's: a first innings batted out or all out, then a chase won or lost. */
const resultArb = fc
  .record({
    firstRuns: fc.integer({min: 40, max: 130}),
    firstAllOut: fc.boolean(),
    firstWickets: fc.integer({min: 0, max: 9}),
    firstBalls: fc.integer({min: 30, max: 47}),
    chaseWins: fc.boolean(),
    over: fc.integer({min: 0, max: 4}),
    short: fc.integer({min: 0, max: 30}),
    secondWickets: fc.integer({min: 0, max: 10}),
    secondBalls: fc.integer({min: 30, max: 47}),
    seed: fc.integer(),
  })
  .map((r) => {
    const first: InningsAim = r.firstAllOut ? {runs: r.firstRuns, wickets: 10, balls: r.firstBalls} : {runs: r.firstRuns, wickets: r.firstWickets, balls: 48}
    const second: InningsAim = r.chaseWins
      ? {runs: r.firstRuns + 1 + r.over, wickets: Math.min(r.secondWickets, 8), balls: r.secondBalls}
      : r.secondWickets === 10
        ? {runs: Math.max(0, r.firstRuns - 1 - r.short), wickets: 10, balls: r.secondBalls}
        : {runs: Math.max(0, r.firstRuns - 1 - r.short), wickets: r.secondWickets, balls: 48}
    return {first, second, seed: r.seed}
  })

describe('scripted innings', () => {
  it('end exactly on the published totals, and the match on its result', () => {
    fc.assert(
      fc.property(resultArb, ({first, second, seed}) => {
        const card = scriptMatch(rules, ['H', 'A'], sides, seededRandom(seed), [first, second], {winner: 'A', decision: 'field'})
        const state = deriveMatch(card, rules)
        const totals = state.innings.map((i) => ({runs: i.runs, wickets: i.wickets, balls: i.balls}))
        expect(totals).toEqual([first, second])
        expect(state.status).toBe('complete')
        const winner = second.runs > first.runs ? 'A' : second.runs === first.runs ? 'tie' : 'H'
        expect(state.result?.winner).toBe(winner)
        expect(card.toss).toEqual({winner: 'A', decision: 'field'})
      }),
      {numRuns: 60},
    )
  })

  it('is repeatable from its seed', () => {
    const aims = [{runs: 90, wickets: 5, balls: 48}, {runs: 91, wickets: 3, balls: 40}] as const
    expect(scriptMatch(rules, ['H', 'A'], sides, seededRandom(3), aims)).toEqual(scriptMatch(rules, ['H', 'A'], sides, seededRandom(3), aims))
  })

  it('reads a typed innings as an aim', () => {
    expect(aimOf({runs: 84, wickets: 6, overs: 7.3}, rules)).toEqual({runs: 84, wickets: 6, balls: 45})
    expect(aimOf({runs: 84, wickets: 6, overs: 7.3, balls: 45}, {ballsPerOver: 8})).toEqual({runs: 84, wickets: 6, balls: 45})
  })

  it('refuses totals cricket cannot produce, with a sentence', () => {
    const open = startInnings({innings: []}, rules, 'H')
    if (!open.ok) throw new Error(open.reason)
    const script = (aim: InningsAim) => () => scriptInnings(open.scorecard, rules, sides, seededRandom(1), aim)
    expect(script({runs: 50, wickets: 11, balls: 48})).toThrow('11 wickets is more than a side of 11 can lose (10).')
    expect(script({runs: 50, wickets: 2, balls: 49})).toThrow('49 balls is more than 8 overs hold.')
    expect(script({runs: 400, wickets: 2, balls: 48})).toThrow('400 runs cannot be scored in 48 balls with 2 wickets.')
    expect(script({runs: 5, wickets: 4, balls: 3})).toThrow('4 wickets cannot fall in 3 balls.')
    const chase = startInnings(scriptMatch(rules, ['H', 'A'], sides, seededRandom(2), [{runs: 60, wickets: 4, balls: 48}]), rules, 'A')
    if (!chase.ok) throw new Error(chase.reason)
    expect(() => scriptInnings(chase.scorecard, rules, sides, seededRandom(1), {runs: 75, wickets: 2, balls: 40})).toThrow('A chase of 61 cannot end on 75/2: the winning ball scores at most 6.')
  })
})
