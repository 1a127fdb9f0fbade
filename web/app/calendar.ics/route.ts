// /calendar.ics: every key date as an all-day event for fans' calendars. Rendered once and cached
// under the key-date and settings tags, so an organiser's edit in the CMS refreshes the file.
import {keyDatesIcs} from '@/lib/calendar/ics'
import {CALENDAR_CONTENT_TYPE, CALENDAR_FILENAME} from '@/lib/calendar/calendar-file'
import {getKeyDates, getSiteSettings} from '@/lib/content'
import {LEAGUE_PLACE, leagueFrom} from '@/lib/seo/league'
import {absoluteUrl, siteUrl} from '@/lib/seo/site-url'

export const dynamic = 'force-static'
// Fresh for five minutes downstream, like the pages (lib/caching.ts PAGE_REVALIDATE_SECONDS).
export const revalidate = 300

export async function GET() {
  const [keyDates, settings] = await Promise.all([getKeyDates(), getSiteSettings()])
  const league = leagueFrom(settings)
  const body = keyDatesIcs(keyDates, {
    scheduleUrl: absoluteUrl('/matches/schedules'),
    uidDomain: new URL(siteUrl()).hostname,
    calendarName: `${league.name} key dates`,
    summaryPrefix: league.shortName,
    location: LEAGUE_PLACE.name,
    ...(league.email && {organizer: {name: league.name, email: league.email}}),
  })
  return new Response(body, {
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${CALENDAR_FILENAME}"`,
    },
  })
}
