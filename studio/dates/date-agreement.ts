// One date for one event: the key date badged FINALS and the current season's Final match, and the one
// badged SEASON START and the season's first match, must name the same day (India time). Where they do
// not, both documents say so, each with a link to the other (date-warning.tsx).
import {leagueDay} from '../../schemas/league-time'
import {formatKeyDate} from '../../league/calendar/format-key-date'
import {CURRENT_SEASON} from '../../league/site/current-season'

export type PairedMatch = {_id: string; matchNumber?: number | null; startsAt?: string | null}
export type PairedKeyDate = {_id: string; title?: string | null; date?: string | null; badge?: string | null}

/** The key date badges that stand for a match, and which match each stands for. */
export const MATCH_BADGES = {FINALS: 'final', 'SEASON START': 'first'} as const
export type PairedBadge = keyof typeof MATCH_BADGES

export const isPairedBadge = (badge: unknown): badge is PairedBadge => typeof badge === 'string' && badge in MATCH_BADGES

/** The match a key date with `$badge` stands for: the current season's final, or its first match. */
export const MATCH_FOR_KEY_DATE_QUERY = /* groq */ `*[_type == "match" && season._ref == (${CURRENT_SEASON})._id && ($badge != "FINALS" || stage == "final")]
  | order(startsAt asc)[0]{_id, matchNumber, startsAt}`

/** What a match's form needs to find its key date: whether it is the current season's, and its first match. */
export const KEY_DATE_FOR_MATCH_QUERY = /* groq */ `{
  "current": (${CURRENT_SEASON})._id,
  "first": *[_type == "match" && season._ref == $season] | order(startsAt asc)[0]._id,
  "keyDates": *[_type == "keyDate" && badge in ["FINALS", "SEASON START"]] | order(date asc){_id, title, date, badge}
}`

export type KeyDateForMatch = {current?: string | null; first?: string | null; keyDates?: PairedKeyDate[] | null}

/** The badge of the key date that stands for this match, if one does: FINALS for the current season's final,
 * SEASON START for its first match. */
export function badgeForMatch(match: {id: string; season?: string; stage?: unknown}, found: KeyDateForMatch): PairedBadge | undefined {
  if (!match.season || match.season !== found.current) return undefined
  if (match.stage === 'final') return 'FINALS'
  return found.first === match.id ? 'SEASON START' : undefined
}

const matchName = (badge: PairedBadge, match: PairedMatch) =>
  `${badge === 'FINALS' ? 'The Final' : 'The season’s first match'}${match.matchNumber ? ` (#${match.matchNumber})` : ''}`

/** The sentence both documents show when the key date and its match name different days; null when they agree
 * or either has no day yet. */
export function dateDisagreement(keyDate: PairedKeyDate, match: PairedMatch): string | null {
  const matchDay = leagueDay(match.startsAt)
  const keyDay = keyDate.date ?? undefined
  if (!isPairedBadge(keyDate.badge) || !matchDay || !keyDay || matchDay === keyDay) return null
  return `${matchName(keyDate.badge, match)} is on ${formatKeyDate(matchDay)}, but the key date "${keyDate.title ?? keyDate.badge}" says ${formatKeyDate(keyDay)}: change one so that both say the same day.`
}
