// Turns the season as the content layer returns it into the inputs of the league functions.
import {pointsTable, type TableRow} from './points-table'
import {deriveMatch, toMatchResultInput, type MatchState} from './scorecard/match'
import {scoringRules} from './scorecard/rules'
import type {Scorecard, ScoringRules} from './scorecard/types'
import {DEFAULT_OVERS, DEFAULT_RULES, type Innings, type MatchResultInput, type MatchStatus, type SeasonRules} from './types'

/** A season's ScoringRules (balls an over, overs, overs a bowler, players a side), the league's defaults for what is empty. */
export {scoringRules}

type TeamRef = {_id: string; name: string | null} | null
/** Typed totals as the CMS holds them; a scorecard adds `allOut` and the exact legal `balls`. */
type StoredInnings = {runs: number | null; wickets: number | null; overs: number | null; allOut?: boolean | null; balls?: number | null}
export type SeasonMatch = {
  status: string | null
  /** 'league', 'semiFinal' or 'final'; a match without one is a league match. */
  stage?: string | null
  battedFirst?: string | null
  home?: StoredInnings | null
  away?: StoredInnings | null
  winner?: string | null
  homeTeam: TeamRef
  awayTeam: TeamRef
}
export type SeasonData = {
  overs: number | null
  /** Legal balls per over (the season's field); 6 when empty. */
  ballsPerOver?: number | null
  oversPerBowler?: number | null
  playersPerSide?: number | null
  pointsWin: number | null
  pointsTie: number | null
  pointsNoResult: number | null
  matches: SeasonMatch[]
}

const innings = (i?: StoredInnings | null): Innings | undefined =>
  i && i.runs != null && i.wickets != null && i.overs != null
    ? {runs: i.runs, wickets: i.wickets, overs: i.overs, ...(i.allOut != null && {allOut: i.allOut}), ...(i.balls != null && {balls: i.balls})}
    : undefined

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
export function seasonRules(season: Pick<SeasonData, 'overs' | 'ballsPerOver' | 'pointsWin' | 'pointsTie' | 'pointsNoResult'>): SeasonRules {
  return {
    overs: season.overs ?? DEFAULT_OVERS,
    ...(season.ballsPerOver ? {ballsPerOver: season.ballsPerOver} : {}),
    pointsWin: season.pointsWin ?? DEFAULT_RULES.pointsWin,
    pointsTie: season.pointsTie ?? DEFAULT_RULES.pointsTie,
    pointsNoResult: season.pointsNoResult ?? DEFAULT_RULES.pointsNoResult,
  }
}

/** The season's table with team names; empty until a match has a result. */
export function seasonTable(season: SeasonData): NamedRow[] {
  const names = new Map<string, string>()
  for (const m of season.matches)
    for (const t of [m.homeTeam, m.awayTeam]) if (t?._id) names.set(t._id, t.name ?? 'Team')
  // The table is the league's: a semi-final or final played (and scored) does not count in it.
  const league = season.matches.filter((m) => (m.stage ?? 'league') === 'league')
  const inputs = league.map(toResultInput).filter((m): m is MatchResultInput => m !== null)
  if (!inputs.some((m) => m.status === 'completed' || m.status === 'noResult' || m.status === 'abandoned')) return []
  return pointsTable([...names.keys()], inputs, seasonRules(season)).map((r) => ({...r, name: names.get(r.team) ?? r.team}))
}

/** A match as every page reads it: `scoreLine` is its scorecard's one-line score, null without balls. */
export type ScoredMatch<M> = M & {scoreLine: string | null}

type Identified = SeasonMatch & {_id: string}

/** A match as typed: its score and winner only while it is Completed (the Studio hides those fields
 * otherwise, and a match set back to Scheduled keeps their old values). */
const asTyped = <M extends Identified>(match: M): ScoredMatch<M> =>
  match.status === 'completed' ? {...match, scoreLine: null} : {...match, home: null, away: null, winner: null, battedFirst: null, scoreLine: null}

/** The statuses in which a match's scorecard decides it: while it is played, and once it has been. A match
 * set back to Scheduled, or called off (no result, abandoned), keeps its deliveries but shows none of them. */
export const SCORECARD_STATUSES: ReadonlySet<string> = new Set(['live', 'completed'])

/** Whether a match's scorecard, if it has one, is what the site shows of it (see SCORECARD_STATUSES). */
export const scorecardCounts = (match: Pick<SeasonMatch, 'status'>) => SCORECARD_STATUSES.has(match.status ?? '')

/**
 * The match with what its scorecard says in place of anything typed: status, who batted first, both
 * totals and the winner, computed from the deliveries (./scorecard). Only a match marked Live or Completed
 * takes its scorecard; any other keeps its typed fields (none but a completed match's show), and a match
 * whose scorecard has no ball yet, or that has none, keeps its typed fields too. A scorecard decides a
 * live match by itself (completed); a completed match with balls short of a result stays completed.
 */
export function scoredMatch<M extends Identified>(match: M, scorecard: Scorecard | undefined, rules: ScoringRules): ScoredMatch<M> {
  const [home, away] = [match.homeTeam?._id, match.awayTeam?._id]
  if (!scorecard || !scorecardCounts(match) || !home || !away || !scorecard.innings.every((i) => i.team === home || i.team === away)) return asTyped(match)
  const name = (team: string) => (team === home ? match.homeTeam?.name : match.awayTeam?.name) ?? team
  let state: MatchState
  try {
    state = deriveMatch(scorecard, rules, {teams: [home, away], shortName: name})
  } catch (error) {
    console.warn(`[league] the scorecard of match ${match._id} could not be read; its typed score stands:`, error)
    return asTyped(match)
  }
  if (state.status === 'notStarted') return asTyped(match)
  const derived = toMatchResultInput({homeTeam: home, awayTeam: away}, state, rules)
  const status = state.status === 'complete' ? 'completed' : match.status
  const side = (team?: string) => (team === home ? 'home' : team === away ? 'away' : (team ?? null))
  const stored = (i?: Innings) => (i ? {runs: i.runs, wickets: i.wickets, overs: i.overs, allOut: i.allOut ?? null, balls: i.balls ?? null} : null)
  return {
    ...match,
    status: status as M['status'],
    battedFirst: side(derived.battedFirst),
    home: stored(derived.home),
    away: stored(derived.away),
    winner: status === 'completed' ? side(derived.winner) : null,
    scoreLine: state.scoreLine,
  }
}

/** The season with every match scored from its scorecard (by match id) where it has one: see scoredMatch. */
export function withScorecards<S extends Omit<SeasonData, 'matches'> & {matches: Identified[]}>(
  season: S,
  scorecards: ReadonlyMap<string, Scorecard>,
): Omit<S, 'matches'> & {matches: ScoredMatch<S['matches'][number]>[]} {
  const rules = scoringRules(season)
  return {...season, matches: season.matches.map((m) => scoredMatch(m, scorecards.get(m._id), rules))}
}
