// The JSON-LD a page drops in with one element: the league (home), the key dates
// (/matches/schedules), the fixtures (schedules and results) and a news item. Each reads the same
// CMS data the page shows.
import {imageProps, type KeyDatesQueryResult, type PostQueryResult, type SiteSettingsQueryResult, type TeamNoteQueryResult} from '@/lib/content'
import type {Fixture} from '../../../league'
import {keyDateEventsJsonLd, matchEventsJsonLd, matchPageJsonLd, newsArticleJsonLd, postArticleJsonLd, sportsOrganizationJsonLd, sportsTeamJsonLd} from '@/lib/seo/json-ld'
import {leagueFrom} from '@/lib/seo/league'
import {absoluteUrl} from '@/lib/seo/site-url'
import {JsonLd} from './json-ld'

type Settings = {settings: SiteSettingsQueryResult}

export function LeagueJsonLd({settings}: Settings) {
  return <JsonLd data={sportsOrganizationJsonLd(leagueFrom(settings))} />
}

export function KeyDateEventsJsonLd({settings, keyDates}: Settings & {keyDates: KeyDatesQueryResult}) {
  if (keyDates.length === 0) return null
  return <JsonLd data={keyDateEventsJsonLd(keyDates, leagueFrom(settings))} />
}

export function MatchEventsJsonLd({settings, matches, path}: Settings & {matches: readonly Fixture[]; path: string}) {
  if (matches.length === 0) return null
  return <JsonLd data={matchEventsJsonLd(matches, leagueFrom(settings), path)} />
}

export function NewsArticleJsonLd({settings, note}: Settings & {note: TeamNoteQueryResult}) {
  return (
    <JsonLd
      data={note ? newsArticleJsonLd(note, leagueFrom(settings), {published: note._createdAt, modified: note._updatedAt}) : null}
    />
  )
}

/** The width of the cover named as the article's image (search engines ask for 1200 px and wider). */
const ARTICLE_IMAGE_WIDTH = 1200

export function PostArticleJsonLd({settings, post}: Settings & {post: NonNullable<PostQueryResult>}) {
  const league = leagueFrom(settings)
  const cover = post.cover.asset ? imageProps(post.cover, {width: ARTICLE_IMAGE_WIDTH}).src : undefined
  return <JsonLd data={postArticleJsonLd(post, league, cover ? absoluteUrl(cover, league.url) : undefined)} />
}

export function SportsTeamJsonLd({settings, team, path}: Settings & {team: Parameters<typeof sportsTeamJsonLd>[0]; path: string}) {
  return <JsonLd data={sportsTeamJsonLd(team, path, leagueFrom(settings))} />
}

export function MatchJsonLd({settings, match, path}: Settings & {match: Fixture; path: string}) {
  return <JsonLd data={matchPageJsonLd(match, leagueFrom(settings), path)} />
}
