// The result line for a completed match: "Kings won by 12 runs", "… by 4 wickets", "Match tied".
import {ALL_OUT_WICKETS, type MatchResultInput} from './types'

export function marginText(m: MatchResultInput, name: (team: string) => string = (t) => t): string | null {
  if (m.status === 'noResult') return 'No result'
  if (m.status === 'abandoned') return 'Match abandoned'
  if (m.status !== 'completed' || !m.home || !m.away || !m.winner) return null
  if (m.winner === 'tie') return 'Match tied'
  const first = m.battedFirst ?? m.homeTeam
  const firstInnings = first === m.homeTeam ? m.home : m.away
  const secondInnings = first === m.homeTeam ? m.away : m.home
  if (m.winner === first) {
    const runs = firstInnings.runs - secondInnings.runs
    return `${name(m.winner)} won by ${runs} run${runs === 1 ? '' : 's'}`
  }
  const wickets = ALL_OUT_WICKETS - secondInnings.wickets
  return `${name(m.winner)} won by ${wickets} wicket${wickets === 1 ? '' : 's'}`
}

/** A score as scorecards print it: `84/6 (8.0)`. */
export function scoreText(i: {runs: number; wickets: number; overs: number}): string {
  return `${i.runs}/${i.wickets} (${i.overs.toFixed(1)})`
}
