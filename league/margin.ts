// The result line for a completed match: "Kings won by 12 runs", "… by 4 wickets", "Match tied", and the
// match report's headline made from the same margin ("Kings beat Warriors by 12 runs").
import {ALL_OUT_WICKETS, type MatchResultInput} from './types'

/** A completed match's outcome: the winner and loser (team ids) and the margin ("by 12 runs"), or a tie. */
type Outcome = {tie: true} | {tie: false; winner: string; loser: string; by: string}

function outcomeOf(m: MatchResultInput): Outcome | null {
  if (m.status !== 'completed' || !m.home || !m.away || !m.winner) return null
  if (m.winner === 'tie') return {tie: true}
  const first = m.battedFirst ?? m.homeTeam
  const firstInnings = first === m.homeTeam ? m.home : m.away
  const secondInnings = first === m.homeTeam ? m.away : m.home
  const loser = m.winner === m.homeTeam ? m.awayTeam : m.homeTeam
  if (m.winner === first) {
    const runs = firstInnings.runs - secondInnings.runs
    return {tie: false, winner: m.winner, loser, by: `by ${runs} run${runs === 1 ? '' : 's'}`}
  }
  const wickets = ALL_OUT_WICKETS - secondInnings.wickets
  return {tie: false, winner: m.winner, loser, by: `by ${wickets} wicket${wickets === 1 ? '' : 's'}`}
}

export function marginText(m: MatchResultInput, name: (team: string) => string = (t) => t): string | null {
  if (m.status === 'noResult') return 'No result'
  if (m.status === 'abandoned') return 'Match abandoned'
  const outcome = outcomeOf(m)
  if (!outcome) return null
  return outcome.tie ? 'Match tied' : `${name(outcome.winner)} won ${outcome.by}`
}

/** A match report's headline from the result: "Kings beat Warriors by 12 runs", "Kings and Warriors tie";
 * null while the match has no result. */
export function reportHeadline(m: MatchResultInput, name: (team: string) => string = (t) => t): string | null {
  const outcome = outcomeOf(m)
  if (!outcome) return null
  return outcome.tie ? `${name(m.homeTeam)} and ${name(m.awayTeam)} tie` : `${name(outcome.winner)} beat ${name(outcome.loser)} ${outcome.by}`
}

/** A score as scorecards print it: `84/6 (8.0)`. */
export function scoreText(i: {runs: number; wickets: number; overs: number}): string {
  return `${i.runs}/${i.wickets} (${i.overs.toFixed(1)})`
}
