// Property tests: random matches, every ball through the scorer's engine, must keep cricket's arithmetic.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {pointsTable} from '../points-table'
import {
  deriveMatch,
  fallenWickets,
  isBallFaced,
  isLegal,
  playMatch,
  recordBall,
  runsRun,
  scoringRules,
  scoringState,
  seededRandom,
  splitOvers,
  toMatchResultInput,
  undoLastBall,
  extra,
  type Scorecard,
  type ScoringRules,
} from '.'

const teams = ['H', 'A'] as const
const squadsFor = (size: number) => Object.fromEntries(teams.map((t) => [t, Array.from({length: size}, (_, i) => `${t}${i + 1}`)]))

/** Rules of any plausible season: 4 to 8 balls an over, 1 to 10 overs, 5 to 11 a side. */
const rulesArb: fc.Arbitrary<ScoringRules> = fc
  .record({ballsPerOver: fc.integer({min: 4, max: 8}), overs: fc.integer({min: 1, max: 10}), playersPerSide: fc.integer({min: 5, max: 11})})
  .map(({ballsPerOver, overs, playersPerSide}) => scoringRules({ballsPerOver, overs, playersPerSide}))

/** A random whole match played through recordBall, with its rules. */
const matchArb = fc.record({rules: rulesArb, seed: fc.integer()}).map(({rules, seed}) => ({
  rules,
  card: playMatch(rules, teams, {squads: squadsFor(rules.playersPerSide)}, seededRandom(seed)),
}))

const RUNS = {numRuns: 100}

describe('derivations of any match', () => {
  it('runs add up: batting + extras = total, and bowlers + byes + leg-byes + penalties = total', () => {
    fc.assert(
      fc.property(matchArb, ({rules, card}) => {
        for (const inn of deriveMatch(card, rules).innings) {
          expect(inn.batting.reduce((s, r) => s + r.runs, 0) + inn.extras.total).toBe(inn.runs)
          expect(inn.bowling.reduce((s, r) => s + r.runs, 0) + inn.extras.byes + inn.extras.legbyes + inn.extras.penalty).toBe(inn.runs)
          expect(inn.partnerships.reduce((s, p) => s + p.runs, 0)).toBe(inn.runs)
          expect(inn.overByOver.at(-1)?.totalRuns ?? 0).toBe(inn.runs)
          expect(inn.bowling.reduce((s, r) => s + r.wickets, 0)).toBeLessThanOrEqual(inn.wickets)
        }
      }),
      RUNS,
    )
  })

  it('an over is ballsPerOver legal balls: overs, bowlers’ balls and the over chart agree', () => {
    fc.assert(
      fc.property(matchArb, ({rules, card}) => {
        const state = deriveMatch(card, rules)
        card.innings.forEach((rec, i) => {
          const inn = state.innings[i]!
          const overs = splitOvers(rec.deliveries, rules.ballsPerOver)
          overs.slice(0, -1).forEach((o) => expect(o.filter(isLegal)).toHaveLength(rules.ballsPerOver))
          expect(inn.balls).toBe(rec.deliveries.filter(isLegal).length)
          expect(inn.balls).toBeLessThanOrEqual(rules.oversPerInnings * rules.ballsPerOver)
          expect(inn.overs).toBe(`${Math.floor(inn.balls / rules.ballsPerOver)}.${inn.balls % rules.ballsPerOver}`)
          expect(inn.bowling.reduce((s, r) => s + r.balls, 0)).toBe(inn.balls)
          expect(inn.overByOver.filter((o) => o.complete)).toHaveLength(Math.floor(inn.balls / rules.ballsPerOver))
          for (const b of inn.bowling) expect(Math.ceil(b.balls / rules.ballsPerOver)).toBeLessThanOrEqual(rules.oversPerBowler)
          // No bowler bowls two overs running.
          overs.slice(1).forEach((o, n) => expect(o[0]!.bowler).not.toBe(overs[n]!.at(-1)!.bowler))
        })
      }),
      RUNS,
    )
  })

  it('strike rotates on odd runs run and at the end of each over', () => {
    fc.assert(
      fc.property(matchArb, ({rules, card}) => {
        for (const {deliveries} of card.innings) {
          let legal = 0
          deliveries.forEach((d, i) => {
            if (isLegal(d)) legal++
            const next = deliveries[i + 1]
            if (!next || d.wickets?.length) return
            const endOfOver = isLegal(d) && legal % rules.ballsPerOver === 0
            const swapped = (runsRun(d) % 2 === 1) !== endOfOver
            expect([next.batter, next.non_striker]).toEqual(swapped ? [d.non_striker, d.batter] : [d.batter, d.non_striker])
          })
        }
      }),
      RUNS,
    )
  })

  it('a wicket ends a batter’s innings: they never bat again, and at most playersPerSide - 1 fall', () => {
    fc.assert(
      fc.property(matchArb, ({rules, card}) => {
        const state = deriveMatch(card, rules)
        card.innings.forEach(({deliveries}, i) => {
          const out = new Set<string>()
          for (const d of deliveries) {
            expect(out.has(d.batter) || out.has(d.non_striker)).toBe(false)
            for (const w of fallenWickets(d)) out.add(w.player_out)
          }
          const inn = state.innings[i]!
          expect(inn.wickets).toBe(out.size)
          expect(inn.wickets).toBeLessThanOrEqual(rules.playersPerSide - 1)
          expect(inn.batting.filter((r) => r.out).map((r) => r.player).sort()).toEqual([...out].sort())
          expect(inn.batting.reduce((s, r) => s + r.balls, 0)).toBe(deliveries.filter(isBallFaced).length)
          expect(inn.extras.wides).toBe(deliveries.reduce((s, d) => s + extra(d, 'wides'), 0))
        })
      }),
      RUNS,
    )
  })

  it('every simulated match ends decided, with a margin that fits the scores', () => {
    fc.assert(
      fc.property(matchArb, ({rules, card}) => {
        const state = deriveMatch(card, rules)
        expect(state.status).toBe('complete')
        const [first, second] = state.innings as [(typeof state.innings)[0], (typeof state.innings)[0]]
        const r = state.result!
        if (r.winner === 'tie') expect(second.runs).toBe(first.runs)
        else if (r.winner === first.team) expect(r.margin).toEqual({runs: first.runs - second.runs})
        else expect(r.margin).toEqual({wickets: rules.playersPerSide - 1 - second.wickets})
      }),
      RUNS,
    )
  })

  it('undo after a ball gives back the scorecard and state before it', () => {
    fc.assert(
      fc.property(matchArb, fc.nat(), ({rules, card}, cut) => {
        const all = card.innings.flatMap((inn, i) => inn.deliveries.map((_, n) => [i, n] as const))
        const [i, n] = all[cut % all.length]!
        const before: Scorecard = {innings: card.innings.slice(0, i + 1).map((inn, k) => (k === i ? {...inn, deliveries: inn.deliveries.slice(0, n)} : inn))}
        const d = card.innings[i]!.deliveries[n]!
        const res = recordBall(before, rules, {striker: d.batter, nonStriker: d.non_striker, bowler: d.bowler, tap: {type: 'runs', runs: 0}})
        if (!res.ok) return
        expect(undoLastBall(res.scorecard).scorecard).toEqual(before)
        expect(scoringState(undoLastBall(res.scorecard).scorecard, rules)).toEqual(scoringState(before, rules))
      }),
      RUNS,
    )
  })
})

