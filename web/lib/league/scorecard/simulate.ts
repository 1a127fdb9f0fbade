// Plausible ball-by-ball matches from a seed, every ball recorded through the scorer's engine (so each is
// one a scorer could have entered): random play for tests, and innings scripted to exact totals for demo
// data that must agree with results already published.
import {bowlerRefusal, recordBall, startInnings, type Ball, type Tap, type WicketTap} from './scoring'
import {scoringState, type ScoringState} from './scoring-state'
import type {Scorecard, ScoringRules, WicketKind} from './types'

/** Refused balls in a row after which a simulation gives up (the sides cannot go on: e.g. no one may bowl). */
const MAX_REDRAWS = 200

/** A random number source in [0, 1), like Math.random. */
export type Random = () => number

/** A repeatable random source from a 32-bit seed (mulberry32). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  let r = random() * entries.reduce((s, [, w]) => s + w, 0)
  for (const [v, w] of entries) if ((r -= w) < 0) return v
  return entries.at(-1)![0]
}

/** The two sides' players for a simulation; the fielding side's first keeper (or its last player) keeps wicket. */
export interface SimSides {
  squads: Readonly<Record<string, readonly string[]>>
  keepers?: Readonly<Record<string, string>>
}

/** Who bats and bowls next: new batters in squad order, the bowler with the fewest overs who may bowl. */
function people(state: ScoringState, rules: ScoringRules, sides: SimSides, random: Random): Pick<Ball, 'striker' | 'nonStriker' | 'bowler'> {
  const batting = sides.squads[state.battingTeam!] ?? []
  const fieldingTeam = Object.keys(sides.squads).find((t) => t !== state.battingTeam)!
  const fresh = batting.filter((p) => !state.out.includes(p) && p !== state.striker && p !== state.nonStriker && !state.match.innings[state.inningsIndex!]?.batting.some((r) => r.player === p && !state.retired.includes(p)))
  const ball: Pick<Ball, 'striker' | 'nonStriker' | 'bowler'> = {}
  if (!state.striker) ball.striker = fresh.shift()
  if (!state.nonStriker) ball.nonStriker = fresh.shift()
  if (!state.bowler) {
    const opts = {squads: sides.squads}
    const able = (sides.squads[fieldingTeam] ?? []).filter((p) => bowlerRefusal(state, rules, p, opts) === null && p !== sides.keepers?.[fieldingTeam])
    const fewest = Math.min(...able.map((p) => state.oversBowled[p] ?? 0))
    ball.bowler = pick(random, able.filter((p) => (state.oversBowled[p] ?? 0) === fewest))
  }
  return ball
}

function fielder(state: ScoringState, sides: SimSides, random: Random, bowler: string): string {
  const team = Object.keys(sides.squads).find((t) => t !== state.battingTeam)!
  return pick(random, (sides.squads[team] ?? []).filter((p) => p !== bowler))
}

function keeper(state: ScoringState, sides: SimSides): string {
  const team = Object.keys(sides.squads).find((t) => t !== state.battingTeam)!
  return sides.keepers?.[team] ?? sides.squads[team]!.at(-1)!
}

const OUTCOMES: readonly (readonly [Tap['type'] | 'wicket' | number, number])[] = [
  [0, 34], [1, 30], [2, 9], [3, 1], [4, 11], [6, 5], ['wide', 3], ['noball', 1], ['bye', 1], ['legbye', 2], ['wicket', 5],
]
const WICKETS: readonly (readonly [WicketKind, number])[] = [
  ['bowled', 5], ['caught', 9], ['lbw', 2], ['run out', 2], ['stumped', 1], ['caught and bowled', 1],
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
  const kind = weighted(random, WICKETS)
  const wicket: WicketTap =
    kind === 'caught' ? {kind, fielders: [fielder(state, sides, random, bowler)]}
    : kind === 'stumped' ? {kind, fielders: [keeper(state, sides)]}
    : kind === 'run out' ? {kind, player_out: pick(random, [striker, nonStriker]), fielders: [fielder(state, sides, random, bowler)]}
    : {kind}
  return {...who, tap: {type: 'runs', runs: kind === 'run out' ? weighted(random, [[0, 2], [1, 2]]) : 0}, wicket}
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
