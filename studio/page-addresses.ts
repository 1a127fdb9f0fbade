// "Used on" in the Presentation tool: the real pages a document shows on (its team's page, that match's
// page), each a link, worked out from the site's route patterns (REVALIDATION_MAP) and the document's own
// values. A pattern the document gives no value for (a key date on every team's schedule) is left out: it
// names no one page.
import {POST_TEAMS_MAX} from '../schemas/documents/post'
import type {ContentTag} from '../league/site/tags'
import {teamSlug} from '../league/fixtures'

/** What a document gives the routes' dynamic segments: its news slug, its player slug, its teams' names,
 * its season's year and its match's number. */
export type PageValues = {news?: string | null; player?: string | null; teams?: readonly (string | null | undefined)[]; season?: number | null; number?: number | null}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** The page addresses one route pattern names for a document (none when it lacks a segment's value). */
export function addressesFor(pattern: string, values: PageValues): string[] {
  if (!pattern.includes('[')) return [pattern]
  const teams = [...new Set((values.teams ?? []).map(textOf).filter((name) => name !== undefined).map(teamSlug))]
  const news = textOf(values.news)
  const player = textOf(values.player)
  if (pattern === '/news/[slug]') return news ? [`/news/${news}`] : []
  if (pattern === '/participation/players/[slug]') return player ? [`/participation/players/${player}`] : []
  if (pattern === '/participation/teams/[slug]') return teams.map((slug) => `/participation/teams/${slug}`)
  if (pattern.endsWith('/[team]')) return teams.map((slug) => pattern.replace('[team]', slug))
  if (pattern === '/matches/[season]') return values.season ? [`/matches/${values.season}`] : []
  if (pattern === '/matches/[season]/[number]') return values.season && values.number ? [`/matches/${values.season}/${values.number}`] : []
  return []
}

/** Where each type's values are read from (Sanity's preview paths, references followed). */
const TEAMS = (prefix: string, count: number) => Object.fromEntries(Array.from({length: count}, (_, i) => [`team${i}`, `${prefix}${i}.name`]))
const MATCH = (prefix: string) => ({season: `${prefix}season.year`, number: `${prefix}matchNumber`, team0: `${prefix}homeTeam.name`, team1: `${prefix}awayTeam.name`})

export const PAGE_VALUE_PATHS: Partial<Record<ContentTag, Record<string, string>>> = {
  team: {team0: 'name'},
  season: {season: 'year'},
  match: MATCH(''),
  scorecard: MATCH('match.'),
  post: {news: 'slug.current', ...TEAMS('teams.', POST_TEAMS_MAX), season: 'match.season.year', number: 'match.matchNumber'},
  teamNote: {news: 'slug.current', team0: 'team.name'},
  player: {player: 'slug.current', team0: 'team.name'},
}

/** The selected values as the patterns take them. */
export function pageValues(selected: Record<string, unknown> | null | undefined): PageValues {
  const doc = selected ?? {}
  const number = (value: unknown) => (typeof value === 'number' ? value : null)
  return {
    news: textOf(doc.news),
    player: textOf(doc.player),
    teams: Object.keys(doc).filter((key) => /^team\d+$/.test(key)).sort().map((key) => textOf(doc[key])),
    season: number(doc.season),
    number: number(doc.number),
  }
}

/** Every page address a document of a type with these patterns shows on: pages only (no feeds or files), each once. */
export const pageAddresses = (patterns: readonly string[], values: PageValues) => [
  ...new Set(patterns.filter((path) => !/\.\w+$/.test(path)).flatMap((pattern) => addressesFor(pattern, values))),
]