describe('the points table from scorecards', () => {
  it('charges an all-out side its full quota in net run rate, and counts exact balls otherwise', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(fc.integer(), {minLength: 1, maxLength: 4}), (rules, seeds) => {
        const squads = squadsFor(rules.playersPerSide)
        const inputs = seeds.map((seed) => {
          const card = playMatch(rules, teams, {squads}, seededRandom(seed))
          return {card, input: toMatchResultInput({homeTeam: 'H', awayTeam: 'A'}, deriveMatch(card, rules), rules)}
        })
        const table = pointsTable([...teams], inputs.map((m) => m.input), {overs: rules.oversPerInnings, ballsPerOver: rules.ballsPerOver, pointsWin: 2, pointsTie: 1, pointsNoResult: 1})
        const quota = rules.oversPerInnings * rules.ballsPerOver
        for (const team of teams) {
          const faced = inputs.reduce((s, {card}) => {
            const inn = deriveMatch(card, rules).innings.find((c) => c.team === team)!
            return s + (inn.allOut ? quota : inn.balls)
          }, 0)
          const runs = inputs.reduce((s, {card}) => s + deriveMatch(card, rules).innings.find((c) => c.team === team)!.runs, 0)
          const row = table.find((r) => r.team === team)!
          expect(row).toMatchObject({played: seeds.length, ballsFaced: faced, runsFor: runs})
          expect(row.won + row.lost + row.tied).toBe(seeds.length)
        }
        expect(inputs.every(({input}) => input.status === 'completed' && input.battedFirst === 'H')).toBe(true)
      }),
      {numRuns: 40},
    )
  })
})
