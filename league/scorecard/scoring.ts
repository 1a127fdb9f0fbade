// The scorer's engine: a tap (0 1 2 3 4 6, wide, no-ball, bye, leg-bye, wicket) becomes a Cricsheet delivery,
// or a plain sentence saying why cricket refuses it. Pure: scorecard and rules in, scorecard out, so the
// Studio can turn each result into one patch.
import {plural} from './deliveries'
import type {MatchOptions} from './match'
import {scoringState, type ScoringState} from './scoring-state'
import type {Delivery, Extras, InningsRecord, Scorecard, ScoringRules, Wicket, WicketKind} from './types'
import {WICKET_KINDS} from './types'

/** Most runs one tap records (off the bat, or byes, or runs on top of a wide). */
export const MAX_RUNS_PER_BALL = 6
/** Runs one penalty awards (Law 41), to either side. */
export const PENALTY_RUNS = 5

/** What the scorer tapped. `runs` on a wide are those run or reached on top of its one-run penalty. */
export type Tap =
  | {type: 'runs'; runs: number}
  | {type: 'wide'; runs?: number}
  | {type: 'noball'; runs?: number; byes?: number; legbyes?: number}
  | {type: 'bye'; runs: number}
  | {type: 'legbye'; runs: number}

/** A dismissal on the ball. `player_out` defaults to the striker, except for a run out, which must name them. */
export interface WicketTap {
  kind: WicketKind
  player_out?: string
  fielders?: string[]
}

/** One ball as the scorer records it. The players default to the state's; give them where it asks. */
export interface Ball {
  tap: Tap
  wicket?: WicketTap
  striker?: string
  nonStriker?: string
  bowler?: string
  /** Penalty runs awarded to the batting side on this ball (Law 41: five at a time). */
  penalty?: number
}

/** A tap the engine refuses, with the sentence to show the scorer. */
export type Refusal = {ok: false; reason: string}
/** A tap recorded: the delivery to append, the new scorecard, and the state after it. */
export type Recorded = {ok: true; delivery: Delivery; scorecard: Scorecard; state: ScoringState}

/** Dismissals only the striker can suffer. */
const STRIKER_ONLY: ReadonlySet<WicketKind> = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket', 'hit the ball twice'])
/** Dismissals possible off a wide, and off a no-ball (Laws 21.8 and 21.18). */
const OFF_A_WIDE: ReadonlySet<WicketKind> = new Set(['stumped', 'run out', 'hit wicket', 'obstructing the field', 'retired hurt', 'retired out'])
const OFF_A_NO_BALL: ReadonlySet<WicketKind> = new Set(['run out', 'obstructing the field', 'hit the ball twice', 'retired hurt', 'retired out'])
/** Dismissals on which no run off the bat or bye counts. */
const NO_RUNS: ReadonlySet<WicketKind> = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket'])

const refuse = (reason: string): Refusal => ({ok: false, reason})
const runsOk = (n: number | undefined, min = 0) => n === undefined || (Number.isInteger(n) && n >= min && n <= MAX_RUNS_PER_BALL)

/**
 * Whether `player` may bowl the next ball, or the sentence that says why not: they bat for the batting side,
 * bowled the over just completed, or have bowled the season's overs per bowler. Mid-over it answers for a
 * replacement bowler.
 */
export function bowlerRefusal(state: ScoringState, rules: ScoringRules, player: string, opts: MatchOptions = {}): string | null {
  const name = opts.name ?? String
  const batting = state.battingTeam && opts.squads?.[state.battingTeam]
  const fielding = opts.squads && Object.entries(opts.squads).find(([team]) => team !== state.battingTeam)?.[1]
  if (batting?.includes(player) || (fielding && !fielding.includes(player))) return `${name(player)} does not play for the fielding side.`
  if (player === state.bowler) return null
  if (player === state.previousBowler) {
    return state.ballInOver === 0
      ? `Over ${state.over} is complete: its ${rules.ballsPerOver} legal balls are bowled, and ${name(player)}, who bowled it, may not bowl over ${state.over + 1}. Choose another bowler.`
      : `${name(player)} bowled over ${state.over} and may not bowl in over ${state.over + 1}.`
  }
  const bowled = state.oversBowled[player] ?? 0
  if (bowled >= rules.oversPerBowler)
    return `${name(player)} has bowled ${plural(bowled, 'over')}, the most one bowler may bowl in an innings (${rules.oversPerBowler}).`
  return null
}

