// How a key date reads on the site: Indian English, day first ("6 Dec 2025"), the same on the server
// and in every visitor's time zone (the CMS stores a calendar date, not an instant). Which strings are
// dates is decided once, by parseCivilDate.
import {parseCivilDate} from './key-dates'

const formatter = new Intl.DateTimeFormat('en-IN', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})

/** "2025-12-06" → "6 Dec 2025"; anything that is not a date comes back unchanged rather than as "Invalid Date". */
export function formatKeyDate(isoDate: string): string {
  const date = parseCivilDate(isoDate.slice(0, 10))
  return date ? formatter.format(new Date(Date.UTC(date.year, date.month - 1, date.day))) : isoDate
}

/** The machine-readable form for <time dateTime>: the calendar date alone. */
export function keyDateTimeAttribute(isoDate: string): string {
  return isoDate.slice(0, 10)
}
