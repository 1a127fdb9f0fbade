// A match's scorecard as the file /matches/<season>/<number>/cricsheet.json serves: Cricsheet JSON 1.1.0
// (league/scorecard/cricsheet.ts writes it) with what the site knows of the match — both sides and
// their players by name, the day (IST), venue, season, stage, number and player of the match — and the
// file's name. Everyone the deliveries name is listed with their side, even a player no longer in its
// squad, so the file always names everyone.
import type {LeagueSeasonQueryResult, PlayersQueryResult} from '../content'
import {STAGE_NAMES} from '../../../league/fixtures'
import {scoringRules} from '../../../league/season'
import {toCricsheet, type CricsheetMatch, type CricsheetMatchInfo} from '../../../league/scorecard/cricsheet'
import type {Scorecard, ScoringRules} from '../../../league/scorecard/types'
import {playerDirectory, type PlayerDirectory} from './players'
import {readable} from './readable'
import {squadsOf, type Side} from './scorecard-view'
import {matchSides, seasonSides} from './sources'

type Sources = {
  scorecard: Scorecard
  /** When the scorecard was last saved (ISO): the file's `created` day. */
  updatedAt: string
  rules: ScoringRules
  sides: readonly [Side, Side]
  /** Each side's squad, player ids by team id. */
  squads: Readonly<Record<string, readonly string[]>>
  directory: PlayerDirectory
  match: {number: number; startsAt: string | null; venue: string | null; stage: string | null; status: string | null; playerOfMatch: string | null}
  season: {year: number; name: string}
}

const IST_DAY = new Intl.DateTimeFormat('en-CA', {timeZone: 'Asia/Kolkata'})

/** A day as Cricsheet writes it (YYYY-MM-DD), in India's time zone, where the league plays; null for no date. */
function istDay(iso: string | null): string | null {
  const time = iso ? Date.parse(iso) : NaN
  return Number.isFinite(time) ? IST_DAY.format(time) : null
}

/** The ids each side's deliveries name: batters for the batting side, bowlers and fielders for the other. */
function named(scorecard: Scorecard, sides: readonly [Side, Side]): Record<string, string[]> {
  const ids: Record<string, string[]> = {[sides[0].id]: [], [sides[1].id]: []}
  for (const innings of scorecard.innings) {
    const fielding = innings.team === sides[0].id ? sides[1].id : sides[0].id
    for (const d of innings.deliveries) {
      ids[innings.team]?.push(d.batter, d.non_striker, ...(d.wickets ?? []).map((w) => w.player_out))
      ids[fielding]?.push(d.bowler, ...(d.wickets ?? []).flatMap((w) => w.fielders ?? []))
    }
  }
  return ids
}

export function cricsheetFile(s: Sources): CricsheetMatch {
  const inDeliveries = named(s.scorecard, s.sides)
  const listed = new Set<string>()
  const players = Object.fromEntries(
    s.sides.map((side) => {
      const ids = [...(s.squads[side.id] ?? []), ...(inDeliveries[side.id] ?? [])].filter((id) => !listed.has(id) && listed.add(id))
      return [side.id, ids.map((id) => ({id, name: s.directory.name(id).name}))]
    }),
  )
  const stage = s.match.stage && s.match.stage !== 'league' ? STAGE_NAMES[s.match.stage] : undefined
  const info: CricsheetMatchInfo = {
    teams: [
      {id: s.sides[0].id, name: s.sides[0].name},
      {id: s.sides[1].id, name: s.sides[1].name},
    ],
    players,
    dates: [istDay(s.match.startsAt)].filter((day) => day !== null),
    venue: s.match.venue ?? '',
    event: {name: s.season.name, match_number: s.match.number, ...(stage ? {stage} : {})},
    season: String(s.season.year),
    gender: 'male',
    created: istDay(s.updatedAt) ?? istDay(new Date().toISOString())!,
    ...(s.match.playerOfMatch && listed.has(s.match.playerOfMatch) ? {playerOfMatch: [s.match.playerOfMatch]} : {}),
    ...(s.match.status ? {status: s.match.status} : {}),
  }
  return toCricsheet(s.scorecard, s.rules, info)
}

/** "opl-2026-match-12.json": the league, the season and the match, as a download names it. */
export function cricsheetFilename(league: string, year: number, number: number): string {
  const name = league.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'match'
  return `${name}-${year}-match-${number}.json`
}

type Season = NonNullable<LeagueSeasonQueryResult>

/** The file of one match of the season, its name, and whether it is final; null when the match's sides
 * are not both known or its scorecard names a team that is not one of them. */
export function matchCricsheet({season, match, card, players, league}: {
  season: Season
  match: Season['matches'][number]
  card: {scorecard: Scorecard; _updatedAt: string}
  players: PlayersQueryResult
  league: {name: string; shortName: string}
}): {json: CricsheetMatch; filename: string; final: boolean} | null {
  const sides = matchSides(match, seasonSides(season))
  if (!sides || season.year == null || match.matchNumber == null) return null
  if (!card.scorecard.innings.every((i) => sides.some((side) => side.id === i.team))) return null
  const json = readable(() => cricsheetFile({
    scorecard: card.scorecard,
    updatedAt: card._updatedAt,
    rules: scoringRules(season),
    sides,
    squads: squadsOf(players, sides),
    directory: playerDirectory(players),
    match: {number: match.matchNumber, startsAt: match.startsAt, venue: match.venue, stage: match.stage, status: match.status, playerOfMatch: match.playerOfMatchId},
    season: {year: season.year, name: season.name?.trim() || league.name},
  }), `the Cricsheet file of match ${match._id}`)
  if (!json) return null
  return {json, filename: cricsheetFilename(league.shortName, season.year, match.matchNumber), final: match.status === 'completed'}
}
