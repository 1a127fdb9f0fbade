// What the live islands show and how it reaches them: the live event stream (/api/live) carries every
// match's score line in its `hello` and in each `change` that moves a score, computed once per change on
// the server. Shared by the server that sends and the pages that read, so both say the same.
import type {ContentTag} from '../../../league/site/tags'
import type {MatchStatus} from '../../../league/types'

export const LIVE_EVENTS_PATH = '/api/live'

/** One match as the islands show it: `line` is its score line ("GLA 87/3 (9.2) · need 55 from 16") or
 * result, null before a ball; `href` its page; `version` its scorecard's (scorecardVersion), null without one. */
export type LiveMatch = {id: string; status: MatchStatus; title: string; href: string | null; line: string | null; version: string | null}

/** Every match of the season the site shows that is live or has a score, in the order played. */
export type LiveScores = {matches: LiveMatch[]}

/**
 * A scorecard's version: when it was last saved, then how many balls it holds (two saves within the
 * backend's clock resolution still order by balls). Written so that comparing two versions as strings
 * orders them; every score a page shows carries the version it was made from.
 */
export function scorecardVersion(updatedAt: string | null | undefined, balls: number): string {
  const at = Date.parse(updatedAt ?? '')
  return `${String(Number.isFinite(at) ? at : 0).padStart(15, '0')}.${String(balls).padStart(6, '0')}`
}

/** Whether version `a` is older than `b` (no version is older than any). */
export const isOlderVersion = (a: string | null | undefined, b: string | null | undefined): boolean => (a ?? '') < (b ?? '')

/** The scores `next` brings, except that a match keeps what `current` holds of it where that is newer: a
 * page never goes back to an older ball, whatever order its sources answer in. */
export function newestScores(current: LiveScores | null, next: LiveScores): LiveScores {
  if (!current) return next
  const held = new Map(current.matches.map((m) => [m.id, m]))
  let kept = false
  const matches = next.matches.map((m) => {
    const had = held.get(m.id)
    if (!had || !isOlderVersion(m.version, had.version)) return m
    kept = true
    return had
  })
  return kept ? {matches} : next
}

/** A change naming none of these leaves every score as it was: it is sent without scores. */
export const LIVE_SCORE_TAGS: readonly ContentTag[] = ['season', 'match', 'scorecard', 'team']

export const touchesScores = (tags: readonly string[]): boolean => tags.some((tag) => (LIVE_SCORE_TAGS as readonly string[]).includes(tag))

/** What a match's score reads on a live island: its line, or that it is in play before the first ball. */
export const liveText = (match: Pick<LiveMatch, 'line' | 'status'>): string | null => match.line ?? (match.status === 'live' ? 'In play' : null)

/** The match being played now (the first, should two be live at once), or null. */
export const liveMatchOf = (scores: LiveScores | null | undefined): LiveMatch | null => scores?.matches.find((m) => m.status === 'live') ?? null

/** What the stream says: `hello` on every (re)connection with the scores as they stand, `change` for
 * each change (with the scores when it moved one). */
export type LiveMessage =
  | {type: 'hello'; version: string; scores: LiveScores}
  | {type: 'change'; version: string; tags: string[]; scores?: LiveScores}

/** How often a live match page refreshes itself in a browser without JavaScript (issue 39's 30 s). */
export const LIVE_NO_SCRIPT_REFRESH_SECONDS = 30
