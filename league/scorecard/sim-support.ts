// What the simulators share: a seeded random source and the choice of who bats, bowls and fields next.
import {bowlerRefusal, type Ball, type WicketTap} from './scoring'
import type {ScoringState} from './scoring-state'
import type {ScoringRules, WicketKind} from './types'

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

/** One item of a list, at random. */
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
/** One value drawn in proportion to its weight. */
export function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  let r = random() * entries.reduce((s, [, w]) => s + w, 0)
  for (const [v, w] of entries) if ((r -= w) < 0) return v
  return entries.at(-1)![0]
}

/** The two sides' players for a simulation, each squad in batting order. */
export interface SimSides {
  squads: Readonly<Record<string, readonly string[]>>
  /** Each side's wicketkeeper by team id; the sixth in the batting order when not given. */
  keepers?: Readonly<Record<string, string>>
}

/** Where in the batting order the keeper bats when the sides do not name one. */
const KEEPER_POSITION = 5
/** Bowlers a side uses at least, beyond those the quota makes it need. */
const MIN_ATTACK = 5

const fieldingTeam = (state: ScoringState, sides: SimSides) => Object.keys(sides.squads).find((t) => t !== state.battingTeam)!

/**
 * Who bats and bowls next: new batters in squad order; the bowler drawn from the side's attack (the tail of
 * its batting order, not the keeper) among those the laws allow; anyone allowed when none of them is.
 */
export function people(state: ScoringState, rules: ScoringRules, sides: SimSides, random: Random): Pick<Ball, 'striker' | 'nonStriker' | 'bowler'> {
  const batting = sides.squads[state.battingTeam!] ?? []
  const card = state.match.innings[state.inningsIndex!]
  const fresh = batting.filter((p) => !state.out.includes(p) && p !== state.striker && p !== state.nonStriker && !card?.batting.some((r) => r.player === p && !state.retired.includes(p)))
  const ball: Pick<Ball, 'striker' | 'nonStriker' | 'bowler'> = {}
  if (!state.striker) ball.striker = fresh.shift()
  if (!state.nonStriker) ball.nonStriker = fresh.shift()
  if (!state.bowler) {
    const team = fieldingTeam(state, sides)
    const gloves = keeper(state, sides)
    const squad = sides.squads[team] ?? []
    const size = Math.max(MIN_ATTACK, Math.ceil(rules.oversPerInnings / rules.oversPerBowler) + 1)
    const pools = [squad.filter((p) => p !== gloves).slice(-size), squad.filter((p) => p !== gloves), squad]
    const left = (p: string) => rules.oversPerBowler - (state.oversBowled[p] ?? 0)
    const oversLeft = rules.oversPerInnings - state.over
    // A bowler who lets the pool still finish the innings (no one twice running, no one over the quota).
    const choices = pools
      .map((pool) =>
        pool.filter((p) => bowlerRefusal(state, rules, p, {squads: sides.squads}) === null && canFinish(new Map(pool.map((q) => [q, left(q) - (q === p ? 1 : 0)])), oversLeft - 1, p)),
      )
      .find((c) => c.length)
    ball.bowler = pick(random, choices ?? [])
  }
  return ball
}

/** Whether bowlers with these overs left can bowl `overs` more, none twice running (greedy: most left first). */
function canFinish(left: Map<string, number>, overs: number, previous: string): boolean {
  for (let n = 0, prev = previous; n < overs; n++) {
    const next = [...left].filter(([p, l]) => p !== prev && l > 0).sort((a, b) => b[1] - a[1])[0]
    if (!next) return false
    left.set(next[0], next[1] - 1)
    prev = next[0]
  }
  return true
}

/** A fielder other than the bowler. */
export function fielder(state: ScoringState, sides: SimSides, random: Random, bowler: string): string {
  return pick(random, (sides.squads[fieldingTeam(state, sides)] ?? []).filter((p) => p !== bowler))
}

/** The fielding side's wicketkeeper. */
export function keeper(state: ScoringState, sides: SimSides): string {
  const team = fieldingTeam(state, sides)
  const squad = sides.squads[team] ?? []
  return sides.keepers?.[team] ?? squad[Math.min(KEEPER_POSITION, squad.length - 1)]!
}


const WICKETS: readonly (readonly [WicketKind, number])[] = [
  ['bowled', 5], ['caught', 9], ['lbw', 2], ['run out', 2], ['stumped', 1], ['caught and bowled', 1],
]

/** A plausible dismissal on a ball from `bowler` (run outs may take either batter). */
export function randomWicket(state: ScoringState, sides: SimSides, random: Random, at: {striker: string; nonStriker: string; bowler: string}): WicketTap {
  const kind = weighted(random, WICKETS)
  if (kind === 'caught') return {kind, fielders: [fielder(state, sides, random, at.bowler)]}
  if (kind === 'stumped') return {kind, fielders: [keeper(state, sides)]}
  if (kind === 'run out') return {kind, player_out: pick(random, [at.striker, at.nonStriker]), fielders: [fielder(state, sides, random, at.bowler)]}
  return {kind}
}
