// Where the season calendars are served and the names they download under; the routes, the "Add to
// calendar" links and the tests share these.
export const CALENDAR_PATH = '/calendar.ics'
export const CALENDAR_FILENAME = 'opl-key-dates.ics'
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** One team's feed: its fixtures and the key dates, e.g. /calendar/oxygen-gangsters.ics. */
export const teamCalendarPath = (teamSlug: string) => `/calendar/${teamSlug}.ics`
export const teamCalendarFilename = (teamSlug: string) => `opl-${teamSlug}.ics`
