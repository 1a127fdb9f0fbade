// Turns a scorecard as the queries return it (references already ids) into the league's Scorecard,
// leniently (league/scorecard/read.ts): what cannot be a delivery is left out, missing counts
// read as 0 and totals add up, so a half-saved ball never breaks a page.
import type {MatchScorecardQueryResult} from './sanity.types'
import {readScorecard} from '../../../league/scorecard/read'
import type {Scorecard} from '../../../league/scorecard/types'

type Row = NonNullable<MatchScorecardQueryResult>

/** A scorecard of one match, as the getters hand it out: the match's id beside the ball-by-ball record. */
export type MatchScorecard = {_id: string; _updatedAt: string; match: string; scorecard: Scorecard}

export function toMatchScorecard(row: Row): MatchScorecard {
  return {_id: row._id, _updatedAt: row._updatedAt, match: row.match, scorecard: readScorecard(row)}
}

/** One scorecard per match, the first listed (the queries list the latest edited first). */
export function byMatch(rows: readonly Row[]): Map<string, MatchScorecard> {
  const cards = new Map<string, MatchScorecard>()
  for (const row of rows) if (row.match && !cards.has(row.match)) cards.set(row.match, toMatchScorecard(row))
  return cards
}
