// What happens between balls: penalty runs awarded to either side, and a batter retiring (hurt, or out).
// Neither is a delivery, so each goes where Cricsheet keeps it: on the last ball bowled (its `extras.penalty`,
// a `retired …` wicket), or as the innings' `penalty_runs` before or after it.
import type {MatchOptions} from './match'
import {PENALTY_RUNS, type Refusal} from './scoring'
import {scoringState} from './scoring-state'
import type {Delivery, InningsRecord, Scorecard, ScoringRules} from './types'

/** Where an award went: onto a delivery of an innings, or into an innings' penalty runs. */
export type Amended =
  | {ok: true; scorecard: Scorecard; innings: number; index: number; delivery: Delivery}
  | {ok: true; scorecard: Scorecard; innings: number; penaltyRuns: NonNullable<InningsRecord['penalty_runs']>}

const refuse = (reason: string): Refusal => ({ok: false, reason})

function withDelivery(scorecard: Scorecard, innings: number, index: number, delivery: Delivery): Amended {
  const next = scorecard.innings.map((inn, i) => (i === innings ? {...inn, deliveries: inn.deliveries.map((d, j) => (j === index ? delivery : d))} : inn))
  return {ok: true, scorecard: {...scorecard, innings: next}, innings, index, delivery}
}

function withPenaltyRuns(scorecard: Scorecard, innings: number, when: 'pre' | 'post'): Amended {
  const record = scorecard.innings[innings]!
  const penaltyRuns = {...record.penalty_runs, [when]: (record.penalty_runs?.[when] ?? 0) + PENALTY_RUNS}
  const next = scorecard.innings.map((inn, i) => (i === innings ? {...inn, penalty_runs: penaltyRuns} : inn))
  return {ok: true, scorecard: {...scorecard, innings: next}, innings, penaltyRuns}
}

/**
 * Five penalty runs (Law 41) to the side batting or the side fielding. The batting side's go on the last
 * ball bowled (before the first ball, before the innings); the fielding side's go to their own innings:
 * after it when they batted first. A fielding side that has not batted yet gets them when its innings starts.
 */
export function awardPenalty(scorecard: Scorecard, rules: ScoringRules, side: 'batting' | 'fielding', opts: MatchOptions = {}): Amended | Refusal {
  const state = scoringState(scorecard, rules, opts)
  const k = state.inningsIndex
  if (k === null) return refuse('Start the innings first: penalty runs go to an innings.')
  if (state.matchComplete) return refuse('The match is over: no more runs can be awarded.')
  if (side === 'batting') {
    const deliveries = scorecard.innings[k]!.deliveries
    const last = deliveries.at(-1)
    if (!last) return withPenaltyRuns(scorecard, k, 'pre')
    const extras = {...last.extras, penalty: (last.extras?.penalty ?? 0) + PENALTY_RUNS}
    const runs = {...last.runs, extras: last.runs.extras + PENALTY_RUNS, total: last.runs.total + PENALTY_RUNS}
    return withDelivery(scorecard, k, deliveries.length - 1, {...last, extras, runs})
  }
  const fieldingInnings = scorecard.innings.findIndex((inn, i) => i !== k && inn.team !== state.battingTeam)
  if (fieldingInnings < 0)
    return refuse(`Penalty runs to the fielding side are added to their own innings: award them when it starts, before its first ball.`)
  return withPenaltyRuns(scorecard, fieldingInnings, 'post')
}

/** A batter at the crease retires between balls: hurt (they may come back) or out. Recorded on the last ball. */
export function retireBatter(scorecard: Scorecard, rules: ScoringRules, player: string, kind: 'retired hurt' | 'retired out', opts: MatchOptions = {}): Amended | Refusal {
  const name = opts.name ?? String
  const state = scoringState(scorecard, rules, opts)
  const k = state.inningsIndex
  const deliveries = k === null ? [] : scorecard.innings[k]!.deliveries
  const last = deliveries.at(-1)
  if (k === null || !last) return refuse('A batter can retire once the innings has had its first ball.')
  if (state.inningsComplete) return refuse('The innings is over: nobody is batting.')
  if (player !== state.striker && player !== state.nonStriker) return refuse(`${name(player)} is not at the crease.`)
  return withDelivery(scorecard, k, deliveries.length - 1, {...last, wickets: [...(last.wickets ?? []), {kind, player_out: player}]})
}
