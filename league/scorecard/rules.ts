// The scoring rules of a season, with the league's defaults for any field the organisers left empty.
import {BALLS_PER_OVER} from '../overs'
import {DEFAULT_OVERS} from '../types'
import type {ScoringRules} from './types'

/** Players a side fields when the season does not say. */
export const DEFAULT_PLAYERS_PER_SIDE = 11
/** The share of an innings one bowler may bowl when the season does not say: a fifth, rounded up. */
export const BOWLER_SHARE_OF_INNINGS = 5

/** The season's fields as the CMS holds them (any may be empty). */
export interface SeasonScoringFields {
  overs?: number | null
  ballsPerOver?: number | null
  oversPerBowler?: number | null
  playersPerSide?: number | null
}

/** ScoringRules from a season: 6 balls an over, 8 overs, a fifth of the overs per bowler (rounded up), 11 a side. */
export function scoringRules(season: SeasonScoringFields = {}): ScoringRules {
  const oversPerInnings = season.overs || DEFAULT_OVERS
  return {
    ballsPerOver: season.ballsPerOver || BALLS_PER_OVER,
    oversPerInnings,
    oversPerBowler: season.oversPerBowler || Math.ceil(oversPerInnings / BOWLER_SHARE_OF_INNINGS),
    playersPerSide: season.playersPerSide || DEFAULT_PLAYERS_PER_SIDE,
  }
}
