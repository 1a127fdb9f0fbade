// A match in Cricsheet's JSON format 1.1.0 (https://cricsheet.org/format/json/) and back: names, not ids,
// throughout the file, with `info.registry.people` mapping each name to the player's id.
import {splitOvers} from './derive'
import {deriveMatch} from './match'
import type {Delivery, Extras, Scorecard, ScoringRules, Toss, Wicket, WicketKind} from './types'
import {WICKET_KINDS} from './types'

/** The Cricsheet JSON format version this module writes (`meta.data_version`). */
export const CRICSHEET_VERSION = '1.1.0'

/** A delivery as Cricsheet writes it: player names, fielders as `{name}` objects. */
export interface CricsheetDelivery {
  batter: string
  bowler: string
  non_striker: string
  extras?: Extras
  runs: {batter: number; extras: number; total: number}
  wickets?: {player_out: string; kind: WicketKind; fielders?: {name: string}[]}[]
}

/** An innings as Cricsheet writes it: the batting side's name and its overs, numbered from 0. */
export interface CricsheetInnings {
  team: string
  overs: {over: number; deliveries: CricsheetDelivery[]}[]
  /** The chase's target (second innings only). */
  target?: {runs: number; overs: number}
  /** Penalty runs awarded to this side apart from any ball, before or after its innings. */
  penalty_runs?: {pre?: number; post?: number}
}

/** `info.outcome`: a winner and margin, a tie or no result; empty while undecided. */
export type CricsheetOutcome = {winner: string; by: {runs: number} | {wickets: number}} | {result: 'tie' | 'no result'} | Record<string, never>

/** A whole Cricsheet JSON 1.1.0 file, the fields this league can fill. */
export interface CricsheetMatch {
  meta: {data_version: string; created: string; revision: number}
  info: {
    balls_per_over: number
    city?: string
    dates: string[]
    event?: {name: string; match_number?: number; stage?: string}
    gender: 'male' | 'female'
    match_type: string
    /** Empty while the match is undecided. */
    outcome: CricsheetOutcome
    overs: number
    player_of_match?: string[]
    players: Record<string, string[]>
    registry: {people: Record<string, string>}
    season: string
    team_type: 'club' | 'international'
    teams: string[]
    toss?: {decision: 'bat' | 'field'; winner: string}
    venue: string
  }
  innings: CricsheetInnings[]
}

/** What the file says about a match beyond its deliveries; teams and players come with their ids. */
export interface CricsheetMatchInfo {
  /** Both sides, home first. */
  teams: readonly [{id: string; name: string}, {id: string; name: string}]
  /** Each side's players by team id, in team-sheet order. Everyone in the scorecard must be listed. */
  players: Readonly<Record<string, readonly {id: string; name: string}[]>>
  /** Match days, YYYY-MM-DD. */
  dates: string[]
  venue: string
  city?: string
  event?: {name: string; match_number?: number; stage?: string}
  season: string
  gender: 'male' | 'female'
  /** When the file was first made (YYYY-MM-DD), and its revision (1 when not given). */
  created: string
  revision?: number
  /** Player ids. */
  playerOfMatch?: readonly string[]
  /** `noResult` or `abandoned` gives Cricsheet's "no result" outcome. */
  status?: string
  /** Cricsheet's match type; `T20` (the type it gives every limited-overs club match of 20 overs or fewer) when not given. */
  matchType?: string
}

/** Unique printed names: a second player of the same name gets " (2)". */
function registry(info: CricsheetMatchInfo): Map<string, string> {
  const names = new Map<string, string>()
  const taken = new Set<string>()
  for (const team of info.teams)
    for (const p of info.players[team.id] ?? []) {
      let name = p.name
      for (let n = 2; taken.has(name); n++) name = `${p.name} (${n})`
      taken.add(name)
      names.set(p.id, name)
    }
  return names
}

/**
 * The match as Cricsheet JSON 1.1.0. Keys are written in Cricsheet's (alphabetical) order. Throws if the
 * scorecard names a player or team that `info` does not list: the file must be able to name everyone.
 */
