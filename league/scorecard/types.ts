// The ball-by-ball model, shaped like Cricsheet's JSON format 1.1.0 (https://cricsheet.org/format/json/):
// the same field names for a delivery, its runs, extras and wickets. A scorecard document holds innings,
// each a flat list of deliveries in the order bowled; overs, totals, figures and the result are derived
// (./derive.ts), never stored. Players and teams are references in the CMS and ids here.

/** How a batter is out, as Cricsheet names it. */
export const WICKET_KINDS = [
  'bowled',
  'caught',
  'caught and bowled',
  'lbw',
  'stumped',
  'run out',
  'hit wicket',
  'retired hurt',
  'retired out',
  'obstructing the field',
  'hit the ball twice',
  'handled the ball',
  'timed out',
] as const
export type WicketKind = (typeof WICKET_KINDS)[number]

/** Extras on one delivery, Cricsheet's keys; absent keys are 0. */
export interface Extras {
  wides?: number
  noballs?: number
  byes?: number
  legbyes?: number
  penalty?: number
}

export interface Wicket {
  kind: WicketKind
  /** Player id of the batter out. */
  player_out: string
  /** Player ids of the fielders involved (catcher, stumper, run-out throwers). */
  fielders?: string[]
}

export interface Delivery {
  /** Player ids. */
  batter: string
  non_striker: string
  bowler: string
  runs: {batter: number; extras: number; total: number}
  extras?: Extras
  wickets?: Wicket[]
}

export interface InningsRecord {
  /** Team id of the batting side. */
  team: string
  deliveries: Delivery[]
  /** Penalty runs awarded to this side apart from any ball: before its innings began, or after it ended. */
  penalty_runs?: {pre?: number; post?: number}
}

export interface Toss {
  /** Team id. */
  winner: string
  decision: 'bat' | 'field'
}

/** A match's scorecard as the content layer hands it to the league functions. */
export interface Scorecard {
  toss?: Toss
  innings: InningsRecord[]
}

/** What the derivations need from the season (Cricsheet's `balls_per_over` and `overs`). */
export interface ScoringRules {
  ballsPerOver: number
  oversPerInnings: number
  /** Most overs one bowler may bowl in an innings. */
  oversPerBowler: number
  /** Players a side fields; all out is `playersPerSide - 1` wickets. */
  playersPerSide: number
}
