// What the home page's season hub picks from the season: the latest results (newest first) and the
// next fixtures (soonest first). Pure, so the choices are unit-tested apart from rendering.
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {DECIDED_STATUSES} from '@/lib/league'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

/** Results and fixtures the hub shows of each: what a phone's first two screens hold. */
export const HUB_RESULTS = 2
export const HUB_FIXTURES = 2
/** Rows of the table the hub shows: the top of it. */
export const HUB_TABLE_ROWS = 4

const time = (m: Match) => (m.startsAt ? Date.parse(m.startsAt) : 0)

export function latestResults(matches: readonly Match[], count = HUB_RESULTS): Match[] {
  return matches.filter((m) => m.status && DECIDED_STATUSES.has(m.status)).sort((a, b) => time(b) - time(a)).slice(0, count)
}

/** Matches still to play (scheduled or live) that start from `now` on (a live one whatever its start). */
export function nextFixtures(matches: readonly Match[], now: number, count = HUB_FIXTURES): Match[] {
  return matches
    .filter((m) => m.status === 'live' || ((!m.status || m.status === 'scheduled') && m.startsAt && time(m) >= now))
    .sort((a, b) => time(a) - time(b))
    .slice(0, count)
}
