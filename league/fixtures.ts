// A match as fans read it outside the tables: its title ("Match 7: Gangsters v Gladiators",
// "Final: …"), its result line, and which team's feed it belongs to. Shared by the calendar feeds,
// the structured data and the result share card, so they all say the same thing.
import {marginText, scoreText} from './margin'
import {toResultInput, type SeasonMatch} from './season'

export type Fixture = SeasonMatch & {
  _id: string
  matchNumber: number | null
  stage: string | null
  startsAt: string | null
  venue: string | null
}

export const STAGE_NAMES: Record<string, string> = {league: 'League', semiFinal: 'Semi-final', final: 'Final'}

export const STATUS_NAMES: Record<string, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  completed: 'Completed',
  abandoned: 'Abandoned',
  noResult: 'No result',
}

const teamName = (team: SeasonMatch['homeTeam']) => team?.name?.trim() || 'To be decided'

/** "Oxygen Gangsters v Oxygen Gladiators". */
export const fixtureTeams = (m: Fixture) => `${teamName(m.homeTeam)} v ${teamName(m.awayTeam)}`

/** "Match 7: A v B" for a league match, "Semi-final: A v B" or "Final: A v B" for the knock-outs. */
export function fixtureTitle(m: Fixture): string {
  const stage = m.stage && m.stage !== 'league' ? STAGE_NAMES[m.stage] : undefined
  const label = stage ?? (m.matchNumber != null ? `Match ${m.matchNumber}` : 'Match')
  return `${label}: ${fixtureTeams(m)}`
}

/** The margin with the teams' names ("Oxygen Gangsters won by 4 runs", "No result"), or null while there is none. */
export function matchMargin(m: SeasonMatch): string | null {
  const input = toResultInput(m)
  return input ? marginText(input, (id) => (id === m.homeTeam?._id ? teamName(m.homeTeam) : teamName(m.awayTeam))) : null
}

/**
 * The result in one line, or null while there is none: "Oxygen Gangsters 84/6 (8.0), Oxygen Gladiators
 * 80/9 (8.0). Oxygen Gangsters won by 4 runs", or just "No result" / "Match abandoned".
 */
export function resultLine(m: Fixture): string | null {
  const input = toResultInput(m)
  const margin = matchMargin(m)
  if (!input || !margin) return null
  if (input.status !== 'completed' || !input.home || !input.away) return margin
  return `${teamName(m.homeTeam)} ${scoreText(input.home)}, ${teamName(m.awayTeam)} ${scoreText(input.away)}. ${margin}`
}

/** The URL-safe name of a team's feed: "Oxygen Elite Warriors" → "oxygen-elite-warriors". */
export function teamSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The id of a team's block on the players and schedule pages, so other pages can link straight to
 * it: "Oxygen Gangsters" → "team-oxygen-gangsters". */
export const teamAnchor = (name: string) => `team-${teamSlug(name)}`

/** The teams that have fixtures, each once, by name, with the slug of their feed. */
export function fixtureTeamsList(matches: readonly Fixture[]): {id: string; name: string; slug: string}[] {
  const teams = new Map<string, {id: string; name: string; slug: string}>()
  for (const m of matches)
    for (const t of [m.homeTeam, m.awayTeam]) {
      const name = t?.name?.trim()
      if (t?._id && name && teamSlug(name)) teams.set(t._id, {id: t._id, name, slug: teamSlug(name)})
    }
  return [...teams.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** One team's matches, found by the slug of its feed. */
export function matchesOfTeam<M extends Fixture>(matches: readonly M[], slug: string): M[] {
  const ids = new Set(fixtureTeamsList(matches).filter((t) => t.slug === slug).map((t) => t.id))
  return matches.filter((m) => ids.has(m.homeTeam?._id ?? '') || ids.has(m.awayTeam?._id ?? ''))
}
