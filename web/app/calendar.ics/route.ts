// /calendar.ics: every key date (all-day) and every fixture (timed) for fans' calendars. Rendered once
// and cached under the content tags, so an organiser's edit in the CMS refreshes the file.
import {CALENDAR_CONTENT_TYPE, CALENDAR_FILENAME} from '@/lib/calendar/calendar-file'
import {seasonCalendar} from '@/lib/calendar/season-calendar'

export const dynamic = 'force-static'
// Fresh for five minutes downstream, like the pages (lib/caching.ts PAGE_REVALIDATE_SECONDS).
export const revalidate = 300

export async function GET() {
  return new Response(await seasonCalendar(), {
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${CALENDAR_FILENAME}"`,
    },
  })
}
