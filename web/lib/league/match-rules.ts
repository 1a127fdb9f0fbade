// What makes a match record impossible, in the words a volunteer understands. Shared by the
// Studio form and the dataset validator so both refuse the same things.
import {oversToBalls} from './overs'
import {ALL_OUT_WICKETS, type Innings} from './types'

export interface MatchRecord {
  homeTeam?: {_ref?: string}
  awayTeam?: {_ref?: string}
  status?: string
  home?: Partial<Innings>
  away?: Partial<Innings>
  /** 'home', 'away' or 'tie'. */
  winner?: string
}

export const WINNERS = ['home', 'away', 'tie'] as const

export function inningsProblems(innings: Partial<Innings> | undefined, side: string, seasonOvers?: number): string[] {
  if (!innings) return [`Enter the ${side} side's score.`]
  const problems: string[] = []
  const {runs, wickets, overs} = innings
  if (runs == null || !Number.isInteger(runs) || runs < 0)
    problems.push(`The ${side} side's runs must be a whole number, 0 or more.`)
  if (wickets == null || !Number.isInteger(wickets) || wickets < 0 || wickets > ALL_OUT_WICKETS)
    problems.push(`The ${side} side's wickets must be 0 to ${ALL_OUT_WICKETS}.`)
  const balls = overs == null ? null : oversToBalls(overs)
  if (balls == null) problems.push(`The ${side} side's overs must be written like 7.3 (7 overs, 3 balls; balls 0–5).`)
  else if (seasonOvers != null && balls > seasonOvers * 6)
    problems.push(`The ${side} side's overs cannot be more than the season's ${seasonOvers}.`)
  return problems
}

/**
 * What is impossible about a match record. A match scored ball by ball (`scored`: its scorecard holds
 * deliveries) takes its totals and winner from the scorecard, so none is asked for.
 */
export function matchProblems(m: MatchRecord, seasonOvers?: number, scored = false): string[] {
  const problems: string[] = []
  if (m.homeTeam?._ref && m.homeTeam._ref === m.awayTeam?._ref)
    problems.push('A team cannot play itself: choose two different teams.')
  if (m.status !== 'completed' || scored) return problems
  problems.push(...inningsProblems(m.home, 'home', seasonOvers), ...inningsProblems(m.away, 'away', seasonOvers))
  if (!m.winner || !(WINNERS as readonly string[]).includes(m.winner))
    problems.push('Choose the winner: one of the two teams, or a tie.')
  return problems
}
