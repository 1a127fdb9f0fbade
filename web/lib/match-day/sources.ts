// What the fans' pages read, gathered once from the content the site caches (the season, its
// scorecards, the players): the season's rules, its matches named and coded, the scorecards by match,
// each player's team and page. Pure, so the choices are unit-tested apart from rendering.
import type {LeagueSeasonQueryResult, PlayersQueryResult} from '../content'
import {scorecardCounts, scoringRules} from '../../../league/season'
import type {Scorecard} from '../../../league/scorecard/types'
import {teamCodes} from '../../../league/team-code'
import {playerDirectory} from './players'
import type {SeasonSources} from './season-view'
import type {Side} from './scorecard-view'

type Season = NonNullable<LeagueSeasonQueryResult>
type SeasonMatch = Season['matches'][number]

/** Each side of the season's matches with its name and code, by team id. */
export function seasonSides(season: Pick<Season, 'matches'>): Map<string, Side> {
  const teams = new Map<string, {name: string; shortName?: string | null}>()
  for (const m of season.matches) for (const t of [m.homeTeam, m.awayTeam]) if (t?._id) teams.set(t._id, {name: t.name?.trim() || 'Team', shortName: t.shortName})
  const codes = teamCodes([...teams.values()])
  return new Map([...teams].map(([id, team]) => [id, {id, name: team.name, code: codes.get(team.name) ?? '?'}]))
}

/** The two sides of a match, home first; null while either is to be decided. */
export function matchSides(match: Pick<SeasonMatch, 'homeTeam' | 'awayTeam'>, sides: ReadonlyMap<string, Side>): [Side, Side] | null {
  const home = match.homeTeam?._id && sides.get(match.homeTeam._id)
  const away = match.awayTeam?._id && sides.get(match.awayTeam._id)
  return home && away ? [home, away] : null
}

export function seasonSources(
  season: Season,
  scorecards: ReadonlyMap<string, {scorecard: Scorecard}>,
  players: PlayersQueryResult,
  date: (iso: string) => string,
): SeasonSources {
  const sides = seasonSides(season)
  const matches = season.matches.flatMap((m) => {
    const pair = matchSides(m, sides)
    return pair && m.matchNumber != null
      ? [{id: m._id, number: m.matchNumber, startsAt: m.startsAt, home: pair[0], away: pair[1], playerOfMatch: m.playerOfMatchId ? [m.playerOfMatchId] : []}]
      : []
  })
  return {
    seasonYear: season.year ?? 0,
    rules: scoringRules(season),
    matches,
    // A scorecard counts only while its match is Live or Completed (lib/league scorecardCounts).
    scorecards: new Map([...scorecards].filter(([id]) => season.matches.some((m) => m._id === id && scorecardCounts(m))).map(([id, card]) => [id, card.scorecard])),
    directory: playerDirectory(players),
    playerTeam: Object.fromEntries(players.flatMap((p) => (p.team?._id ? [[p._id, p.team._id]] : []))),
    team: (id) => ({name: sides.get(id)?.name ?? 'Team', code: sides.get(id)?.code ?? '?'}),
    date,
  }
}
