// Plays a demo match ball by ball from a seeded generator, through the scorer's own engine
// (league/scorecard/scoring.ts): the generator only decides what a scorer would tap — the toss, who
// bowls each over, the next batter, what each ball brings (dots, ones, boundaries, wides, no-balls, byes,
// wickets of every common kind), batters pushing harder when a chase needs it — and recordBall turns each
// tap into the delivery, deciding strike, overs and the end of each innings. A tap the engine refuses stops
// the generator with the engine's sentence, so the demo holds nothing the scorer's tool would refuse.
// Used by the demo season and `npm run demo:match-day`.
import {recordBall, scoringState, startInnings, type Ball, type ScoringState, type Tap} from '../../league/scorecard'
import type {MatchOptions} from '../../league/scorecard'
import type {Scorecard, ScoringRules, Toss, WicketKind} from '../../league/scorecard/types'
import {below, between, weighted, type Rng} from './demo-rng'

export type SquadPlayer = {id: string; role: string}
export type Squad = {team: string; players: readonly SquadPlayer[]}

/** Where each role bats: keepers and batters open, all-rounders follow, bowlers last. */
const BATTING_PLACE: Record<string, number> = {wicketKeeper: 0, batter: 0, allRounder: 1, bowler: 2}

/** The order a squad bats in (its squad order within each role). */
export const battingOrder = (squad: Squad) =>
  [...squad.players].sort((a, b) => (BATTING_PLACE[a.role] ?? 1) - (BATTING_PLACE[b.role] ?? 1)).map((p) => p.id)

/** Who bowls for a squad, front-line bowlers first: its bowlers, then its all-rounders. */
export const bowlingAttack = (squad: Squad) => [
  ...squad.players.filter((p) => p.role === 'bowler').map((p) => p.id),
  ...squad.players.filter((p) => p.role === 'allRounder').map((p) => p.id),
]

const WICKET_KINDS: readonly (readonly [WicketKind, number])[] = [
  ['caught', 44],
  ['bowled', 24],
  ['lbw', 7],
  ['run out', 12],
  ['stumped', 6],
  ['caught and bowled', 7],
]

/** How a side bats on the day: `runs` scales its boundaries, `risk` is its chance of a wicket a ball. */
type Form = {runs: number; risk: number}
/** Most days a side loses a few wickets; about one innings in ten is a collapse that can end all out. */
const drawForm = (rng: Rng): Form => ({runs: between(rng, 0.95, 1.75), risk: rng() < 0.1 ? between(rng, 0.16, 0.22) : between(rng, 0.045, 0.12)})

/** The most likely a wicket ever is on one ball, however hard the batters swing. */
const MAX_WICKET_CHANCE = 0.2

/** What the scorer taps for one ball; `push` (−0.5 … 1) is how hard the batters go for their runs. */
function drawTap(rng: Rng, form: Form, push: number): {tap: Tap; out?: {kind: WicketKind; nonStriker: boolean}} {
  const kind = weighted(rng, [
    ['wide', 0.045],
    ['noball', 0.012],
    ['bye', 0.025],
    ['legal', 1],
  ] as const)
  const hit = (): number =>
    weighted(rng, [
      [0, 0.32 - 0.08 * push],
      [1, 0.33],
      [2, 0.11],
      [3, 0.012],
      [4, 0.12 * form.runs * (1 + push)],
      [6, 0.055 * form.runs * (1 + 1.5 * push)],
    ])
  // A wide now and then runs away to the boundary: four more on top of its one.
  if (kind === 'wide') return {tap: {type: 'wide', runs: rng() < 0.04 ? 4 : 0}}
  if (kind === 'noball') return {tap: {type: 'noball', runs: hit()}}
  if (kind === 'bye') return {tap: {type: rng() < 0.5 ? 'bye' : 'legbye', runs: rng() < 0.15 ? 4 : 1}}
  if (rng() < Math.min(form.risk * (1 + 1.2 * Math.max(push, 0)), MAX_WICKET_CHANCE)) {
    const out = weighted(rng, WICKET_KINDS)
    return {tap: {type: 'runs', runs: 0}, out: {kind: out, nonStriker: out === 'run out' && rng() < 0.3}}
  }
  return {tap: {type: 'runs', runs: hit()}}
}

