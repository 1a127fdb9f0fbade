// What the match form says under "Result" while a volunteer types the scores: the line a fan will read
// only once every input it rests on is valid, otherwise the one sentence saying what is still missing or
// wrong, so the form never shows a result the scores cannot make ("won by -1 wickets").
import {inningsProblems, resultProblems, winnerOf} from '../../league/match-rules'
import type {Innings} from '../../league/types'
import {resultLineFor} from './result-fields'
import type {Side, TeamNames} from './team-names'

export type TypedScores = {_id?: string; battedFirst?: unknown; home?: Partial<Innings> | null; away?: Partial<Innings> | null}

export type ResultPreview = {kind: 'line' | 'missing'; text: string}

export const TEAMS_MISSING = 'The result shows here once both teams are chosen.'
export const BATTED_FIRST_MISSING = 'Choose who batted first: the margin (runs or wickets) depends on it.'

/** The problems of one side's typed score, in the words the field shows under itself (none while it is fine). */
export const sideProblems = (scores: TypedScores, side: Side, seasonOvers?: number) => inningsProblems(scores[side] ?? undefined, side, seasonOvers)

/** The result line, or what keeps the form from showing one; `names` is null until both teams are known. */
export function typedResultPreview(scores: TypedScores, names: TeamNames | null, seasonOvers?: number): ResultPreview {
  if (!names) return {kind: 'missing', text: TEAMS_MISSING}
  const problem = sideProblems(scores, 'home', seasonOvers)[0] ?? sideProblems(scores, 'away', seasonOvers)[0]
  if (problem) return {kind: 'missing', text: problem}
  const home = scores.home as Innings
  const away = scores.away as Innings
  const battedFirst = scores.battedFirst === 'home' || scores.battedFirst === 'away' ? scores.battedFirst : undefined
  if (!battedFirst) return {kind: 'missing', text: BATTED_FIRST_MISSING}
  const winner = winnerOf(home, away)!
  const impossible = resultProblems({home, away, winner, battedFirst}, seasonOvers)[0]
  if (impossible) return {kind: 'missing', text: impossible}
  const line = resultLineFor({
    _id: scores._id ?? '',
    status: 'completed',
    battedFirst,
    home,
    away,
    winner,
    homeTeam: {_id: 'home', name: names.home},
    awayTeam: {_id: 'away', name: names.away},
  })
  return line ? {kind: 'line', text: line} : {kind: 'missing', text: BATTED_FIRST_MISSING}
}
