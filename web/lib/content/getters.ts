// What pages call for their data: one getter per need, each running one named query with the cache
// tags of the document types it reads, so a change to a type refreshes exactly what shows it. Result
// types come from typegen by the query string itself (SanityQueries), never written beside a query.
import 'server-only'
import {draftMode} from 'next/headers'
import {unstable_cache} from 'next/cache'
import {cache} from 'react'
import {withScorecards} from '../league/season'
import {contentFetch, contentQuery, contentVersion, type QueryParams} from './fetch'
import {withLastGood} from './last-good'
import {rememberSyncTags} from './live/sync-tags'
import {byMatch, toMatchScorecard, type MatchScorecard} from './scorecards'
import {
  gallerySectionsQuery,
  heroSlidesQuery,
  keyDatesQuery,
  leagueSeasonQuery,
  matchScorecardQuery,
  pageQuery,
  playersQuery,
  postQuery,
  postsQuery,
  seasonByYearQuery,
  seasonScorecardsQuery,
  seasonsQuery,
  siteSettingsQuery,
  societiesQuery,
  sponsorsQuery,
  teamNoteQuery,
  teamNotesQuery,
  teamsQuery,
} from './queries'
import type {SanityQueries} from '@sanity/client'
import type {ContentTag} from './tags'

/** Draft mode is a per-request cookie; outside a request (build-time helpers, scripts) it is off. */
async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * Published content is cached under its tags, and remembered as the last good content for an outage
 * of the backend (see last-good.ts); drafts are always fetched fresh.
 */
async function load<Q extends keyof SanityQueries, R = SanityQueries[Q]>(query: Q, tags: ContentTag[], params: QueryParams = {}): Promise<R> {
  if (await isDraftMode()) return contentFetch<R>(query, params, {perspective: 'drafts'})
  const request = JSON.stringify(params)
  return withLastGood(`${query}\n${request}`, tags, async () => {
    // Cached with its sync tags, so a cached read still tells the live index what this getter read.
    const key = ['content-answer', await contentVersion(), query, request]
    const {result, syncTags} = await unstable_cache(() => contentQuery<R>(query, params), key, {tags})()
    rememberSyncTags(syncTags, tags)
    return result
  })
}

/**
 * A value made from the getters' content — a calendar file — cached under the tags of the types it
 * reads and the content's version: made once per change of that content, not once per request.
 */
export async function cachedFromContent<T>(name: string, tags: ContentTag[], make: () => Promise<T>, args: string[] = []): Promise<T> {
  if (await isDraftMode()) return make()
  return unstable_cache(make, ['derived', await contentVersion(), name, ...args], {tags})()
}

// The season label follows the current season: a season's change refreshes the settings too.
export const getSiteSettings = () => load(siteSettingsQuery, ['siteSettings', 'season'])
export const getHeroSlides = () => load(heroSlidesQuery, ['heroSlide'])
export const getTeamNotes = () => load(teamNotesQuery, ['teamNote', 'team'])
export const getKeyDates = () => load(keyDatesQuery, ['keyDate'])
export const getGallerySections = () => load(gallerySectionsQuery, ['gallerySection'])
export const getSocieties = () => load(societiesQuery, ['society'])
export const getTeams = () => load(teamsQuery, ['team', 'society'])
export const getSponsors = () => load(sponsorsQuery, ['sponsor'])
/**
 * The current season with its matches, null while no season has been entered. Every match with a
 * scorecard is scored from its deliveries (status, who batted first, totals, winner, and its one-line
 * `scoreLine`: lib/league withScorecards); a match without one keeps its typed score. What every page
 * that shows a result or the table reads. Deduplicated within one render.
 */
/** What a season's query reads: its matches' teams, grounds and players of the match. */
const SEASON_TAGS: ContentTag[] = ['season', 'match', 'team', 'society', 'venue', 'player']

/** A season scored from its scorecards (see getLeagueSeason). */
async function scoredSeason<S extends NonNullable<SanityQueries[typeof leagueSeasonQuery]>>(season: S | null) {
  if (!season) return null
  const cards = await getSeasonScorecards(season._id)
  return withScorecards(season, new Map([...cards].map(([match, card]) => [match, card.scorecard])))
}

export const getLeagueSeason = cache(async () => scoredSeason(await load(leagueSeasonQuery, SEASON_TAGS)))
export type LeagueSeason = Awaited<ReturnType<typeof getLeagueSeason>>

/** Every season with matches, newest first (name, year, whether it is the current one). */
export const getSeasons = () => load(seasonsQuery, ['season', 'match'])

/** One season by its year, scored like the current one; null for a year no season has. */
export const getSeasonByYear = cache(async (year: number) =>
  Number.isInteger(year) ? scoredSeason(await load(seasonByYearQuery, SEASON_TAGS, {year})) : null,
)

/** Every ball-by-ball scorecard of one season, by match id (one a match: the latest edited); kept apart
 * from the season's query so that a ball refreshes only what shows scores. */
export async function getSeasonScorecards(seasonId: string): Promise<Map<string, MatchScorecard>> {
  if (!seasonId) return new Map()
  return byMatch(await load(seasonScorecardsQuery, ['scorecard', 'match'], {season: seasonId}))
}

/** One match's scorecard, by the match's id; null when it has none (or for an empty id). */
export async function getMatchScorecard(matchId: string): Promise<MatchScorecard | null> {
  if (!matchId) return null
  const row = await load(matchScorecardQuery, ['scorecard'], {match: matchId})
  return row ? toMatchScorecard(row) : null
}
/** Dated posts, newest first (they name teams and a match, whose names they show). */
export const getPosts = () => load(postsQuery, ['post', 'team', 'match', 'season'])
export const getPlayers = () => load(playersQuery, ['player', 'team', 'society'])

/** One news item; null for an unknown or empty slug (groq-js would match slug-less documents on null). */
export async function getTeamNote(slug: string) {
  if (!slug) return null
  return load(teamNoteQuery, ['teamNote', 'team'], {slug})
}

/** One post; null for an unknown or empty slug. */
export async function getPost(slug: string) {
  if (!slug) return null
  return load(postQuery, ['post', 'team', 'match', 'season'], {slug})
}

/**
 * What /news/<slug> shows: the post or the team note there (they share the address space), or null.
 * A slug is looked up only when the cached lists of posts and notes name it, so a made-up slug adds
 * no cache entry of its own.
 */
export async function getNewsItem(slug: string) {
  const [posts, notes] = await Promise.all([getPosts(), getTeamNotes()])
  const post = posts.some((listed) => listed.slug === slug) ? await getPost(slug) : null
  if (post) return {post, note: null, notes}
  const note = notes.some((listed) => listed.slug === slug) ? await getTeamNote(slug) : null
  return note ? {post: null, note, notes} : null
}

export async function getPage(slug: string) {
  if (!slug) return null
  return load(pageQuery, ['page'], {slug})
}
