// Plausible random ball-by-ball matches from a seed, every ball recorded through the scorer's engine (so
// each is one a scorer could have entered). For innings that must reach given totals, see ./script.ts.
import {recordBall, startInnings, type Ball, type Tap} from './scoring'
import {scoringState, type ScoringState} from './scoring-state'
import {people, randomWicket, weighted, type Random, type SimSides} from './sim-support'
import type {Scorecard, ScoringRules} from './types'

export {seededRandom, type Random, type SimSides} from './sim-support'

/** Refused balls in a row after which a simulation gives up (the sides cannot go on: e.g. no one may bowl). */
const MAX_REDRAWS = 200

const OUTCOMES: readonly (readonly [Tap['type'] | 'wicket' | number, number])[] = [
  [0, 34], [1, 30], [2, 9], [3, 1], [4, 11], [6, 5], ['wide', 3], ['noball', 1], ['bye', 1], ['legbye', 2], ['wicket', 5],
]

/** One random ball for the state: mostly dots and singles, some boundaries, extras and wickets. */
function randomBall(state: ScoringState, rules: ScoringRules, sides: SimSides, random: Random): Ball {
  const who = people(state, rules, sides, random)
  const striker = who.striker ?? state.striker!
  const nonStriker = who.nonStriker ?? state.nonStriker!
  const bowler = who.bowler ?? state.bowler!
  const outcome = weighted(random, OUTCOMES)
  if (typeof outcome === 'number') return {...who, tap: {type: 'runs', runs: outcome}}
  if (outcome === 'wide') return {...who, tap: {type: 'wide', runs: weighted(random, [[0, 8], [1, 1], [4, 1]])}}
  if (outcome === 'noball') return {...who, tap: {type: 'noball', runs: weighted(random, [[0, 3], [1, 2], [4, 1]])}}
  if (outcome === 'bye' || outcome === 'legbye') return {...who, tap: {type: outcome, runs: weighted(random, [[1, 6], [2, 1], [4, 1]])}}
  const wicket = randomWicket(state, sides, random, {striker, nonStriker, bowler})
  return {...who, tap: {type: 'runs', runs: wicket.kind === 'run out' ? weighted(random, [[0, 2], [1, 2]]) : 0}, wicket}
}

/**
 * Plays the innings in progress to its end with random balls, each through `recordBall` (a refused ball is
 * drawn again). Returns the scorecard with the innings complete.
 */
export function playInnings(scorecard: Scorecard, rules: ScoringRules, sides: SimSides, random: Random): Scorecard {
  let card = scorecard
  let refused = 0
  for (let state = scoringState(card, rules); !state.inningsComplete; ) {
    const res = recordBall(card, rules, randomBall(state, rules, sides, random), {squads: sides.squads})
    if (res.ok) [card, state, refused] = [res.scorecard, res.state, 0]
    else if (++refused > MAX_REDRAWS) throw new Error(`The simulation is stuck: ${res.reason}`)
  }
  return card
}

/** A whole random match: `teams[0]` bats first. Repeatable for a seeded `random`. */
export function playMatch(rules: ScoringRules, teams: readonly [string, string], sides: SimSides, random: Random): Scorecard {
  let card: Scorecard = {innings: []}
  for (const team of teams) {
    const started = startInnings(card, rules, team)
    if (!started.ok) return card
    card = playInnings(started.scorecard, rules, sides, random)
    if (scoringState(card, rules).matchComplete) break
  }
  return card
}
