// Where a team card on /participation/teams leads: the team's news note, its players and its fixtures
// (on its own page),
// each only when that content exists (players and fixtures arrive with the season's data). Pure, so
// the choices are unit-tested apart from rendering.
import type {LeagueSeasonQueryResult, PlayersQueryResult, TeamNotesQueryResult, TeamsQueryResult} from '@/lib/content'
import {fixtureTeamsList, teamAnchor} from '../../../league'
import {teamPath} from '@/lib/routes'

/** The id of the fixtures and results section on a team's page (components/team/team-page.tsx). */
export const TEAM_MATCHES_ID = 'team-matches'

export type TeamLinks = {news: string | null; players: string | null; fixtures: string | null}

type Sources = {
  notes: TeamNotesQueryResult
  players: PlayersQueryResult
  matches: NonNullable<LeagueSeasonQueryResult>['matches']
}

/** Each real team's links by its id; placeholder and nameless teams get none. */
export function teamLinks(teams: TeamsQueryResult, {notes, players, matches}: Sources): Map<string, TeamLinks> {
  const withPlayers = new Set(players.flatMap((player) => (player.team?._id ? [player.team._id] : [])))
  const withFixtures = new Set(fixtureTeamsList(matches).map((team) => team.id))
  const links = new Map<string, TeamLinks>()
  for (const team of teams) {
    const name = team.name?.trim()
    if (team.isPlaceholder || !name) continue
    // A note names its team by the referenced team's name (teamNotesQuery), so the names match exactly.
    const note = notes.find((candidate) => candidate.slug && candidate.team === team.name)
    links.set(team._id, {
      news: note ? `/news/${note.slug}` : null,
      players: withPlayers.has(team._id) ? `/participation/players#${teamAnchor(name)}` : null,
      fixtures: withFixtures.has(team._id) ? `${teamPath(name)}#${TEAM_MATCHES_ID}` : null,
    })
  }
  return links
}
