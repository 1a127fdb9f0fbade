// The league keeps time in India: a match's start and a post's date are shown and typed in IST in the
// Studio whatever the volunteer's laptop is set to, and the lists name the day as India counts it.
import {civilDateIn} from '../league/calendar/countdown'
import {LEAGUE_TIME_ZONE} from '../league/calendar/key-dates'

/** India's zone as this JavaScript engine lists it: Sanity's datetime input takes only a name in
 * `Intl.supportedValuesOf('timeZone')`, where Chromium (ICU) still lists India under its older name. */
export function listedLeagueZone(listed: readonly string[] = supportedZones()): string {
  return listed.includes(LEAGUE_TIME_ZONE) ? LEAGUE_TIME_ZONE : (listed.find((zone) => OLD_NAMES.includes(zone)) ?? LEAGUE_TIME_ZONE)
}
const OLD_NAMES = ['Asia/Calcutta']
const supportedZones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])

/** A datetime field's options: India time, with no switch to the browser's own zone. */
export const LEAGUE_TIME_OPTIONS = {displayTimeZone: listedLeagueZone(), allowTimeZoneSwitch: false} as const

/** The day (YYYY-MM-DD, India) a stored instant falls on; undefined for anything that is not one. */
export function leagueDay(instant: unknown): string | undefined {
  const time = typeof instant === 'string' ? Date.parse(instant) : NaN
  return Number.isNaN(time) ? undefined : civilDateIn(time)
}
