// Turns the season as the content layer returns it into the inputs of the league functions.
import {pointsTable, type TableRow} from './points-table'
import type {ScoringRules} from './scorecard/types'
import {DEFAULT_OVERS, DEFAULT_RULES, DEFAULT_SCORING, type Innings, type MatchResultInput, type MatchStatus, type SeasonRules} from './types'

type TeamRef = {_id: string; name: string | null} | null
type StoredInnings = {runs: number | null; wickets: number | null; overs: number | null}
export type SeasonMatch = {
  status: string | null
  battedFirst?: string | null
  home?: StoredInnings | null
  away?: StoredInnings | null
  winner?: string | null
  homeTeam: TeamRef
  awayTeam: TeamRef
}
export type SeasonData = {
  overs: number | null
  ballsPerOver?: number | null
  oversPerBowler?: number | null
  playersPerSide?: number | null
  pointsWin: number | null
  pointsTie: number | null
  pointsNoResult: number | null
  matches: SeasonMatch[]
}

const innings = (i?: StoredInnings | null): Innings | undefined =>
  i && i.runs != null && i.wickets != null && i.overs != null ? {runs: i.runs, wickets: i.wickets, overs: i.overs} : undefined

export function toResultInput(m: SeasonMatch): MatchResultInput | null {
  const home = m.homeTeam?._id
  const away = m.awayTeam?._id
  if (!home || !away) return null
  const side = (v?: string | null) => (v === 'home' ? home : v === 'away' ? away : (v ?? undefined))
  return {
    homeTeam: home,
    awayTeam: away,
    status: (m.status ?? 'scheduled') as MatchStatus,
    home: innings(m.home),
    away: innings(m.away),
    winner: side(m.winner),
    battedFirst: side(m.battedFirst),
  }
}

/** Statuses of a match that has been decided (a result, or none to be had). */
export const DECIDED_STATUSES: ReadonlySet<string> = new Set(['completed', 'noResult', 'abandoned'])

/** Whether any match of the season has been decided: the results page then has something to show. */
export const hasResults = (matches: readonly Pick<SeasonMatch, 'status'>[]) => matches.some((m) => DECIDED_STATUSES.has(m.status ?? ''))

export type NamedRow = TableRow & {name: string}

/** The season's rules, with the league's defaults for any the organisers left empty. */
export function seasonRules(season: Pick<SeasonData, 'overs' | 'pointsWin' | 'pointsTie' | 'pointsNoResult'>): SeasonRules {
  return {
    overs: season.overs ?? DEFAULT_OVERS,
    pointsWin: season.pointsWin ?? DEFAULT_RULES.pointsWin,
    pointsTie: season.pointsTie ?? DEFAULT_RULES.pointsTie,
    pointsNoResult: season.pointsNoResult ?? DEFAULT_RULES.pointsNoResult,
  }
}

/** How the season's matches are scored ball by ball, with the league's defaults for what is left empty:
 * a bowler may bowl a fifth of the innings, rounded up, unless the season says otherwise. */
export function scoringRules(season: Pick<SeasonData, 'overs' | 'ballsPerOver' | 'oversPerBowler' | 'playersPerSide'>): ScoringRules {
  const oversPerInnings = season.overs ?? DEFAULT_OVERS
  return {
    ballsPerOver: season.ballsPerOver ?? DEFAULT_SCORING.ballsPerOver,
    oversPerInnings,
    oversPerBowler: season.oversPerBowler ?? Math.ceil(oversPerInnings / 5),
    playersPerSide: season.playersPerSide ?? DEFAULT_SCORING.playersPerSide,
  }
}

/** The season's table with team names; empty until a match has a result. */
export function seasonTable(season: SeasonData): NamedRow[] {
  const names = new Map<string, string>()
  for (const m of season.matches)
    for (const t of [m.homeTeam, m.awayTeam]) if (t?._id) names.set(t._id, t.name ?? 'Team')
  const inputs = season.matches.map(toResultInput).filter((m): m is MatchResultInput => m !== null)
  if (!inputs.some((m) => m.status === 'completed' || m.status === 'noResult' || m.status === 'abandoned')) return []
  return pointsTable([...names.keys()], inputs, seasonRules(season)).map((r) => ({...r, name: names.get(r.team) ?? r.team}))
}
