// /calendar/<team>.ics: one team's fixtures and the season's key dates, for its fans' calendars.
// Made once per change of the content and cached under its tags; the proxy answers a team no season
// names with a plain 404 before this runs (lib/content/addresses.ts), so no file for a made-up name is
// ever made or kept. The same downstream caching as the pages.
import {CALENDAR_CONTENT_TYPE, teamCalendarFilename} from '@/lib/calendar/calendar-file'
import {seasonCalendar} from '@/lib/calendar/season-calendar'
import {PAGE_CACHE_CONTROL} from '@/lib/caching'

const FEED = /^([a-z0-9-]{1,80})\.ics$/

export async function GET(_request: Request, {params}: RouteContext<'/calendar/[team]'>) {
  const slug = FEED.exec((await params).team)?.[1]
  const body = slug ? await seasonCalendar(slug) : null
  if (body === null) {
    return new Response('No team calendar at this address.', {status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}})
  }
  return new Response(body, {
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${teamCalendarFilename(slug!)}"`,
      'Cache-Control': PAGE_CACHE_CONTROL,
    },
  })
}
