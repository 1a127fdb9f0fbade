// Which addresses under the site's dynamic pages name something — a news item, a team, a match, a player —
// worked out by the same queries and helpers as those pages' generateStaticParams. web/proxy.ts sends
// an address that names nothing to a prerendered not-found page before Next renders anything: a
// notFound() thrown while Next renders a page on demand is answered with an empty document that only
// JavaScript fills in (vercel/next.js#62228), and every page of this site must read without it. The
// pages keep their notFound() for the moment between a document's removal and this list's refresh.
import type {SanityQueries} from '@sanity/client'
import {matchPageParams} from '@/components/match/match-data'
import {teamPageSlugs} from '@/components/team/team-data'
import {NEWS_FEED_SEGMENT} from '../routes'
import {contentFetch, contentVersion} from './fetch'
import {playerPageSlugs} from '../match-day/players'
import {leagueSeasonQuery, playersQuery, postsQuery, teamNotesQuery, teamsQuery} from './queries'

/**
 * How old the list may be when an address it does not name is checked again: a just-published item
 * is found within this time, and however many made-up addresses arrive, the backend is asked at most
 * once per this time.
 */
export const ADDRESS_LIST_MAX_AGE_MS = 1000

/** The not-found page a section's made-up addresses get: news has its own (the spec's News Not
 * Found); any path no route has gets the site-wide 404 (app/global-not-found.tsx). */
export const NEWS_NOT_FOUND_PATH = '/news-not-found'
export const SITE_NOT_FOUND_PATH = '/page-not-found'

type Section = 'news' | 'teams' | 'matches' | 'players'

/** The results page's share image (app/matches/results/opengraph-image), a file beside the match pages. */
const RESULTS_SHARE_IMAGE = 'results/opengraph-image'

/** The address of one item under a dynamic route, or null for any other path. Static routes beside
 * the dynamic segment (the news feed, the results share image) are not items. */
export function itemAddress(pathname: string): {section: Section; key: string} | null {
  const news = /^\/news\/([^/]+)$/.exec(pathname)?.[1]
  if (news && news !== NEWS_FEED_SEGMENT) return {section: 'news', key: news}
  const team = /^\/participation\/teams\/([^/]+)$/.exec(pathname)?.[1]
  if (team) return {section: 'teams', key: team}
  const player = /^\/participation\/players\/([^/]+)$/.exec(pathname)?.[1]
  if (player) return {section: 'players', key: player}
  const match = /^\/matches\/([^/]+\/[^/]+)$/.exec(pathname)?.[1]
  if (match && match !== RESULTS_SHARE_IMAGE) return {section: 'matches', key: match}
  return null
}

type Addresses = Record<Section, Set<string>>

async function published(): Promise<Addresses> {
  const [posts, notes, teams, season, players] = await Promise.all([
    contentFetch<SanityQueries[typeof postsQuery]>(postsQuery),
    contentFetch<SanityQueries[typeof teamNotesQuery]>(teamNotesQuery),
    contentFetch<SanityQueries[typeof teamsQuery]>(teamsQuery),
    contentFetch<SanityQueries[typeof leagueSeasonQuery]>(leagueSeasonQuery),
    contentFetch<SanityQueries[typeof playersQuery]>(playersQuery),
  ])
  return {
    news: new Set([...posts.map((post) => post.slug), ...notes.flatMap((note) => (note.slug ? [note.slug] : []))]),
    teams: new Set(teamPageSlugs(teams)),
    matches: new Set(matchPageParams(season).map(({season, number}) => `${season}/${number}`)),
    players: new Set(playerPageSlugs(players)),
  }
}

let list: {addresses: Addresses; version: string; at: number} | undefined
let refreshing: Promise<void> | undefined

function refresh(version: string): Promise<void> {
  refreshing ??= published()
    .then((addresses) => {
      list = {addresses, version, at: Date.now()}
    })
    .finally(() => {
      refreshing = undefined
    })
  return refreshing
}

/**
 * Whether the item at this address exists. The list is made again when the content changes version (an
 * edit to the embedded dataset), and when it does not name the address and is ADDRESS_LIST_MAX_AGE_MS
 * old (Sanity, whose version is its project). When the backend cannot answer, the page decides (it
 * keeps the last good content).
 */
export async function itemExists(section: Section, key: string): Promise<boolean> {
  try {
    const version = await contentVersion()
    const stale = !list || list.version !== version || (!list.addresses[section].has(key) && Date.now() - list.at >= ADDRESS_LIST_MAX_AGE_MS)
    if (stale) await refresh(version)
    return list!.addresses[section].has(key)
  } catch {
    return true
  }
}
