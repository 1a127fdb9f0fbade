// A match's state from its scorecard: both innings, the chase, the result and margin, the status of play
// and the one-line score; plus the bridge to the league's typed-totals shapes that the points table reads.
import type {Innings, MatchResultInput} from '../types'
import {oversNumber, perBalls, plural} from './deliveries'
import {deriveInnings, totalText, type InningsCard} from './derive'
import type {NameOptions} from './how-out'
import type {Scorecard, ScoringRules} from './types'

/** Where a match is: no ball yet, the first innings, between innings, the chase, or decided. */
export type PlayStatus = 'notStarted' | 'firstInnings' | 'inningsBreak' | 'secondInnings' | 'complete'

/** The chase, as the score line and the required-rate figures show it. */
export interface Chase {
  /** Runs to win: the first innings' total plus one. */
  target: number
  runsNeeded: number
  ballsLeft: number
  /** Runs per over needed from the balls left; null when none are left. */
  requiredRate: number | null
}

/** A decided match: the winner (or a tie) and the margin. */
export interface MatchResult {
  /** Team id of the winner, or 'tie'. */
  winner: string
  /** Runs when the side batting first won, wickets (of `playersPerSide - 1`) when the chasers did; null for a tie. */
  margin: {runs: number} | {wickets: number} | null
  /** `won by 12 runs`, `won by 4 wickets`, `Match tied` (the caller puts the winner's name before a win). */
  text: string
}

/** A match's state from its scorecard (see {@link deriveMatch}). */
export interface MatchState {
  innings: InningsCard[]
  status: PlayStatus
  /** Team id of the side batting now (or about to, at the innings break); null before and after play. */
  battingTeam: string | null
  /** Runs to win once the first innings is over; null before. */
  target: number | null
  /** The chase, from the innings break to its end; null otherwise. */
  chase: Chase | null
  /** Runs per over of the innings in progress (or the last one); null before a legal ball. */
  currentRunRate: number | null
  result: MatchResult | null
  /** `GLA 87/3 (9.2) · need 55 from 16` (see {@link deriveMatch}). */
  scoreLine: string
}

/** What {@link deriveMatch} and the scorer's engine take beyond the scorecard: names, squads, the two sides. */
export interface MatchOptions extends NameOptions {
  /** Each side's players by team id, for the yet-to-bat lists. */
  squads?: Readonly<Record<string, readonly string[]>>
  /** Both sides' team ids: names the chasing side at the innings break, before it has faced a ball. */
  teams?: readonly [string, string]
  /** A team's short name for the score line (e.g. "GLA"); the id when not given. */
  shortName?: (teamId: string) => string
}

function result(first: InningsCard, second: InningsCard, target: number, rules: ScoringRules): MatchResult | null {
  if (second.runs >= target) {
    const wickets = rules.playersPerSide - 1 - second.wickets
    return {winner: second.team, margin: {wickets}, text: `won by ${plural(wickets, 'wicket')}`}
  }
  if (!second.complete) return null
  if (second.runs === target - 1) return {winner: 'tie', margin: null, text: 'Match tied'}
  const runs = target - 1 - second.runs
  return {winner: first.team, margin: {runs}, text: `won by ${plural(runs, 'run')}`}
}

/**
 * The state of a match from its scorecard. The score line reads, by status:
 * first innings `GLA 87/3 (9.2)`; innings break `GLA 142/6 (8.0) · target 143`; chase
 * `KNG 87/3 (6.2) · need 55 from 10`; complete `GLA 142/6 (8.0) · KNG 130/9 (8.0) · GLA won by 12 runs`
 * (or `· Match tied`); not started: empty.
 */
export function deriveMatch(scorecard: Scorecard, rules: ScoringRules, opts: MatchOptions = {}): MatchState {
  const short = opts.shortName ?? String
  const [firstRecord, secondRecord] = scorecard.innings
  const inningsOpts = (team: string) => ({...opts, squad: opts.squads?.[team]})
  const first = firstRecord && deriveInnings(firstRecord, rules, inningsOpts(firstRecord.team))
  const target = first?.complete ? first.runs + 1 : null
  const second = secondRecord && deriveInnings(secondRecord, rules, {...inningsOpts(secondRecord.team), target})
  const innings = [first, second].filter((c): c is InningsCard => !!c)
  const line = (c: InningsCard) => `${short(c.team)} ${totalText(c)}`
  const base = {innings, target, chase: null, result: null, currentRunRate: innings.at(-1)?.runRate ?? null}

  if (!first) return {...base, status: 'notStarted', battingTeam: null, scoreLine: ''}
  if (!first.complete || target === null) return {...base, status: 'firstInnings', battingTeam: first.team, scoreLine: line(first)}
  const chasers = second?.team ?? opts.teams?.find((t) => t !== first.team) ?? null
  const chaseOf = (c: InningsCard | undefined): Chase => {
    const runsNeeded = Math.max(0, target - (c?.runs ?? 0))
    const ballsLeft = first.maxBalls - (c?.balls ?? 0)
    return {target, runsNeeded, ballsLeft, requiredRate: perBalls(runsNeeded, ballsLeft, rules.ballsPerOver)}
  }
  if (!second) {
    return {...base, status: 'inningsBreak', battingTeam: chasers, chase: chaseOf(undefined), scoreLine: `${line(first)} · target ${target}`}
  }
  const decided = result(first, second, target, rules)
  if (!decided) {
    const chase = chaseOf(second)
    const scoreLine = `${line(second)} · need ${chase.runsNeeded} from ${chase.ballsLeft}`
    return {...base, status: 'secondInnings', battingTeam: second.team, chase, scoreLine}
  }
  const outcome = decided.winner === 'tie' ? decided.text : `${short(decided.winner)} ${decided.text}`
  return {...base, status: 'complete', battingTeam: null, result: decided, scoreLine: `${line(first)} · ${line(second)} · ${outcome}`}
}

/**
 * An innings card as the league's typed totals (`{runs, wickets, overs, allOut, balls}`), for the points
 * table: `allOut` makes net run rate charge the full quota whatever the side's size, `balls` keeps the
 * count exact whatever the balls per over.
 */
export function toInnings(card: InningsCard, rules: Pick<ScoringRules, 'ballsPerOver'>): Innings {
  return {runs: card.runs, wickets: card.wickets, overs: oversNumber(card.balls, rules.ballsPerOver), allOut: card.allOut, balls: card.balls}
}

/**
 * A match's result input for the points table and result lines, computed from its scorecard: status
 * `completed` once decided, `live` while being played, `scheduled` before a ball. A match whose scorecard
 * has not been decided keeps the CMS status the caller passes (e.g. `abandoned`, `noResult`).
 */
export function toMatchResultInput(
  match: Pick<MatchResultInput, 'homeTeam' | 'awayTeam'> & {status?: MatchResultInput['status']},
  state: MatchState,
  rules: Pick<ScoringRules, 'ballsPerOver'>,
): MatchResultInput {
  const card = (team: string) => state.innings.find((c) => c.team === team)
  const innings = (team: string) => {
    const c = card(team)
    return c && toInnings(c, rules)
  }
  const played = state.status === 'notStarted' ? 'scheduled' : 'live'
  const status = state.status === 'complete' ? 'completed' : match.status === 'abandoned' || match.status === 'noResult' ? match.status : played
  return {
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    status,
    home: innings(match.homeTeam),
    away: innings(match.awayTeam),
    winner: state.result?.winner,
    battedFirst: state.innings[0]?.team,
  }
}
