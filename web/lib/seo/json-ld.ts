// Structured data (schema.org JSON-LD, typed with schema-dts) for the league, its key dates and its
// news, so search engines can show the season's events and articles from the same CMS content.
import type {Graph, NewsArticle, Place, SportsEvent, SportsOrganization, SportsTeam, WithContext} from 'schema-dts'
import {MATCH_DURATION_MINUTES} from '@/lib/constants'
import {isTentative, parseCivilDate} from '../../../league/calendar/key-dates'
import type {KeyDatesQueryResult, PostQueryResult, TeamNoteQueryResult} from '@/lib/content'
import {fixtureTitle, resultLine, type Fixture} from '../../../league'
import {LEAGUE_PLACE, LEAGUE_SPORT, type League} from './league'
import {SITE_OG_IMAGE} from './metadata'
import {absoluteUrl} from './site-url'

/** A key date as the site's query returns it. */
type KeyDate = KeyDatesQueryResult[number]

const CONTEXT = 'https://schema.org' as const

/** One node id for the league, so events and articles point at the same organisation. */
export const organizationId = (league: League) => `${league.url}#organization`

/** Where the league plays; `name` narrows it to a venue (a society) in the same area. */
export const leaguePlace = (name: string = LEAGUE_PLACE.name): Place => ({
  '@type': 'Place',
  name,
  address: {
    '@type': 'PostalAddress',
    addressLocality: LEAGUE_PLACE.locality,
    addressRegion: LEAGUE_PLACE.region,
    addressCountry: LEAGUE_PLACE.country,
  },
})

/** A compact reference to the league for use inside another node. */
const organizationRef = (league: League) =>
  ({
    '@type': 'SportsOrganization',
    '@id': organizationId(league),
    name: league.name,
    url: league.url,
  }) as const satisfies SportsOrganization

export function sportsOrganizationJsonLd(league: League): WithContext<SportsOrganization> {
  return {
    '@context': CONTEXT,
    '@type': 'SportsOrganization',
    '@id': organizationId(league),
    name: league.name,
    alternateName: league.shortName,
    url: league.url,
    logo: league.logoUrl,
    sport: LEAGUE_SPORT,
    ...(league.description && {description: league.description}),
    ...(league.email && {email: league.email}),
    ...(league.sameAs.length > 0 && {sameAs: league.sameAs}),
    location: leaguePlace(),
    // The same place by name (schema.org takes Text here): the address is in `location` already.
    areaServed: LEAGUE_PLACE.name,
  }
}

/**
 * A key date as a SportsEvent. schema.org has no "tentative" status: EventPostponed and
 * EventRescheduled would claim a change that has not happened, so a tentative date keeps
 * EventScheduled (the status of any planned event) and says "(tentative)" in its name, which is
 * what people see in a rich result, and in its description.
 */
export function sportsEventJsonLd(keyDate: KeyDate, league: League, pagePath = '/matches/schedules'): SportsEvent | null {
  if (!parseCivilDate(keyDate.date)) return null
  const tentative = isTentative(keyDate)
  const title = keyDate.title?.trim() || 'Key date'
  const desc = keyDate.desc?.trim() ?? ''
  // Say it is tentative unless the organiser's text already does.
  const description = [tentative && !/tentative/i.test(desc) && 'Tentative date: it may move.', desc]
    .filter(Boolean)
    .join(' ')
  const pageUrl = absoluteUrl(pagePath, league.url)
  return {
    '@type': 'SportsEvent',
    '@id': `${pageUrl}#${keyDate._id}`,
    name: tentative ? `${title} (tentative)` : title,
    ...(description && {description}),
    startDate: keyDate.date,
    endDate: keyDate.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: leaguePlace(),
    organizer: organizationRef(league),
    sport: LEAGUE_SPORT,
    url: pageUrl,
    image: absoluteUrl(SITE_OG_IMAGE.url, league.url),
  }
}

/** Every dated key date as one JSON-LD graph (one script tag for the whole timeline). */
export function keyDateEventsJsonLd(keyDates: readonly KeyDate[], league: League, pagePath?: string): Graph {
  return {
    '@context': CONTEXT,
    '@graph': keyDates.flatMap((k) => sportsEventJsonLd(k, league, pagePath) ?? []),
  }
}

/** schema.org's word for where a match stands: abandoned is cancelled; everything else was planned. */
const MATCH_EVENT_STATUS = {abandoned: 'https://schema.org/EventCancelled'} as const

/**
 * A fixture as a SportsEvent: both teams (home and away, and as competitors), the venue, the status and,
 * once played, the result line in its description. Null without a start time.
 */
