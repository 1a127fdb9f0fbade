// Where the season calendars are served and the names they download under; the routes, the "Add to
// calendar" links and the tests share these.
export const CALENDAR_PATH = '/calendar.ics'
export const CALENDAR_FILENAME = 'opl-season.ics'
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** One team's feed: its fixtures and the key dates, e.g. /calendar/oxygen-gangsters.ics. */
export const teamCalendarPath = (teamSlug: string) => `/calendar/${teamSlug}.ics`
export const teamCalendarFilename = (teamSlug: string) => `opl-${teamSlug}.ics`

/** The schedule's "Team calendars" section, where the calendar button sends a fan for one team's feed. */
export const TEAM_CALENDARS_ID = 'team-calendars'