/** The batting side's players who may come in next: not out, not at the crease (one who retired hurt may). */
export function availableBatters(state: ScoringState, squad: readonly string[]): string[] {
  return squad.filter((p) => !state.out.includes(p) && p !== state.striker && p !== state.nonStriker)
}

/** Each fielding player with the sentence that stops them bowling the next ball, or null when they may. */
export function bowlerChoices(state: ScoringState, rules: ScoringRules, squad: readonly string[], opts: MatchOptions = {}): {player: string; refusal: string | null}[] {
  return squad.map((player) => ({player, refusal: bowlerRefusal(state, rules, player, opts)}))
}

function whyOver(state: ScoringState, rules: ScoringRules, opts: MatchOptions): string {
  const short = opts.shortName ?? String
  const {match} = state
  if (state.matchComplete && match.result) {
    const result = match.result.winner === 'tie' ? match.result.text : `${short(match.result.winner)} ${match.result.text}`
    return `The match is over (${result}): no more balls can be recorded.`
  }
  const card = match.innings[state.inningsIndex!]!
  const end = card.allOut
    ? `All ${card.wickets} wickets have fallen (${short(card.team)} are all out), so there is no wicket or ball left to record`
    : rules.oversPerInnings === 1 ? 'The one over has been bowled' : `All ${rules.oversPerInnings} overs have been bowled`
  return state.inningsIndex === 0 ? `${end}: the innings is over. Start the second innings.` : `${end}: the innings is over.`
}

function deliveryOf(tap: Tap, penalty = 0): Pick<Delivery, 'runs' | 'extras'> {
  const extras: Extras = {}
  let bat = 0
  if (tap.type === 'runs') bat = tap.runs
  if (tap.type === 'wide') extras.wides = 1 + (tap.runs ?? 0)
  if (tap.type === 'noball') {
    bat = tap.runs ?? 0
    extras.noballs = 1
    if (tap.byes) extras.byes = tap.byes
    if (tap.legbyes) extras.legbyes = tap.legbyes
  }
  if (tap.type === 'bye') extras.byes = tap.runs
  if (tap.type === 'legbye') extras.legbyes = tap.runs
  if (penalty) extras.penalty = penalty
  const extraRuns = Object.values(extras).reduce((s, n) => s + n, 0)
  return {runs: {batter: bat, extras: extraRuns, total: bat + extraRuns}, ...(extraRuns ? {extras} : {})}
}

function tapRefusal(tap: Tap): string | null {
  if (tap.type === 'runs' && !runsOk(tap.runs)) return `Runs off the bat must be a whole number from 0 to ${MAX_RUNS_PER_BALL}.`
  if (tap.type === 'wide' && !runsOk(tap.runs)) return `Runs on a wide must be a whole number from 0 to ${MAX_RUNS_PER_BALL}.`
  if ((tap.type === 'bye' || tap.type === 'legbye') && !runsOk(tap.runs, 1))
    return `${tap.type === 'bye' ? 'Byes' : 'Leg-byes'} must be a whole number from 1 to ${MAX_RUNS_PER_BALL}.`
  if (tap.type === 'noball') {
    if (![tap.runs, tap.byes, tap.legbyes].every((n) => runsOk(n))) return `Runs on a no-ball must be a whole number from 0 to ${MAX_RUNS_PER_BALL}.`
    if ([tap.runs, tap.byes, tap.legbyes].filter(Boolean).length > 1) return "A no-ball's runs come off the bat, or as byes, or as leg-byes: only one of them."
  }
  return null
}

