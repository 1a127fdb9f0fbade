// What makes a match record impossible, in the words a volunteer understands. Shared by the
// Studio form and the dataset validator so both refuse the same things.
import {oversToBalls} from './overs'
import {ALL_OUT_WICKETS, type Innings} from './types'

export interface MatchRecord {
  homeTeam?: {_ref?: string}
  awayTeam?: {_ref?: string}
  status?: string
  /** When it starts (ISO). */
  startsAt?: string
  /** Which side batted first: 'home' or 'away'. */
  battedFirst?: string
  home?: Partial<Innings>
  away?: Partial<Innings>
  /** 'home', 'away' or 'tie'. */
  winner?: string
}

export const WINNERS = ['home', 'away', 'tie'] as const
export type Winner = (typeof WINNERS)[number]

/** The winner two typed scores make: the side with more runs, a tie on equal runs (the league plays no
 * super over: rules-summary.ts); undefined until both sides have whole runs. */
export function winnerOf(home?: {runs?: number | null} | null, away?: {runs?: number | null} | null): Winner | undefined {
  const [a, b] = [home?.runs, away?.runs]
  if (!Number.isInteger(a) || !Number.isInteger(b)) return undefined
  return a! > b! ? 'home' : a! < b! ? 'away' : 'tie'
}

/** What a completed match with no winner, or one that is not home, away or tie, is told: a document written
 * past the form, which fills the winner in from the scores. */
export const WINNER_FROM_SCORES = 'The winner follows from the scores: home or away (the side with more runs), or tie on equal runs.'

/** The most a chase can pass its target by: a six off the ball that wins it. */
export const MAX_CHASE_OVERSHOOT = 6

/** The three numbers of a typed innings, each the field a problem with it is shown under. */
export type InningsPart = 'runs' | 'wickets' | 'overs'

/** What is wrong with a typed innings, each problem with the part of it that it concerns (none for a
 * missing innings: the whole score is then what is wrong). */
export function inningsPartProblems(innings: Partial<Innings> | undefined, side: string, seasonOvers?: number): {part?: InningsPart; message: string}[] {
  if (!innings) return [{message: `Enter the ${side} side's score.`}]
  const problems: {part: InningsPart; message: string}[] = []
  const {runs, wickets, overs} = innings
  if (runs == null || !Number.isInteger(runs) || runs < 0) problems.push({part: 'runs', message: `The ${side} side's runs must be a whole number, 0 or more.`})
  if (wickets == null || !Number.isInteger(wickets) || wickets < 0 || wickets > ALL_OUT_WICKETS)
    problems.push({part: 'wickets', message: `The ${side} side's wickets must be 0 to ${ALL_OUT_WICKETS}.`})
  const balls = overs == null ? null : oversToBalls(overs)
  if (balls == null) problems.push({part: 'overs', message: `The ${side} side's overs must be written like 7.3 (7 overs, 3 balls; balls 0–5).`})
  else if (seasonOvers != null && balls > seasonOvers * 6)
    problems.push({part: 'overs', message: `The ${side} side's overs cannot be more than the season's ${seasonOvers}.`})
  return problems
}

export function inningsProblems(innings: Partial<Innings> | undefined, side: string, seasonOvers?: number): string[] {
  return inningsPartProblems(innings, side, seasonOvers).map(({message}) => message)
}

type Side = 'home' | 'away'
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home')

/** What cricket rules out about two possible innings and a winner: a winner with fewer runs, a tie
 * with unequal runs, a chase that runs on past its target, a side batting first that wins while the
 * chase still had balls and wickets. */
export function resultProblems(m: Required<Pick<MatchRecord, 'winner'>> & {home: Innings; away: Innings; battedFirst?: string}, seasonOvers?: number): string[] {
  const {home, away, winner} = m
  if (winner === 'tie') return home.runs === away.runs ? [] : [`A tie needs equal runs; the scores say ${home.runs} and ${away.runs}.`]
  const won = winner as Side
  const lost = other(won)
  if (m[won].runs === m[lost].runs) return ['Equal runs make a tie: choose Tie as the winner, or correct a score.']
  if (m[won].runs < m[lost].runs) return [`The ${won} side cannot win with fewer runs (${m[won].runs} against ${m[lost].runs}): correct the winner or a score.`]
  if (m.battedFirst !== 'home' && m.battedFirst !== 'away') return []
  const chasing = other(m.battedFirst)
  const target = m[m.battedFirst].runs + 1
  if (won === chasing && m[chasing].runs > target - 1 + MAX_CHASE_OVERSHOOT)
    return [`The chase needed ${target}: it ends once passed, so it cannot reach ${m[chasing].runs} (at most a six past the target).`]
  const chase = m[chasing]
  const ballsLeft = seasonOvers != null && (oversToBalls(chase.overs) ?? 0) < seasonOvers * 6
  if (won === m.battedFirst && ballsLeft && !chase.allOut && chase.wickets < ALL_OUT_WICKETS)
    return ['The chase lost with balls and wickets left: enter its full overs, or the wickets that ended it.']
  return []
}

/**
 * What is impossible about a match record. A match scored ball by ball (`scored`: its scorecard holds
 * deliveries) takes its totals and winner from the scorecard, so none is asked for. `now`: a match
 * cannot be completed before it starts.
 */
export function matchProblems(m: MatchRecord, seasonOvers?: number, scored = false, now = Date.now()): string[] {
  const problems: string[] = []
  if (m.homeTeam?._ref && m.homeTeam._ref === m.awayTeam?._ref)
    problems.push('A team cannot play itself: choose two different teams.')
  if (m.status !== 'completed') return problems
  const starts = m.startsAt ? Date.parse(m.startsAt) : NaN
  if (starts > now) problems.push('A match cannot be completed before it starts: check its date, or its status.')
  if (scored) return problems
  const innings = [...inningsProblems(m.home, 'home', seasonOvers), ...inningsProblems(m.away, 'away', seasonOvers)]
  problems.push(...innings)
  if (!m.winner || !(WINNERS as readonly string[]).includes(m.winner))
    problems.push(WINNER_FROM_SCORES)
  else if (innings.length === 0) problems.push(...resultProblems({...m, winner: m.winner, home: m.home as Innings, away: m.away as Innings}, seasonOvers))
  return problems
}
