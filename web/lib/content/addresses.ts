// Which addresses under the site's dynamic routes name something — a news item, a team, a match, a
// player, a team's calendar, and the share image of each — read from the same getters as the pages (kept
// under their tags outside a request: outside-render.ts; the last good content in an outage), so a
// flood of made-up addresses costs no backend query
// and a publish is seen as soon as the pages see it. web/proxy.ts answers an address that names nothing
// before Next renders or caches anything: a page gets its prerendered not-found page (a notFound()
// thrown while Next renders on demand is answered with an empty document only JavaScript fills in,
// vercel/next.js#62228), a file (a share image, a calendar) a plain 404. The pages keep their notFound()
// for the moment between a document's removal and the refresh of their tags.
import {matchPageParams} from '@/lib/league/match-data'
import {teamPageSlugs} from '@/lib/league/team-data'
import {fixtureTeamsList} from '../../../league/fixtures'
import {isDynamicRoute, matchRoute, type DynamicRoute} from '../../../league/site/app-routes'
import {playerPageSlugs} from '../match-day/players'
import {getPlayers, getPosts, getSeasonAsEntered, getSeasons, getTeamNotes, getTeams} from './getters'
import {readForProxy} from './outside-render'

/** The not-found page a section's made-up addresses get: news has its own (the spec's News Not
 * Found); any path no route has gets the site-wide 404 (app/global-not-found.tsx). */
export const NEWS_NOT_FOUND_PATH = '/news-not-found'
export const SITE_NOT_FOUND_PATH = '/page-not-found'

/** What a made-up address is answered with: a prerendered not-found page, or (a file) a plain text. */
export type NotFound = {page: string} | {text: string}

/** How a dynamic route's items are known, and what an address naming none of them gets. */
type ItemRoute = {
  /** The keys of every item that exists (its segments' values joined with `/`), from the getters the
   * route's own page reads. */
  keys: () => Promise<Iterable<string>>
  notFound: NotFound
}

const newsSlugs = async () => {
  const [posts, notes] = await Promise.all([getPosts(), getTeamNotes()])
  return [...posts.map((post) => post.slug), ...notes.flatMap((note) => (note.slug ? [note.slug] : []))]
}
const teamSlugs = async () => teamPageSlugs(await getTeams())
const playerSlugs = async () => playerPageSlugs(await getPlayers())
const seasonKeys = async () => (await getSeasons()).flatMap((season) => (season.year != null ? [String(season.year)] : []))
// Which matches and teams a season has is known without its scores: no scorecard is read or scored here.
const matchKeys = async () => matchPageParams(await getSeasonAsEntered()).map(({season, number}) => `${season}/${number}`)
/** One team's fixtures or results (the team filter): a team with fixtures this season. */
const teamFilters = async () => fixtureTeamsList((await getSeasonAsEntered())?.matches ?? []).map(({slug}) => slug)
const teamCalendars = async () => fixtureTeamsList((await getSeasonAsEntered())?.matches ?? []).map(({slug}) => `${slug}.ics`)

const NEWS_PAGE: NotFound = {page: NEWS_NOT_FOUND_PATH}
const SITE_PAGE: NotFound = {page: SITE_NOT_FOUND_PATH}
const NO_SHARE_IMAGE: NotFound = {text: 'No share image at this address.'}

/** Every dynamic route of app/ (lib/app-routes.ts), and how its items are known; null for a route that
 * answers a made-up address itself (the image route: a picture that is not in the dataset). */
const ITEM_ROUTES: Record<DynamicRoute, ItemRoute | null> = {
  '/news/[slug]': {keys: newsSlugs, notFound: NEWS_PAGE},
  '/news/[slug]/opengraph-image': {keys: newsSlugs, notFound: NO_SHARE_IMAGE},
  '/participation/teams/[slug]': {keys: teamSlugs, notFound: SITE_PAGE},
  '/participation/players/[slug]': {keys: playerSlugs, notFound: SITE_PAGE},
  '/matches/schedules/[team]': {keys: teamFilters, notFound: SITE_PAGE},
  '/matches/results/[team]': {keys: teamFilters, notFound: SITE_PAGE},
  '/matches/[season]': {keys: seasonKeys, notFound: SITE_PAGE},
  '/matches/[season]/[number]': {keys: matchKeys, notFound: SITE_PAGE},
  '/matches/[season]/[number]/opengraph-image': {keys: matchKeys, notFound: NO_SHARE_IMAGE},
  '/matches/[season]/[number]/cricsheet.json': {keys: matchKeys, notFound: {text: 'No scorecard at this address.'}},
  '/calendar/[team]': {keys: teamCalendars, notFound: {text: 'No team calendar at this address.'}},
  '/images/[project]/[dataset]/[file]': null,
}

/** The item route and key of an item address, or null for any other path (`pathname` as sent, encoded):
 * a fixed route beside a dynamic segment (/matches/points, /news/feed.xml) is never an item. */
export function itemAddress(pathname: string): {route: ItemRoute; key: string} | null {
  const found = matchRoute(pathname)
  if (!found || !isDynamicRoute(found.route)) return null
  const route = ITEM_ROUTES[found.route]
  return route ? {route, key: found.params.join('/')} : null
}

/**
 * What a made-up item address is answered with, or null when the address names an item or is no item
 * address at all. When the content cannot be read (the backend down, no last good copy), the page
 * decides. `pathname` must decode (the proxy answers 400 first when it does not).
 */
export async function notFoundAnswer(pathname: string): Promise<NotFound | null> {
  const item = itemAddress(pathname)
  if (!item) return null
  try {
    const keys = await readForProxy(item.route.keys)
    for (const key of keys) if (key === item.key) return null
    return item.route.notFound
  } catch {
    return null
  }
}
