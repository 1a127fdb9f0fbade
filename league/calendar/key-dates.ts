// What the calendar, the countdown and the structured data agree on about a key date: which day
// it is (a civil date in Asia/Kolkata, no time of day) and whether it is still tentative.

/** The league plays in Bangalore: "today" and "midnight" are Indian Standard Time. */
export const LEAGUE_TIME_ZONE = 'Asia/Kolkata'

/** A tentative date may still move; the CMS marks it with the TENTATIVE badge. */
export const isTentative = (keyDate: {badge?: string | null}): boolean => keyDate.badge === 'TENTATIVE'

/** What the countdown counts to: a key date (its title, its YYYY-MM-DD day, its badge), or a fixture's
 * day (which has no badge). */
export type CountdownDate = {title: string; date: string; badge?: string | null}

export type CivilDate = {year: number; month: number; day: number}

/** "2025-12-06" → {2025, 12, 6}; null for anything that is not a real calendar date. */
export function parseCivilDate(value: string | null | undefined): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '')
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return {year, month, day}
}

/**
 * The key dates that name a real day, in date order (the CMS orders them by hand). YYYY-MM-DD strings
 * sort as plain strings; localeCompare would build a collator (ICU data) on its first call, on a phone's
 * main thread while the home page's countdown hydrates.
 */
export function datedKeyDates<T extends {date: string}>(keyDates: readonly T[]): T[] {
  return keyDates
    .filter((k): k is T & {date: string} => parseCivilDate(k.date) !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}
