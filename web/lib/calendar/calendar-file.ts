// Where the key-dates calendar is served and the name it downloads under; the route, the
// "Add to calendar" link and the tests share these.
export const CALENDAR_PATH = '/calendar.ics'
export const CALENDAR_FILENAME = 'opl-key-dates.ics'
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8'
