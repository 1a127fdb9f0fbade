// The league keeps time in India: a match's start and a post's date are shown and typed in IST in the
// Studio whatever the volunteer's laptop is set to, and the lists name the day as India counts it.
import {civilDateIn} from '../web/lib/calendar/countdown'
import {LEAGUE_TIME_ZONE} from '../web/lib/calendar/key-dates'

/** A datetime field's options: India time, with no switch to the browser's own zone. */
export const LEAGUE_TIME_OPTIONS = {displayTimeZone: LEAGUE_TIME_ZONE, allowTimeZoneSwitch: false} as const

/** The day (YYYY-MM-DD, India) a stored instant falls on; undefined for anything that is not one. */
export function leagueDay(instant: unknown): string | undefined {
  const time = typeof instant === 'string' ? Date.parse(instant) : NaN
  return Number.isNaN(time) ? undefined : civilDateIn(time)
}
