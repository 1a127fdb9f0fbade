// What a team's page shows, gathered from the content the site already caches: the team (found by the
// slug of its name, as its calendar feed is), its captain and note, squad, place in the table, matches
// and the posts about it. Pure, so the choices are unit-tested apart from rendering.
import type {LeagueSeasonQueryResult, PlayersQueryResult, PostsQueryResult, TeamNotesQueryResult, TeamsQueryResult} from '@/lib/content'
import {matchesOfTeam, seasonTable, teamSlug} from '../../../league'
import {playerDirectory} from '@/lib/match-day/players'

type Sources = {
  teams: TeamsQueryResult
  season: LeagueSeasonQueryResult
  players: PlayersQueryResult
  notes: TeamNotesQueryResult
  posts: PostsQueryResult
}

/** The real teams (not the open slot) that have a page, by slug. */
export function teamPageSlugs(teams: TeamsQueryResult): string[] {
  return teams.flatMap((team) => (!team.isPlaceholder && teamSlug(team.name) ? [teamSlug(team.name)] : []))
}

export function teamPageData(slug: string, {teams, season, players, notes, posts}: Sources) {
  const team = teams.find((t) => !t.isPlaceholder && teamSlug(t.name) === slug)
  if (!team) return null
  const note = notes.find((n) => n.team === team.name) ?? null
  const table = season ? seasonTable(season) : []
  const row = table.findIndex((r) => r.team === team._id)
  return {
    team,
    slug,
    note,
    captain: note?.captain || null,
    directory: playerDirectory(players),
    squad: players.filter((p) => p.team?._id === team._id).sort((a, b) => (b.auctionPrice ?? 0) - (a.auctionPrice ?? 0)),
    standing: row === -1 ? null : {position: row + 1, of: table.length, points: table[row]!.points, played: table[row]!.played},
    matches: season ? matchesOfTeam(season.matches, slug) : [],
    seasonYear: season?.year ?? null,
    posts: posts.filter((p) => p.teams.some((t) => t._id === team._id)),
  }
}

export type TeamPageData = NonNullable<ReturnType<typeof teamPageData>>
