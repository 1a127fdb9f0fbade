// Which match a /matches/<season>/<number> address names, in the season the site shows: both parts
// checked as numbers before any lookup, so a made-up address costs no more than a cached read.
import type {LeagueSeasonQueryResult, PostsQueryResult} from '@/lib/content'

const YEAR = /^\d{4}$/
const NUMBER = /^[1-9]\d{0,3}$/

type Season = NonNullable<LeagueSeasonQueryResult>

/** The year a /matches/<season> segment names, or null when it is no year. */
export const seasonYearOf = (segment: string): number | null => (YEAR.test(segment) ? Number(segment) : null)

/** Every match address of the season: [year, number] pairs. */
export function matchPageParams(season: LeagueSeasonQueryResult): {season: string; number: string}[] {
  if (season?.year == null) return []
  return season.matches.flatMap((m) => (m.matchNumber != null ? [{season: String(season.year), number: String(m.matchNumber)}] : []))
}

export function findMatch<S extends Season>(season: S | null, year: string, number: string): {season: S; match: S['matches'][number]} | null {
  if (!season || !YEAR.test(year) || !NUMBER.test(number) || String(season.year) !== year) return null
  const match = season.matches.find((m) => m.matchNumber === Number(number))
  return match ? {season, match} : null
}

/** The posts (match reports) that name this match. */
export const reportsOf = (posts: PostsQueryResult, matchId: string) => posts.filter((p) => p.match?._id === matchId)
