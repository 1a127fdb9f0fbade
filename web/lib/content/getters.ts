// What pages call for their data: one getter per need, each running one named query with the cache
// tags of the document types it reads, so a change to a type refreshes exactly what shows it. Result
// types come from typegen by the query string itself (SanityQueries), never written beside a query.
import 'server-only'
import {draftMode} from 'next/headers'
import {cacheLife, cacheTag} from 'next/cache'
import {cache} from 'react'
import {withScorecards} from '../../../league/season'
import {scorecardVersion} from '../live/scores'
import {OUTAGE_RETRY_MS} from '../limits'
import {contentFetch, contentQuery, type QueryAnswer, type QueryParams} from './fetch'
import {askBackend, FAILED_ANSWER_TAG, lastGood} from './last-good'
import {isProxyRead, outsideRender} from './outside-render'
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
import type {ContentTag} from '../../../league/site/tags'

/** Who is asking: a render or route in draft mode (drafts, never cached), one showing published
 * content (cached), or code Next's `'use cache'` cannot serve: the proxy (vercel/next.js#85475; it says
 * so through readForProxy) and code outside any request (the live feed after a change, the build's
 * param lists), where draftMode() throws. */
async function caller(): Promise<'draft' | 'published' | 'outside'> {
  if (isProxyRead()) return 'outside'
  try {
    return (await draftMode()).isEnabled ? 'draft' : 'published'
  } catch {
    return 'outside'
  }
}

/** A published answer as the cache keeps it, or, when the backend failed, why (never kept: see cachedAnswer). */
type CachedAnswer<R> = QueryAnswer<R> | {failed: string}

/**
 * One query's published answer, cached under the tags of the types it reads (every page made from it
 * carries them, so expiring a type refreshes exactly those pages) for the `page` lifetime at most.
 * A failure is returned, not thrown (Next fails the whole render on an error thrown inside
 * `'use cache'`, even a caught one), tagged FAILED_ANSWER_TAG so the cache handler never keeps it,
 * and revalidates after OUTAGE_RETRY_MS: a page built from the last good content goes stale that soon.
 */
async function cachedAnswer<R>(query: string, tags: ContentTag[], params: QueryParams): Promise<CachedAnswer<R>> {
  'use cache'
  cacheTag(...tags)
  cacheLife('page')
  const answer = await askBackend(() => contentQuery<R>(query, params))
  if ('failed' in answer) {
    cacheTag(FAILED_ANSWER_TAG)
    // Only `revalidate` shortened: Next leaves an entry that expires within 5 minutes out of a prerender,
    // which a page then fails for (uncached data outside <Suspense>).
    cacheLife({revalidate: OUTAGE_RETRY_MS / 1000})
  }
  return answer
}

/**
 * Drafts are always fetched fresh; published content comes from the cache (cachedAnswer, or outside a
 * request the same tags' outside-render store) and is remembered as the last good content for an
 * outage of the backend (last-good.ts).
 */
async function load<Q extends keyof SanityQueries, R = SanityQueries[Q]>(query: Q, tags: ContentTag[], params: QueryParams = {}): Promise<R> {
  const who = await caller()
  if (who === 'draft') return contentFetch<R>(query, params, {perspective: 'drafts'})
  const key = `${query}\n${JSON.stringify(params)}`
  const answer =
    who === 'published' ? await cachedAnswer<R>(query, tags, params) : await outsideRender(key, tags, () => askBackend(() => contentQuery<R>(query, params)))
  const {result, syncTags} = lastGood(key, answer)
  // Told on every read, cached or not, so the live index knows what this getter read.
  rememberSyncTags(syncTags, tags)
  return result
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

/** A season scored from its scorecards (see getLeagueSeason), each match with its scorecard's version
 * (`scoreVersion`, null without one), and the scorecards it was scored from. */
async function scoredSeason<S extends NonNullable<SanityQueries[typeof leagueSeasonQuery]>>(season: S | null) {
  if (!season) return null
  const cards = await getSeasonScorecards(season._id)
  const scored = withScorecards(season, new Map([...cards].map(([match, card]) => [match, card.scorecard])))
  return {...scored, matches: scored.matches.map((match) => ({...match, scoreVersion: versionOf(cards.get(match._id))})), cards}
}

const versionOf = (card: MatchScorecard | undefined) =>
  card ? scorecardVersion(card._updatedAt, card.scorecard.innings.reduce((balls, innings) => balls + innings.deliveries.length, 0)) : null

/** The current season scored, read once per render: the season and the scorecards come from one read. */
const getScoredSeason = cache(async () => scoredSeason(await load(leagueSeasonQuery, SEASON_TAGS)))

/** A scoredSeason() answer's season, without the scorecards. */
function seasonOf<T extends {cards: unknown}>(scored: T | null): Omit<T, 'cards'> | null {
  if (!scored) return null
  const {cards: _cards, ...season} = scored
  return season
}

export const getLeagueSeason = cache(async () => seasonOf(await getScoredSeason()))
export type LeagueSeason = Awaited<ReturnType<typeof getLeagueSeason>>

/** One match's scorecard as getLeagueSeason() scored it in this render, null without one: a match page
 * draws every score from it, so all of them show the same ball. */
export const getSeasonScorecard = async (matchId: string): Promise<MatchScorecard | null> => (await getScoredSeason())?.cards.get(matchId) ?? null

/** The current season as entered, its scorecards unread (a match's status is the one typed or set by the
 * scorer's tool): for what every page carries, so that a ball leaves the pages that show no score cached,
 * and for the proxy's address lists (a made-up address costs a lookup, not the scoring of every scorecard). */
export const getSeasonAsEntered = () => load(leagueSeasonQuery, SEASON_TAGS)

/** Every season with matches, newest first (name, year, whether it is the current one). */
export const getSeasons = () => load(seasonsQuery, ['season', 'match'])

/** One season by its year, scored like the current one; null for a year no season has. */
export const getSeasonByYear = cache(async (year: number) =>
  Number.isInteger(year) ? seasonOf(await scoredSeason(await load(seasonByYearQuery, SEASON_TAGS, {year}))) : null,
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
