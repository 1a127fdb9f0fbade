// The shapes the league functions take: plain data, independent of where it was read from.
export type MatchStatus = 'scheduled' | 'live' | 'completed' | 'abandoned' | 'noResult'

export interface Innings {
  runs: number
  wickets: number
  /** Overs as cricket writes them (7.3 = 7 overs 3 balls). */
  overs: number
  /** Bowled out; when absent, `wickets >= ALL_OUT_WICKETS` says it (a scorecard knows its side's size). */
  allOut?: boolean
  /** Legal balls faced, exact for any balls per over; preferred to `overs` when given (a scorecard gives it). */
  balls?: number
}

export interface MatchResultInput {
  homeTeam: string
  awayTeam: string
  status: MatchStatus
  home?: Innings
  away?: Innings
  /** Team id of the winner, or 'tie'. */
  winner?: string
  /** The side that batted first; needed to say a margin in runs or wickets. */
  battedFirst?: string
}

export interface SeasonRules {
  overs: number
  /** Legal balls in an over; 6 when not given. */
  ballsPerOver?: number
  pointsWin: number
  pointsTie: number
  pointsNoResult: number
}

/** Overs per innings when a season does not say. */
export const DEFAULT_OVERS = 8

export const DEFAULT_RULES: Omit<SeasonRules, 'overs'> = {
  pointsWin: 2,
  pointsTie: 1,
  pointsNoResult: 1,
}

/** A wicket count at which a side is all out (ten of eleven players dismissed). */
export const ALL_OUT_WICKETS = 10
