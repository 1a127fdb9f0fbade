// Where a match stands for the scorer: who is on strike, at the other end and bowling, and what must be
// chosen before the next ball (a new batter, the next over's bowler). Derived from the deliveries alone.
import {countsAsWicket, isLegal, runsRun} from './deliveries'
import {splitOvers} from './derive'
import {deriveMatch, type MatchOptions, type MatchState} from './match'
import type {Scorecard, ScoringRules} from './types'

/** The scorer's position in a match (see {@link scoringState}). */
export interface ScoringState {
  /** Index in `scorecard.innings` of the innings being scored; null before an innings is started. */
  inningsIndex: number | null
  /** Team id of the side batting in it. */
  battingTeam: string | null
  /** The batter facing the next ball; null when a new batter must be chosen for that end. */
  striker: string | null
  /** The batter at the bowler's end; null when a new batter must be chosen for that end. */
  nonStriker: string | null
  /** The bowler of the over in progress; null when the next ball starts an over (choose a bowler). */
  bowler: string | null
  /** Who bowled the last completed over: they may not bowl the next. */
  previousBowler: string | null
  /** 0-based over the next ball belongs to (Cricsheet's numbering: add one to print it). */
  over: number
  /** Legal balls already bowled in that over. */
  ballInOver: number
  /** Overs each bowler has bowled or started in the innings (a shared over counts for both). */
  oversBowled: Readonly<Record<string, number>>
  /** Players dismissed in the innings: they do not bat again (a batter who retired hurt is not among them). */
  out: string[]
  /** Batters who retired hurt and have not come back: they may resume. */
  retired: string[]
  /** The innings in progress can take no more balls (all out, overs used, target reached). */
  inningsComplete: boolean
  /** The match is decided. */
  matchComplete: boolean
  /** The whole match's derived state (cards, chase, result, score line) at this point. */
  match: MatchState
}

/**
 * The scorer's position in a match. Between balls, strike changes on an odd number of runs actually run
 * (see `runsRun`) and again at the end of an over; a dismissed or retired batter's end is left empty for the
 * new batter (after a catch that is the striker's end, as the laws now say; for a run out the scorer may
 * swap the two batters on the next ball if the run-out was at the other end).
 */
export function scoringState(scorecard: Scorecard, rules: ScoringRules, opts: MatchOptions = {}): ScoringState {
  const match = deriveMatch(scorecard, rules, opts)
  const inningsIndex = scorecard.innings.length ? scorecard.innings.length - 1 : null
  const record = inningsIndex === null ? undefined : scorecard.innings[inningsIndex]
  const deliveries = record?.deliveries ?? []
  const overs = splitOvers(deliveries, rules.ballsPerOver)
  const last = overs.at(-1)
  const lastComplete = !!last && last.filter(isLegal).length === rules.ballsPerOver
  const oversBowled: Record<string, number> = {}
  for (const over of overs) for (const b of new Set(over.map((d) => d.bowler))) oversBowled[b] = (oversBowled[b] ?? 0) + 1

  const out: string[] = []
  const retired: string[] = []
  for (const d of deliveries) {
    for (const p of [d.batter, d.non_striker]) if (retired.includes(p)) retired.splice(retired.indexOf(p), 1)
    for (const w of d.wickets ?? []) (countsAsWicket(w) ? out : retired).push(w.player_out)
  }

  let striker: string | null = null
  let nonStriker: string | null = null
  const d = deliveries.at(-1)
  if (d) {
    ;[striker, nonStriker] = runsRun(d) % 2 ? [d.non_striker, d.batter] : [d.batter, d.non_striker]
    for (const w of d.wickets ?? []) {
      if (w.player_out === striker) striker = null
      if (w.player_out === nonStriker) nonStriker = null
    }
    if (lastComplete) [striker, nonStriker] = [nonStriker, striker]
  }
  const card = inningsIndex === null ? undefined : match.innings[inningsIndex]
  return {
    inningsIndex,
    battingTeam: record?.team ?? null,
    striker,
    nonStriker,
    bowler: last && !lastComplete ? d!.bowler : null,
    previousBowler: (lastComplete ? last : overs.at(-2))?.at(-1)?.bowler ?? null,
    over: lastComplete || !last ? overs.length : overs.length - 1,
    ballInOver: last && !lastComplete ? last.filter(isLegal).length : 0,
    oversBowled,
    out,
    retired,
    inningsComplete: card?.complete ?? false,
    matchComplete: match.status === 'complete',
    match,
  }
}