export function matchEventJsonLd(match: Fixture, league: League, pagePath = '/matches/schedules'): SportsEvent | null {
  const start = match.startsAt ? new Date(match.startsAt) : null
  if (!start || Number.isNaN(start.getTime())) return null
  const pageUrl = absoluteUrl(pagePath, league.url)
  const team = (t: Fixture['homeTeam']): SportsTeam | undefined =>
    t?.name?.trim() ? {'@type': 'SportsTeam', name: t.name.trim(), sport: LEAGUE_SPORT, memberOf: organizationRef(league)} : undefined
  const [home, away] = [team(match.homeTeam), team(match.awayTeam)]
  const result = resultLine(match)
  const venue = match.venue?.trim()
  return {
    '@type': 'SportsEvent',
    '@id': `${pageUrl}#${match._id}`,
    name: fixtureTitle(match),
    ...(result && {description: result}),
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + MATCH_DURATION_MINUTES * 60_000).toISOString(),
    eventStatus: match.status === 'abandoned' ? MATCH_EVENT_STATUS.abandoned : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: leaguePlace(venue || undefined),
    ...(home && {homeTeam: home}),
    ...(away && {awayTeam: away}),
    ...(home && away && {competitor: [home, away]}),
    organizer: organizationRef(league),
    sport: LEAGUE_SPORT,
    url: pageUrl,
  }
}

/** Every dated fixture as one JSON-LD graph, for the schedule and results pages. */
export function matchEventsJsonLd(matches: readonly Fixture[], league: League, pagePath?: string): Graph {
  return {
    '@context': CONTEXT,
    '@graph': matches.flatMap((m) => matchEventJsonLd(m, league, pagePath) ?? []),
  }
}

type Note = NonNullable<TeamNoteQueryResult>

/** The headline a news item goes by, shared by the page title, its share card and its JSON-LD. */
export function newsHeadline(note: Pick<Note, 'team' | 'captain'>): string {
  const team = note.team?.trim() || 'Team news'
  return note.captain?.trim() ? `${team}: a word from captain ${note.captain.trim()}` : team
}

export function newsArticleJsonLd(
  note: Note,
  league: League,
  dates: {published?: string | null; modified?: string | null} = {},
): WithContext<NewsArticle> | null {
  if (!note.slug) return null
  const url = absoluteUrl(`/news/${note.slug}`, league.url)
  const captain = note.captain?.trim()
  const quote = note.quote?.trim()
  const published = dates.published ?? undefined
  const modified = dates.modified ?? published
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    headline: newsHeadline(note),
    ...(quote && {description: quote, articleBody: quote}),
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(`/news/${note.slug}/opengraph-image`, league.url)],
    ...(published && {datePublished: published}),
    ...(modified && {dateModified: modified}),
    author: captain ? {'@type': 'Person', name: captain} : organizationRef(league),
    publisher: {...organizationRef(league), logo: league.logoUrl},
    ...(note.team && {
      about: {'@type': 'SportsTeam', name: note.team.trim(), sport: LEAGUE_SPORT, memberOf: organizationRef(league)},
    }),
    inLanguage: 'en-IN',
  }
}

type Post = Pick<NonNullable<PostQueryResult>, 'slug' | 'title' | 'summary' | 'author' | 'publishedAt' | 'teams'>

/** A dated post (a match report, an announcement) as a NewsArticle by its author. */
export function postArticleJsonLd(post: Post, league: League, imageUrl?: string): WithContext<NewsArticle> {
  const url = absoluteUrl(`/news/${post.slug}`, league.url)
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    headline: post.title,
    ...(post.summary && {description: post.summary}),
    url,
    mainEntityOfPage: url,
    ...(imageUrl && {image: [imageUrl]}),
    ...(post.publishedAt && {datePublished: post.publishedAt}),
    author: post.author ? {'@type': 'Person', name: post.author} : organizationRef(league),
    publisher: {...organizationRef(league), logo: league.logoUrl},
    ...(post.teams.length > 0 && {
      about: post.teams.map((team) => ({'@type': 'SportsTeam' as const, name: team.name, sport: LEAGUE_SPORT})),
    }),
    inLanguage: 'en-IN',
  }
}

/** A team's page as a SportsTeam of the league, with its home society as its location. */
export function sportsTeamJsonLd(team: {name: string; society: {name: string} | null}, path: string, league: League): WithContext<SportsTeam> {
  const url = absoluteUrl(path, league.url)
  return {
    '@context': CONTEXT,
    '@type': 'SportsTeam',
    '@id': `${url}#team`,
    name: team.name,
    url,
    sport: LEAGUE_SPORT,
    memberOf: organizationRef(league),
    ...(team.society?.name && {location: leaguePlace(team.society.name)}),
  }
}

/** A match's page: its SportsEvent (matchEventJsonLd) with the page as its address. */
export function matchPageJsonLd(match: Fixture, league: League, path: string): WithContext<SportsEvent> | null {
  const event = matchEventJsonLd(match, league, path)
  return event && {'@context': CONTEXT, ...event, '@id': `${absoluteUrl(path, league.url)}#match`}
}