export function toCricsheet(scorecard: Scorecard, rules: ScoringRules, info: CricsheetMatchInfo): CricsheetMatch {
  const names = registry(info)
  const person = (id: string) => {
    const n = names.get(id)
    if (n === undefined) throw new Error(`Player ${id} is in the scorecard but in neither side's players.`)
    return n
  }
  const teamName = (id: string) => {
    const t = info.teams.find((x) => x.id === id)
    if (!t) throw new Error(`Team ${id} is not one of the match's two sides.`)
    return t.name
  }
  const state = deriveMatch(scorecard, rules)
  const r = state.result
  const outcome: CricsheetOutcome = r
    ? r.winner === 'tie'
      ? {result: 'tie'}
      : {winner: teamName(r.winner), by: r.margin!}
    : info.status === 'noResult' || info.status === 'abandoned'
      ? {result: 'no result'}
      : {}
  const delivery = (d: Delivery): CricsheetDelivery => ({
    batter: person(d.batter),
    bowler: person(d.bowler),
    non_striker: person(d.non_striker),
    ...(d.extras && Object.values(d.extras).some(Boolean) ? {extras: sortKeys(d.extras)} : {}),
    runs: {batter: d.runs.batter, extras: d.runs.extras, total: d.runs.total},
    ...(d.wickets?.length
      ? {
          wickets: d.wickets.map((w) => ({
            player_out: person(w.player_out),
            kind: w.kind,
            ...(w.fielders?.length ? {fielders: w.fielders.map((f) => ({name: person(f)}))} : {}),
          })),
        }
      : {}),
  })
  return {
    meta: {data_version: CRICSHEET_VERSION, created: info.created, revision: info.revision ?? 1},
    info: {
      balls_per_over: rules.ballsPerOver,
      ...(info.city ? {city: info.city} : {}),
      dates: info.dates,
      ...(info.event ? {event: info.event} : {}),
      gender: info.gender,
      match_type: info.matchType ?? 'T20',
      outcome,
      overs: rules.oversPerInnings,
      ...(info.playerOfMatch?.length ? {player_of_match: info.playerOfMatch.map(person)} : {}),
      players: Object.fromEntries(info.teams.map((t) => [t.name, (info.players[t.id] ?? []).map((p) => names.get(p.id)!)])),
      registry: {people: Object.fromEntries([...names.entries()].map(([id, n]) => [n, id]).sort(([a], [b]) => a!.localeCompare(b!)))},
      season: info.season,
      team_type: 'club',
      teams: info.teams.map((t) => t.name),
      ...(scorecard.toss ? {toss: {decision: scorecard.toss.decision, winner: teamName(scorecard.toss.winner)}} : {}),
      venue: info.venue,
    },
    innings: scorecard.innings.map((inn, i) => ({
      team: teamName(inn.team),
      overs: splitOvers(inn.deliveries, rules.ballsPerOver).map((over, n) => ({over: n, deliveries: over.map(delivery)})),
      ...(i === 1 && state.target !== null ? {target: {runs: state.target, overs: rules.oversPerInnings}} : {}),
      ...(inn.penalty_runs ? {penalty_runs: inn.penalty_runs} : {}),
    })),
  }
}

const sortKeys = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v).sort(([a], [b]) => a.localeCompare(b))) as T

/** What an imported file gives: the scorecard with ids, and the rules and teams it states. */
export interface ImportedCricsheet {
  scorecard: Scorecard
  rules: Pick<ScoringRules, 'ballsPerOver' | 'oversPerInnings'>
  /** Team names in the file, in its order. */
  teams: string[]
  /** Player ids of the player(s) of the match. */
  playerOfMatch: string[]
}

type Json = Record<string, unknown>
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0

class ImportError extends Error {}

/**
 * Reads a Cricsheet JSON 1.x match back into a scorecard with ids: players through `info.registry.people`,
 * teams through `teamId` (a team's id from its name; the name itself when not given). Answers a sentence
 * for a file it cannot read. Cricsheet fields the model does not keep (`non_boundary`, `replacements`,
 * `review`, a fielder's `substitute` flag) are dropped.
 */
export function fromCricsheet(
  file: unknown,
  opts: {teamId?: (name: string) => string | undefined} = {},
): {ok: true; match: ImportedCricsheet} | {ok: false; reason: string} {
  try {
    return {ok: true, match: readMatch(file, opts.teamId ?? ((n) => n))}
  } catch (e) {
    if (e instanceof ImportError) return {ok: false, reason: e.message}
    throw e
  }
}

