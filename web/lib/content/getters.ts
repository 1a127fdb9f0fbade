// What pages call for their data: one typed getter per need, each running one named query with the
// cache tags of the document types it reads, so a change to a type refreshes exactly what shows it.
import 'server-only'
import {draftMode} from 'next/headers'
import {unstable_cache} from 'next/cache'
import {contentFetch, contentVersion, type QueryParams} from './fetch'
import {
  gallerySectionsQuery,
  heroSlidesQuery,
  keyDatesQuery,
  pageQuery,
  siteSettingsQuery,
  societiesQuery,
  sponsorsQuery,
  teamNoteQuery,
  teamNotesQuery,
  teamsQuery,
} from './queries'
import type {
  GallerySectionsQueryResult,
  HeroSlidesQueryResult,
  KeyDatesQueryResult,
  PageQueryResult,
  SiteSettingsQueryResult,
  SocietiesQueryResult,
  SponsorsQueryResult,
  TeamNoteQueryResult,
  TeamNotesQueryResult,
  TeamsQueryResult,
} from './sanity.types'
import type {ContentTag} from './tags'

/** Draft mode is a per-request cookie; outside a request (build-time helpers, scripts) it is off. */
async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/** Published content is cached under its tags; drafts are always fetched fresh. */
async function load<R>(query: string, tags: ContentTag[], params: QueryParams = {}): Promise<R> {
  if (await isDraftMode()) return contentFetch<R>(query, params, {perspective: 'drafts'})
  const key = ['content', await contentVersion(), query, JSON.stringify(params)]
  const cached = unstable_cache(() => contentFetch<R>(query, params), key, {tags})
  return cached()
}

export const getSiteSettings = () => load<SiteSettingsQueryResult>(siteSettingsQuery, ['siteSettings'])
export const getHeroSlides = () => load<HeroSlidesQueryResult>(heroSlidesQuery, ['heroSlide'])
export const getTeamNotes = () => load<TeamNotesQueryResult>(teamNotesQuery, ['teamNote', 'team'])
export const getKeyDates = () => load<KeyDatesQueryResult>(keyDatesQuery, ['keyDate'])
export const getGallerySections = () => load<GallerySectionsQueryResult>(gallerySectionsQuery, ['gallerySection'])
export const getSocieties = () => load<SocietiesQueryResult>(societiesQuery, ['society'])
export const getTeams = () => load<TeamsQueryResult>(teamsQuery, ['team', 'society'])
export const getSponsors = () => load<SponsorsQueryResult>(sponsorsQuery, ['sponsor'])

/** One news item; null for an unknown or empty slug (groq-js would match slug-less documents on null). */
export async function getTeamNote(slug: string): Promise<TeamNoteQueryResult> {
  if (!slug) return null
  return load<TeamNoteQueryResult>(teamNoteQuery, ['teamNote', 'team'], {slug})
}

export async function getPage(slug: string): Promise<PageQueryResult> {
  if (!slug) return null
  return load<PageQueryResult>(pageQuery, ['page'], {slug})
}

// ---- League (season, matches, players) ----------------------------------------------------------
// Kept in one block at the end so the rest of the file can change without conflicts.
import {leagueSeasonQuery, playersQuery} from './queries'
import type {LeagueSeasonQueryResult, PlayersQueryResult} from './sanity.types'

/** The current season with its matches; null while no season has been entered. */
export const getLeagueSeason = () =>
  load<LeagueSeasonQueryResult>(leagueSeasonQuery, ['season', 'match', 'team', 'society', 'player'])
export const getPlayers = () => load<PlayersQueryResult>(playersQuery, ['player', 'team', 'society'])