/** The next over's bowler: not the last over's, within the quota, the front-line bowlers most often. */
function nextBowler(attack: readonly string[], state: ScoringState, perBowler: number, rng: Rng): string {
  const left = (id: string) => perBowler - (state.oversBowled[id] ?? 0)
  const choices = attack.filter((id) => id !== state.previousBowler && left(id) > 0)
  if (choices.length === 0) throw new Error('no bowler left who may bowl the next over')
  return weighted(rng, choices.map((id, i) => [id, left(id) * (attack.length - i)] as const))
}

/** How hard the batters push: a chase by the rate it needs, a first innings in its last two overs. */
function pressure(state: ScoringState, rules: ScoringRules): number {
  const card = state.match.innings[state.inningsIndex ?? 0]
  const wicketsLeft = rules.playersPerSide - 1 - (card?.wickets ?? 0)
  const caution = wicketsLeft <= 2 ? 0.3 : 0
  const chase = state.match.chase
  if (state.inningsIndex === 0 || !chase) {
    const lastTwo = (card?.balls ?? 0) >= (rules.oversPerInnings - 2) * rules.ballsPerOver
    return (lastTwo ? 0.5 : 0) - caution
  }
  const rate = chase.requiredRate ?? 0
  return Math.min(Math.max((rate - 10) / 7, -0.5), 1) - caution
}

type MatchPlay = {home: Squad; away: Squad; rules: ScoringRules; rng: Rng}

/**
 * A whole match: the toss, then both innings. Yields the scorecard after the toss and again after each
 * delivery (a new scorecard each time, one ball longer).
 */
export function* playMatch({home, away, rules, rng}: MatchPlay): Generator<Scorecard> {
  const toss: Toss = {winner: rng() < 0.5 ? home.team : away.team, decision: rng() < 0.6 ? 'field' : 'bat'}
  const first = (toss.decision === 'bat') === (toss.winner === home.team) ? home : away
  const opts: MatchOptions = {
    squads: {[home.team]: home.players.map((p) => p.id), [away.team]: away.players.map((p) => p.id)},
    teams: [home.team, away.team],
  }
  let scorecard: Scorecard = {toss, innings: []}
  yield scorecard
  for (const batting of [first, first === home ? away : home]) {
    const bowling = batting === home ? away : home
    const started = startInnings(scorecard, rules, batting.team, opts)
    if (!started.ok) throw new Error(started.reason)
    scorecard = started.scorecard
    const order = battingOrder(batting)
    const attack = bowlingAttack(bowling)
    const field = bowling.players.map((p) => p.id)
    const keeper = bowling.players.find((p) => p.role === 'wicketKeeper')?.id ?? field[0]!
    const form = drawForm(rng)
    let state = scoringState(scorecard, rules, opts)
    while (!state.inningsComplete && !state.matchComplete) {
      const batted = new Set([...state.out, ...(state.match.innings[state.inningsIndex!]?.batting.map((b) => b.player) ?? [])])
      const incoming = order.filter((id) => !batted.has(id))
      const striker = state.striker ?? incoming.shift()!
      const nonStriker = state.nonStriker ?? incoming.shift()!
      const bowler = state.bowler ?? nextBowler(attack, state, rules.oversPerBowler, rng)
      const {tap, out} = drawTap(rng, form, pressure(state, rules))
      const fielder = () => {
        const others = field.filter((id) => id !== bowler)
        return others[below(rng, others.length)]!
      }
      const ball: Ball = {tap, striker, nonStriker, bowler}
      if (out) {
        const fielders = out.kind === 'caught' || out.kind === 'run out' ? [fielder()] : out.kind === 'stumped' ? [keeper] : undefined
        ball.wicket = {kind: out.kind, player_out: out.nonStriker ? nonStriker : striker, ...(fielders && {fielders})}
      }
      const recorded = recordBall(scorecard, rules, ball, opts)
      if (!recorded.ok) throw new Error(`the scorer's engine refused a demo ball: ${recorded.reason}`)
      scorecard = recorded.scorecard
      state = recorded.state
      yield scorecard
    }
  }
}
