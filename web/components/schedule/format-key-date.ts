// How a key date reads on the site: Indian English, day first ("6 Dec 2025"), the same on the server
// and in every visitor's time zone (the CMS stores a calendar date, not an instant).

const formatter = new Intl.DateTimeFormat('en-IN', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})

/** "2025-12-06" → "6 Dec 2025"; anything that is not a date comes back unchanged rather than as "Invalid Date". */
export function formatKeyDate(isoDate: string): string {
  const day = isoDate.slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return isoDate
  const instant = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(instant.getTime()) ? isoDate : formatter.format(instant)
}

/** The machine-readable form for <time dateTime>: the calendar date alone. */
export function keyDateTimeAttribute(isoDate: string): string {
  return isoDate.slice(0, 10)
}
