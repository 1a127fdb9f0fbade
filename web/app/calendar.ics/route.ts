// /calendar.ics: every key date (all-day) and every fixture (timed) for fans' calendars. The file is
// made once per change of the content it reads and cached under its tags (lib/calendar/season-calendar.ts),
// as the team feeds are, so an organiser's edit in the CMS is in the next download; downstream caching
// as the pages'.
import {CALENDAR_CONTENT_TYPE, CALENDAR_FILENAME} from '@/lib/calendar/calendar-file'
import {seasonCalendar} from '@/lib/calendar/season-calendar'
import {PAGE_CACHE_CONTROL} from '@/lib/caching'

export async function GET() {
  return new Response(await seasonCalendar(), {
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${CALENDAR_FILENAME}"`,
      'Cache-Control': PAGE_CACHE_CONTROL,
    },
  })
}
