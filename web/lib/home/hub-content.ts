// What the home page's season hub picks from the season: the latest results (newest first) and the
// next fixtures (soonest first). Pure, so the choices are unit-tested apart from rendering.
import {formatMatchClock, formatMatchDay} from '../../../league/format'
import {championOf} from '@/lib/calendar/season-phase'
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {DECIDED_STATUSES} from '../../../league'
import {fixtureTeams, matchMargin} from '../../../league/fixtures'

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

/** The hub's first line: who won the final once it is decided, else the match that is next. */
export type HubHeadline = {label: 'Champions' | 'Live now' | 'The final' | 'Next match'; text: string; match: Match}

export function hubHeadline(matches: readonly Match[], now: number): HubHeadline | null {
  const final = matches.filter((m) => m.stage === 'final').sort((a, b) => time(a) - time(b)).at(-1)
  const champion = championOf(final)
  if (final && champion) {
    const margin = matchMargin(final)
    return {label: 'Champions', text: `${champion}${margin ? ` · Final: ${margin}` : ''}`, match: final}
  }
  const next = nextFixtures(matches, now, 1)[0]
  if (!next) return null
  const label = next.status === 'live' ? 'Live now' : next.stage === 'final' ? 'The final' : 'Next match'
  const when = next.status !== 'live' && next.startsAt ? ` · ${formatMatchDay(next.startsAt)}, ${formatMatchClock(next.startsAt)}` : ''
  return {label, text: `${fixtureTeams(next)}${when}`, match: next}
}
