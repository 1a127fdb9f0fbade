// Every public route of the site, for the sitemap, the link checker and screenshots.
// News items add /news/{slug} for each team note and post; teams, matches and players have their own pages too.
import type {AppRoute} from '../../league/site/app-routes'
import {teamSlug} from '../../league/fixtures'

/** The season's leaderboards: the orange and purple caps and the rest. */
export const STATS_PATH = '/matches/stats'
/** The points table, and the season's playing conditions it is settled by. */
export const POINTS_PATH = '/matches/points'
export const RULES_PATH = '/matches/rules'
/** Every season with matches, newest first, each linking to its page. */
export const SEASONS_PATH = '/matches/seasons'

export const PUBLIC_ROUTES = [
  '/',
  '/gallery',
  '/news',
  '/sponsors',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/login',
  '/profile',
  '/participation/societies',
  '/participation/teams',
  '/participation/players',
  '/matches/points',
  '/matches/top-bids',
  '/matches/schedules',
  '/matches/results',
  STATS_PATH,
  RULES_PATH,
  SEASONS_PATH,
  '/join/registration',
  '/join/contests',
] as const satisfies readonly AppRoute[]

/** The news feed's file under /news/ (app/news/feed.xml): a route of its own, never a news slug. */
export const NEWS_FEED_SEGMENT = 'feed.xml'

/** A team's page, by the slug of its name (the same slug as its calendar feed). */
export const teamPath = (name: string) => `/participation/teams/${teamSlug(name)}`

/** A season's page, by its year (the same segment as its matches' pages), e.g. /matches/2026. */
export const seasonPath = (seasonYear: number) => `/matches/${seasonYear}`

/** A match's page: the season's year and the match's number, e.g. /matches/2026/12. */
export const matchPath = (seasonYear: number, matchNumber: number) => `/matches/${seasonYear}/${matchNumber}`

/** The fixtures, or one team's (its slug a path segment, so the filtered page is prerendered too). */
export const SCHEDULES_PATH = '/matches/schedules'
export const RESULTS_PATH = '/matches/results'
export const teamFilterPath = (base: typeof SCHEDULES_PATH | typeof RESULTS_PATH, teamSlug?: string) =>
  teamSlug ? `${base}/${teamSlug}` : base

/** A match's ball-by-ball record in Cricsheet's JSON format, beside its page. */
export const cricsheetPath = (seasonYear: number, matchNumber: number) => `${matchPath(seasonYear, matchNumber)}/cricsheet.json`

/** A player's season: runs, wickets and awards, match by match. */
export const playerPath = (slug: string) => `/participation/players/${slug}`

/**
 * A dynamic route's params for the build, never none: Cache Components prerenders each dynamic route
 * from at least one param. While the content lists none (a season with no matches yet), one that names
 * nothing stands in; its page answers notFound(), and the proxy answers its address 404 first.
 */
export function prerenderedParams<P extends Record<string, string>>(params: P[], placeholder: P): P[] {
  return params.length ? params : [placeholder]
}
