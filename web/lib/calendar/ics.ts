// The season as an iCalendar file that fans add to their own calendar: one all-day event per key
// date (tentative ones STATUS:TENTATIVE) and one timed event per fixture (its result in the
// description once played), each with a UID that stays put when an organiser edits it.
import {createEvents, type DateArray, type EventAttributes} from 'ics'
import {MATCH_DURATION_MINUTES} from '@/lib/constants'
import {fixtureTitle, resultLine, type Fixture} from '@/lib/league'
import {isTentative, parseCivilDate, type KeyDate} from './key-dates'

export type KeyDatesCalendar = {
  /** Absolute URL of the schedule page each event links to. */
  scheduleUrl: string
  /** The site's host name, the right-hand side of every UID (RFC 5545 §3.8.4.7). */
  uidDomain: string
  calendarName: string
  /** Shown before each title, e.g. "OPL", so the event is recognisable among a fan's others. */
  summaryPrefix: string
  location: string
  organizer?: {name: string; email: string}
}

/** The iCalendar UID of a key date or fixture: its CMS document id, so edits update rather than duplicate. */
export const keyDateUid = (id: string, uidDomain: string) => `${id.replace(/^drafts\./, '')}@${uidDomain}`

const dayArray = (date: Date): DateArray => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]

function keyDateEvent(keyDate: KeyDate, options: KeyDatesCalendar): EventAttributes | null {
  const day = parseCivilDate(keyDate.date)
  if (!day) return null
  const start = new Date(Date.UTC(day.year, day.month - 1, day.day))
  // An all-day event ends (exclusively) on the next day.
  const end = new Date(start.getTime() + 86_400_000)
  const title = keyDate.title?.trim() || 'Key date'
  const description = keyDate.desc?.trim()
  return {
    uid: keyDateUid(keyDate._id, options.uidDomain),
    start: dayArray(start),
    end: dayArray(end),
    title: `${options.summaryPrefix}: ${title}`,
    ...(description && {description}),
    location: options.location,
    url: options.scheduleUrl,
    status: isTentative(keyDate) ? 'TENTATIVE' : 'CONFIRMED',
    ...(keyDate.badge && {categories: [keyDate.badge]}),
    ...(options.organizer && {organizer: options.organizer}),
  }
}

/** A fixture as a timed event in UTC; abandoned matches are CANCELLED, the result is in the description. */
function fixtureEvent(match: Fixture, options: KeyDatesCalendar): EventAttributes | null {
  const start = match.startsAt ? new Date(match.startsAt) : null
  if (!start || Number.isNaN(start.getTime())) return null
  const result = resultLine(match)
  return {
    uid: keyDateUid(match._id, options.uidDomain),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: {minutes: MATCH_DURATION_MINUTES},
    title: `${options.summaryPrefix}: ${fixtureTitle(match)}`,
    ...(result && {description: result}),
    location: match.venue?.trim() ? `${match.venue.trim()}, ${options.location}` : options.location,
    url: options.scheduleUrl,
    status: match.status === 'abandoned' ? 'CANCELLED' : 'CONFIRMED',
    ...(options.organizer && {organizer: options.organizer}),
  }
}

/**
 * The .ics text (CRLF line endings, folded lines) for all key dates that name a real day and all
 * fixtures that have a start time.
 */
export function seasonIcs(keyDates: readonly KeyDate[], fixtures: readonly Fixture[], options: KeyDatesCalendar): string {
  const events = [
    ...keyDates.flatMap((k) => keyDateEvent(k, options) ?? []),
    ...fixtures.flatMap((m) => fixtureEvent(m, options) ?? []),
  ]
  const {error, value} = createEvents(events, {productId: `-//${options.uidDomain}//Season//EN`, calName: options.calendarName})
  if (error || value === null) throw error ?? new Error('The calendar could not be built.')
  return value
}