function wicketRefusal(w: WicketTap, tap: Tap, striker: string, nonStriker: string, bowler: string, opts: MatchOptions): string | null {
  const name = opts.name ?? String
  if (!WICKET_KINDS.includes(w.kind)) return `"${w.kind}" is not a way to be out.`
  if (w.kind === 'timed out') return 'A batter timed out has faced no ball, so it cannot be recorded on a delivery here.'
  if (w.kind === 'run out' && !w.player_out) return 'Say which batter was run out.'
  const outPlayer = w.player_out ?? striker
  if (outPlayer !== striker && outPlayer !== nonStriker)
    return `${name(outPlayer)} is not batting: only ${name(striker)} or ${name(nonStriker)} can be ${w.kind === 'run out' ? 'run out' : 'out'}.`
  if (STRIKER_ONLY.has(w.kind) && outPlayer !== striker) return `Only the batter on strike (${name(striker)}) can be out ${w.kind}.`
  if (tap.type === 'wide' && !OFF_A_WIDE.has(w.kind)) return `A batter cannot be out ${w.kind} off a wide.`
  if (tap.type === 'noball' && !OFF_A_NO_BALL.has(w.kind)) return `A batter cannot be out ${w.kind} off a no-ball.`
  const scored = tap.type === 'runs' ? tap.runs : tap.type === 'bye' || tap.type === 'legbye' ? tap.runs : tap.type === 'wide' ? (tap.runs ?? 0) : 0
  if (NO_RUNS.has(w.kind) && scored > 0) return `No runs count on the ball a batter is out ${w.kind}.`
  if (w.kind === 'caught' && !w.fielders?.length) return 'Say who took the catch.'
  if (w.kind === 'stumped' && !w.fielders?.length) return 'Say who made the stumping (the wicketkeeper).'
  const fielding = opts.squads && Object.entries(opts.squads).find(([, players]) => players.includes(bowler))?.[1]
  for (const f of w.fielders ?? []) {
    if (f === striker || f === nonStriker || (fielding && !fielding.includes(f))) return `${name(f)} does not play for the fielding side.`
  }
  return null
}

export function batterRefusal(state: ScoringState, striker: string | undefined, nonStriker: string | undefined, opts: MatchOptions): string | null {
  const name = opts.name ?? String
  if (!striker) return state.striker === null && state.nonStriker === null && !state.match.innings[state.inningsIndex!]?.balls ? 'Choose the two opening batters.' : 'Choose the new batter on strike.'
  if (!nonStriker) return 'Choose the new batter at the non-striker’s end.'
  if (striker === nonStriker) return 'The striker and the non-striker must be two different batters.'
  const squad = state.battingTeam ? opts.squads?.[state.battingTeam] : undefined
  for (const p of [striker, nonStriker]) {
    if (state.out.includes(p)) {
      const row = state.match.innings[state.inningsIndex!]?.batting.find((r) => r.player === p)
      return `${name(p)} is out (${row?.howOut ?? 'dismissed'}) and cannot bat again.`
    }
    if (squad && !squad.includes(p)) return `${name(p)} does not play for the batting side.`
  }
  const atCrease = [state.striker, state.nonStriker].filter((p): p is string => !!p)
  const newcomers = [striker, nonStriker].filter((p) => !atCrease.includes(p))
  if (newcomers.length > 2 - atCrease.length) {
    const who = atCrease.map(name).join(' and ')
    return `${name(newcomers[0]!)} is not at the crease: ${who} ${atCrease.length === 1 ? 'is' : 'are'} batting.`
  }
  return null
}

/**
 * Records one ball: the delivery it makes and the scorecard with it appended to the innings in progress,
 * or a refusal with the sentence to show. Refuses a ball before an innings is started or after the innings
 * or match is over (there is no 11th wicket), a missing or dismissed batter, a batter not at the crease, a
 * bowler who bowled the over just completed (there is no 7th legal ball) or has bowled their quota,
 * a dismissal the ball cannot produce (bowled off a wide, caught off a no-ball, the non-striker stumped),
 * a run out of a player who is not batting, a catch or stumping with no fielder, and runs out of range.
 */
