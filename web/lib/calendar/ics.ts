// The season as an iCalendar file that fans add to their own calendar: one all-day event per key
// date (tentative ones STATUS:TENTATIVE) and one timed event per fixture (its result in the
// description once played), each with a UID that stays put when an organiser edits it. At most
// CALENDAR_MAX_EVENTS, the nearest to today. CMS text is escaped by the `ics` library's own rules
// (a line break becomes `\n`, `;` and `,` are escaped, a parameter is quoted); what those rules do not
// cover is taken out first: a lone carriage return is a line break like any other (the library
// escapes only `\n` and `\r\n`, and a bare CR would start a new line), control characters are
// dropped, and a parameter value (the organiser's name) keeps only the characters RFC 5545 lets a
// quoted value hold — no `"`, no line break.
import {createEvent, createEvents, type DateArray, type EventAttributes} from 'ics'
import {MATCH_DURATION_MINUTES} from '@/lib/constants'
import {fixtureTitle, resultLine, type Fixture} from '../../../league'
import {CALENDAR_MAX_EVENTS} from '@/lib/limits'
import type {KeyDatesQueryResult} from '@/lib/content'
import {isTentative, parseCivilDate} from '../../../league/calendar/key-dates'

/** A key date as the site's query returns it. */
type KeyDate = KeyDatesQueryResult[number]

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

/** CMS text for a property value: line breaks as `\n` (which the library then escapes), no other
 * control character (RFC 5545 TEXT allows none but the tab). */
export const icsText = (value: string) => value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')

/** CMS text for a parameter value (the library quotes it): RFC 5545's QSAFE-CHAR only, so no `"` or
 * control character can end the parameter early. */
export const icsParam = (value: string) => value.replace(/[\u0000-\u0008\u000A-\u001F\u007F"]/g, '')

const organizerOf = ({organizer}: KeyDatesCalendar) => (organizer ? {organizer: {name: icsParam(organizer.name), email: organizer.email}} : {})

type Timed = {event: EventAttributes; at: number}

function keyDateEvent(keyDate: KeyDate, options: KeyDatesCalendar): Timed | null {
  const day = parseCivilDate(keyDate.date)
  if (!day) return null
  const start = new Date(Date.UTC(day.year, day.month - 1, day.day))
  // An all-day event ends (exclusively) on the next day.
  const end = new Date(start.getTime() + 86_400_000)
  const title = keyDate.title?.trim() || 'Key date'
  const description = keyDate.desc?.trim()
  const event: EventAttributes = {
    uid: icsText(keyDateUid(keyDate._id, options.uidDomain)),
    start: dayArray(start),
    end: dayArray(end),
    title: icsText(`${options.summaryPrefix}: ${title}`),
    ...(description && {description: icsText(description)}),
    location: icsText(options.location),
    url: options.scheduleUrl,
    status: isTentative(keyDate) ? 'TENTATIVE' : 'CONFIRMED',
    ...(keyDate.badge && {categories: [icsText(keyDate.badge)]}),
    ...organizerOf(options),
  }
  return {event, at: start.getTime()}
}

/** A fixture as a timed event in UTC; abandoned matches are CANCELLED, the result is in the description. */
function fixtureEvent(match: Fixture, options: KeyDatesCalendar): Timed | null {
  const start = match.startsAt ? new Date(match.startsAt) : null
  if (!start || Number.isNaN(start.getTime())) return null
  const result = resultLine(match)
  const event: EventAttributes = {
    uid: icsText(keyDateUid(match._id, options.uidDomain)),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: {minutes: MATCH_DURATION_MINUTES},
    title: icsText(`${options.summaryPrefix}: ${fixtureTitle(match)}`),
    ...(result && {description: icsText(result)}),
    location: icsText(match.venue?.trim() ? `${match.venue.trim()}, ${options.location}` : options.location),
    url: options.scheduleUrl,
    status: match.status === 'abandoned' ? 'CANCELLED' : 'CONFIRMED',
    ...organizerOf(options),
  }
  return {event, at: start.getTime()}
}


/** The CALENDAR_MAX_EVENTS events nearest to `now`, in date order. */
function nearest(events: Timed[], now: number): EventAttributes[] {
  const kept = events.length <= CALENDAR_MAX_EVENTS ? events : [...events].sort((a, b) => Math.abs(a.at - now) - Math.abs(b.at - now)).slice(0, CALENDAR_MAX_EVENTS).sort((a, b) => a.at - b.at)
  return kept.map(({event}) => event)
}

/**
 * The .ics text (CRLF line endings, folded lines) for the key dates that name a real day and the
 * fixtures that have a start time: at most CALENDAR_MAX_EVENTS, those nearest to `now`.
 */
export function seasonIcs(keyDates: readonly KeyDate[], fixtures: readonly Fixture[], options: KeyDatesCalendar, now = Date.now()): string {
  const events = nearest(
    [...keyDates.flatMap((k) => keyDateEvent(k, options) ?? []), ...fixtures.flatMap((m) => fixtureEvent(m, options) ?? [])],
    now,
  )
  const header = {productId: `-//${options.uidDomain}//Season//EN`, calName: icsText(options.calendarName)}
  let {error, value} = createEvents(events, header)
  if (error) {
    // An event the library refuses costs only itself, never the feed.
    const refused = events.filter((event) => createEvent(event).error)
    console.warn(`[calendar] left out ${refused.length} event(s) the calendar library refused: ${error.message}`)
    ;({error, value} = createEvents(events.filter((event) => !refused.includes(event)), header))
  }
  if (error || value === null) throw error ?? new Error('The calendar could not be built.')
  return value
}
