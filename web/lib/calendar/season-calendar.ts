// The season's calendar files as the routes serve them: the key dates and every fixture for
// /calendar.ics, the key dates and one team's fixtures for /calendar/<team>.ics. Made from the same
// cached content as the pages, so a date or score edited in the CMS shows in fans' calendars too, and
// cached under the tags of that content: a file is made once per change, not once per download (the
// proxy answers a team no season names before this runs, so only real teams' files are kept).
import 'server-only'
import {cacheLife, cacheTag} from 'next/cache'
import {getKeyDates, getLeagueSeason, getSiteSettings} from '@/lib/content'
import type {ContentTag} from '../../../league/site/tags'
import {fixtureTeamsList, matchesOfTeam} from '../../../league'
import {LEAGUE_PLACE, leagueFrom} from '@/lib/seo/league'
import {absoluteUrl, siteUrl} from '@/lib/seo/site-url'
import {seasonIcs} from './ics'

/** The tags of the getters a calendar reads: getKeyDates, getSiteSettings, getLeagueSeason. */
const CALENDAR_TAGS: ContentTag[] = ['keyDate', 'siteSettings', 'season', 'match', 'team', 'society', 'player']

/** The .ics text for the whole season, or for one team (null when no team goes by that slug). */
export async function seasonCalendar(teamSlug?: string): Promise<string | null> {
  'use cache'
  cacheTag(...CALENDAR_TAGS)
  cacheLife('page')
  const [keyDates, settings, season] = await Promise.all([getKeyDates(), getSiteSettings(), getLeagueSeason()])
  const league = leagueFrom(settings)
  const matches = season?.matches ?? []
  const team = teamSlug === undefined ? null : fixtureTeamsList(matches).find((t) => t.slug === teamSlug)
  if (teamSlug !== undefined && !team) return null
  return seasonIcs(keyDates, team ? matchesOfTeam(matches, team.slug) : matches, {
    scheduleUrl: absoluteUrl('/matches/schedules'),
    uidDomain: new URL(siteUrl()).hostname,
    calendarName: team ? `${league.shortName}: ${team.name}` : matches.length > 0 ? `${league.name}: fixtures and key dates` : `${league.name} key dates`,
    summaryPrefix: league.shortName,
    location: LEAGUE_PLACE.name,
    ...(league.email && {organizer: {name: league.name, email: league.email}}),
  })
}