export function recordBall(scorecard: Scorecard, rules: ScoringRules, ball: Ball, opts: MatchOptions = {}): Recorded | Refusal {
  const state = scoringState(scorecard, rules, opts)
  if (state.inningsIndex === null) return refuse('Start the innings first: choose the side batting.')
  if (state.matchComplete || state.inningsComplete) return refuse(whyOver(state, rules, opts))
  const striker = ball.striker ?? state.striker ?? undefined
  const nonStriker = ball.nonStriker ?? state.nonStriker ?? undefined
  const batters = batterRefusal(state, striker, nonStriker, opts)
  if (batters) return refuse(batters)
  const bowler = ball.bowler ?? state.bowler
  if (!bowler) return refuse(state.over === 0 ? 'Choose the bowler of the first over.' : `Choose the bowler of over ${state.over + 1}.`)
  const bowling = bowlerRefusal(state, rules, bowler, opts)
  if (bowling) return refuse(bowling)
  const tapWrong = tapRefusal(ball.tap)
  if (tapWrong) return refuse(tapWrong)
  if (ball.penalty !== undefined && !(Number.isInteger(ball.penalty / PENALTY_RUNS) && ball.penalty >= 0))
    return refuse(`Penalty runs come ${PENALTY_RUNS} at a time.`)
  if (ball.wicket) {
    const wicketWrong = wicketRefusal(ball.wicket, ball.tap, striker!, nonStriker!, bowler, opts)
    if (wicketWrong) return refuse(wicketWrong)
  }
  const wicket: Wicket | undefined = ball.wicket && {
    kind: ball.wicket.kind,
    player_out: ball.wicket.player_out ?? striker!,
    ...(ball.wicket.fielders?.length && ball.wicket.kind !== 'caught and bowled' ? {fielders: ball.wicket.fielders} : {}),
  }
  const delivery: Delivery = {batter: striker!, non_striker: nonStriker!, bowler, ...deliveryOf(ball.tap, ball.penalty), ...(wicket ? {wickets: [wicket]} : {})}
  const innings = scorecard.innings.map((inn, i): InningsRecord => (i === state.inningsIndex ? {...inn, deliveries: [...inn.deliveries, delivery]} : inn))
  const next = {...scorecard, innings}
  return {ok: true, delivery, scorecard: next, state: scoringState(next, rules, opts)}
}

/**
 * Starts the next innings with `team` batting: the first at any time before a ball, the second once the
 * first is over and by the other side. Refuses a third innings.
 */
export function startInnings(scorecard: Scorecard, rules: ScoringRules, team: string, opts: MatchOptions = {}): {ok: true; scorecard: Scorecard} | Refusal {
  const short = opts.shortName ?? String
  if (opts.teams && !opts.teams.includes(team)) return refuse(`${short(team)} is not playing in this match.`)
  const [first] = scorecard.innings
  if (scorecard.innings.length >= 2) return refuse('Both innings have started: a match has two innings.')
  if (first) {
    const state = scoringState(scorecard, rules, opts)
    if (!state.inningsComplete) return refuse(`The first innings is not over: ${short(first.team)} are still batting.`)
    if (first.team === team) return refuse(`${short(team)} batted first: the other side bats second.`)
  }
  return {ok: true, scorecard: {...scorecard, innings: [...scorecard.innings, {team, deliveries: []}]}}
}

/**
 * Undo: the scorecard without its last delivery (an innings started but not yet bowled at is removed with it,
 * so undo right after starting the second innings takes back the last ball of the first), and what was removed.
 */
export function undoLastBall(scorecard: Scorecard): {scorecard: Scorecard; removed: Delivery | null} {
  const innings = [...scorecard.innings]
  while (innings.length && !innings.at(-1)!.deliveries.length) innings.pop()
  const last = innings.at(-1)
  if (!last) return {scorecard: {...scorecard, innings}, removed: null}
  innings[innings.length - 1] = {...last, deliveries: last.deliveries.slice(0, -1)}
  return {scorecard: {...scorecard, innings}, removed: last.deliveries.at(-1)!}
}
