// The teams a fixtures or results list can be narrowed to, and the list narrowed to one: the teams
// with fixtures (their slugs, as their calendar feeds and pages have them), each with its crest.
import type {Metadata} from 'next'
import {getLeagueSeason, type LeagueSeasonQueryResult} from '@/lib/content'
import {teamFilterPath, type RESULTS_PATH, type SCHEDULES_PATH, prerenderedParams} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'
import {fixtureTeamsList, matchesOfTeam} from '../../../league'
import type {MarkedTeam} from './team-mark'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

export function filterTeams(matches: readonly Match[]): {slug: string; name: string; team: MarkedTeam}[] {
  const byId = new Map<string, MarkedTeam>()
  for (const m of matches) for (const t of [m.homeTeam, m.awayTeam]) if (t?._id) byId.set(t._id, t)
  return fixtureTeamsList(matches).map((t) => ({slug: t.slug, name: t.name, team: byId.get(t.id) ?? {name: t.name}}))
}

/** The matches of the team with this slug, or all of them without one. */
export const narrowTo = <M extends Match>(matches: readonly M[], slug?: string): M[] => (slug ? matchesOfTeam(matches, slug) : [...matches])

/** The team a filtered page (/matches/schedules/<team>, /matches/results/<team>) shows, or undefined. */
export const filterTeam = async (slug: string) => filterTeams((await getLeagueSeason())?.matches ?? []).find((t) => t.slug === slug)

/** Every filtered page's parameters: one per team with fixtures. */
export const filterTeamParams = async () => prerenderedParams(filterTeams((await getLeagueSeason())?.matches ?? []).map((t) => ({team: t.slug})), {team: 'none'})

/** A filtered page's metadata: its title and description name the team ("Fixtures: Oxygen Gangsters"). */
export async function filterPageMetadata(
  base: typeof SCHEDULES_PATH | typeof RESULTS_PATH,
  slug: string,
  words: (name: string) => {title: string; description: string},
): Promise<Metadata> {
  const found = await filterTeam(slug)
  if (!found) return {title: 'Team not found', robots: {index: false}}
  return pageMetadata({...words(found.name), path: teamFilterPath(base, slug)})
}
