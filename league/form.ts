// A match as one team saw it (W, L, T or NR: a team page's match cards) and a team's form, its last
// five decided matches (the points table). Pure: both read the season's matches as the query gives them.
import {DECIDED_STATUSES, type SeasonMatch} from './season'

export type Outcome = 'W' | 'L' | 'T' | 'NR'

export const OUTCOME_NAMES: Record<Outcome, string> = {W: 'Won', L: 'Lost', T: 'Tied', NR: 'No result'}

/** How many decided matches the form shows. */
export const FORM_LENGTH = 5

type Dated = SeasonMatch & {startsAt?: string | null}

/** The match's outcome for `teamId`, or null when it has none yet (or the team did not play in it). */
export function outcomeFor(m: SeasonMatch, teamId: string): Outcome | null {
  const side = m.homeTeam?._id === teamId ? 'home' : m.awayTeam?._id === teamId ? 'away' : null
  if (!side || !DECIDED_STATUSES.has(m.status ?? '')) return null
  if (m.status !== 'completed') return 'NR'
  if (m.winner === 'tie') return 'T'
  if (m.winner !== 'home' && m.winner !== 'away') return null
  return m.winner === side ? 'W' : 'L'
}

/** The team's last FORM_LENGTH outcomes, oldest first (the newest on the right, as tables print form). */
export function recentForm(matches: readonly Dated[], teamId: string, length = FORM_LENGTH): Outcome[] {
  const time = (m: Dated) => (m.startsAt ? Date.parse(m.startsAt) || 0 : 0)
  return [...matches]
    .sort((a, b) => time(a) - time(b))
    .flatMap((m) => outcomeFor(m, teamId) ?? [])
    .slice(-length)
}