function readMatch(file: unknown, teamIdOf: (name: string) => string | undefined): ImportedCricsheet {
  const fail = (why: string): never => {
    throw new ImportError(why)
  }
  if (!isObj(file) || !isObj(file.meta) || !isObj(file.info) || !Array.isArray(file.innings)) fail('This is not a Cricsheet match: it needs meta, info and innings.')
  const {meta, info, innings} = file as {meta: Json; info: Json; innings: unknown[]}
  if (typeof meta.data_version !== 'string' || !meta.data_version.startsWith('1.')) fail(`Cricsheet JSON version ${String(meta.data_version)} is not supported (1.x is).`)
  const people = isObj(info.registry) && isObj(info.registry.people) ? info.registry.people : fail('The file has no registry of people: players cannot be matched to ids.')
  const id = (name: unknown): string => {
    const v = typeof name === 'string' ? people[name] : undefined
    return typeof v === 'string' ? v : fail(`${String(name)} is not in the file's registry of people.`)
  }
  const team = (name: unknown): string => {
    const t = typeof name === 'string' ? teamIdOf(name) : undefined
    return t ?? fail(`The team ${String(name)} is not known here.`)
  }
  if (!isCount(info.balls_per_over) || info.balls_per_over === 0) fail('balls_per_over must be a whole number above 0.')
  if (!isCount(info.overs)) fail('overs must be a whole number.')
  const decision = isObj(info.toss) ? info.toss.decision : undefined
  const toss: Toss | undefined = isObj(info.toss) && (decision === 'bat' || decision === 'field') ? {winner: team(info.toss.winner), decision} : undefined
  const delivery = (raw: unknown): Delivery => {
    if (!isObj(raw) || !isObj(raw.runs)) return fail('A delivery needs batter, bowler, non_striker and runs.')
    const {batter, extras, total} = raw.runs
    if (!isCount(batter) || !isCount(extras) || !isCount(total) || batter + extras !== total) fail('A delivery’s runs must be whole numbers with batter + extras = total.')
    const ex: Extras = {}
    if (raw.extras !== undefined) {
      if (!isObj(raw.extras)) fail('A delivery’s extras must be an object.')
      for (const k of ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const) {
        const v = (raw.extras as Json)[k]
        if (v === undefined) continue
        if (!isCount(v)) fail(`Extras ${k} must be a whole number.`)
        if (v) ex[k] = v as number
      }
    }
    const wickets = raw.wickets === undefined ? [] : Array.isArray(raw.wickets) ? raw.wickets.map(wicket) : fail('A delivery’s wickets must be a list.')
    return {
      batter: id(raw.batter),
      non_striker: id(raw.non_striker),
      bowler: id(raw.bowler),
      runs: {batter: batter as number, extras: extras as number, total: total as number},
      ...(Object.keys(ex).length ? {extras: ex} : {}),
      ...(wickets.length ? {wickets} : {}),
    }
  }
  const wicket = (raw: unknown): Wicket => {
    if (!isObj(raw) || !WICKET_KINDS.includes(raw.kind as WicketKind)) return fail(`"${isObj(raw) ? String(raw.kind) : raw}" is not a way to be out.`)
    const fielders = Array.isArray(raw.fielders) ? raw.fielders.map((f) => id(isObj(f) ? f.name : f)) : []
    return {kind: raw.kind as WicketKind, player_out: id(raw.player_out), ...(fielders.length ? {fielders} : {})}
  }
  const records = innings.map((raw) => {
    if (!isObj(raw) || !Array.isArray(raw.overs)) return fail('An innings needs a team and its overs.')
    const deliveries = raw.overs.flatMap((o) => (isObj(o) && Array.isArray(o.deliveries) ? o.deliveries.map(delivery) : fail('An over needs its deliveries.')))
    const penalty = isObj(raw.penalty_runs) ? raw.penalty_runs : {}
    const [pre, post] = [penalty.pre, penalty.post].map((n) => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0))
    return {team: team(raw.team), deliveries, ...(pre || post ? {penalty_runs: {...(pre ? {pre} : {}), ...(post ? {post} : {})}} : {})}
  })
  const pom = Array.isArray(info.player_of_match) ? info.player_of_match.map(id) : []
  return {
    scorecard: {...(toss ? {toss} : {}), innings: records},
    rules: {ballsPerOver: info.balls_per_over as number, oversPerInnings: info.overs as number},
    teams: Array.isArray(info.teams) ? info.teams.map(String) : [],
    playerOfMatch: pom,
  }
}
