// Which match, and which day: the scorer's title, the day a match is dated as India reads it, and the
// start moved to today (same time of day) for a match played on another day than its fixture said.
import {STAGE_NAMES} from '../../league/fixtures'

/** The league's day and its clock run on India time. */
const LEAGUE_TIME_ZONE = 'Asia/Kolkata'
/** India's offset from UTC: the league's day runs midnight to midnight IST. */
const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** Today in India as an instant range: `from` its midnight, `to` the next. */
export function istToday(now = Date.now()): {from: string; to: string} {
  const from = Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS
  return {from: new Date(from).toISOString(), to: new Date(from + DAY_MS).toISOString()}
}

export type MatchNaming = {matchNumber?: number | null; stage?: string | null; home?: {name?: string | null} | null; away?: {name?: string | null} | null}

/** "#13 Final: Oxygen Elite Warriors Rising Force v Oxygen Gangsters"; a league match has no stage word. */
export function matchTitle(match: MatchNaming): string {
  const stage = match.stage && match.stage !== 'league' ? `${STAGE_NAMES[match.stage] ?? match.stage}: ` : ''
  const number = match.matchNumber != null ? `#${match.matchNumber} ` : ''
  return `${number}${stage}${match.home?.name ?? 'Home side'} v ${match.away?.name ?? 'Away side'}`
}

/** A day as the tool says it: "Sat 19 Dec", India time. */
export function dayText(at: string | number | Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {weekday: 'short', day: 'numeric', month: 'short', timeZone: LEAGUE_TIME_ZONE}).formatToParts(new Date(at))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')}`
}

/** Whether a match starting at `startsAt` is dated today in India; a match with no date is taken as today. */
export function isDatedToday(startsAt: string | null | undefined, now = Date.now()): boolean {
  if (!startsAt || Number.isNaN(Date.parse(startsAt))) return true
  const {from, to} = istToday(now)
  return Date.parse(startsAt) >= Date.parse(from) && Date.parse(startsAt) < Date.parse(to)
}

/** The same start time of day, moved to today in India. */
export function startToday(startsAt: string, now = Date.now()): string {
  const {from} = istToday(now)
  const {from: itsDay} = istToday(Date.parse(startsAt))
  return new Date(Date.parse(from) + (Date.parse(startsAt) - Date.parse(itsDay))).toISOString()
}
