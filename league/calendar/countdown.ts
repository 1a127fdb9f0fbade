// The countdown's arithmetic, kept pure so server and browser compute the same words: whole
// calendar days from "today" in Asia/Kolkata to the next key date ("Player Auction in 14 days").
import {datedKeyDates, isTentative, LEAGUE_TIME_ZONE, parseCivilDate, type CountdownDate} from './key-dates'

const DAY_MS = 86_400_000

export type Countdown = {
  title: string
  /** The key date, YYYY-MM-DD. */
  date: string
  /** Whole days from today; 0 is today. */
  days: number
  tentative: boolean
  text: string
}

/**
 * India's offset from UTC in minutes: +05:30 all year (no daylight saving since 1945), so the league's
 * own zone needs no time-zone database. The first Intl.DateTimeFormat with a `timeZone` makes the
 * browser load its zone data, main-thread work in the middle of hydrating `/` (the countdown works out
 * its words while hydrating).
 */
const INDIA_OFFSET_MINUTES = 330

type Parts = {year: number; month: number; day: number; hour: number; minute: number; second: number}

function partsAtOffset(instant: number, offsetMinutes: number): Parts {
  const shifted = new Date(instant + offsetMinutes * 60_000)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsIn(timeZone: string, instant: number): Parts {
  if (timeZone === LEAGUE_TIME_ZONE) return partsAtOffset(instant, INDIA_OFFSET_MINUTES)
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]))
  const n = (key: string) => Number(parts[key])
  return {year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second')}
}

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function civilDateIn(instant: number, timeZone: string = LEAGUE_TIME_ZONE): string {
  const {year, month, day} = partsIn(timeZone, instant)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Whole calendar days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseCivilDate(from)
  const b = parseCivilDate(to)
  if (!a || !b) throw new Error(`Not a calendar date: ${a ? to : from}`)
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS)
}

/** Milliseconds from `instant` to the next midnight in `timeZone` (when "today" changes). */
export function msUntilNextMidnight(instant: number, timeZone: string = LEAGUE_TIME_ZONE): number {
  const {hour, minute, second} = partsIn(timeZone, instant)
  const msIntoSecond = ((instant % 1000) + 1000) % 1000
  return DAY_MS - ((hour * 60 + minute) * 60 + second) * 1000 - msIntoSecond
}

export function countdownText(title: string, days: number): string {
  if (days === 0) return `${title} today`
  if (days === 1) return `${title} tomorrow`
  return `${title} in ${days} days`
}

/** The next key date on or after today, or null once the last one has passed. */
export function nextCountdown(
  keyDates: readonly CountdownDate[],
  now: number,
  timeZone: string = LEAGUE_TIME_ZONE,
): Countdown | null {
  const today = civilDateIn(now, timeZone)
  for (const keyDate of datedKeyDates(keyDates)) {
    const days = daysBetween(today, keyDate.date)
    if (days < 0) continue
    const title = keyDate.title?.trim() || 'Next key date'
    return {title, date: keyDate.date, days, tentative: isTentative(keyDate), text: countdownText(title, days)}
  }
  return null
}
