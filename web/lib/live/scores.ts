// What the live islands show and where they read it: the live event stream (/api/live) says a change
// happened, /api/live/scores answers every match's score line as of a version. Shared by the server that
// answers and the pages that read, so both say the same.
import type {ContentTag} from '../content/tags'
import type {MatchStatus} from '../league/types'

export const LIVE_EVENTS_PATH = '/api/live'
export const LIVE_SCORES_PATH = '/api/live/scores'

/** One match as the islands show it: `line` is its score line ("GLA 87/3 (9.2) · need 55 from 16") or
 * result, null before a ball; `href` its page. */
export type LiveMatch = {id: string; status: MatchStatus; title: string; href: string | null; line: string | null}

/** Every match of the season the site shows that is live or has a score, in the order played. */
export type LiveScores = {matches: LiveMatch[]}

/** A change naming none of these leaves every score as it was: the islands do not ask again. */
export const LIVE_SCORE_TAGS: readonly ContentTag[] = ['season', 'match', 'scorecard', 'team']

export const touchesScores = (tags: readonly string[]): boolean => tags.some((tag) => (LIVE_SCORE_TAGS as readonly string[]).includes(tag))

/** What a match's score reads on a live island: its line, or that it is in play before the first ball. */
export const liveText = (match: Pick<LiveMatch, 'line' | 'status'>): string | null => match.line ?? (match.status === 'live' ? 'In play' : null)

/** The match being played now (the first, should two be live at once), or null. */
export const liveMatchOf = (scores: LiveScores | null | undefined): LiveMatch | null => scores?.matches.find((m) => m.status === 'live') ?? null

/** The address the scores are asked at for a version: one answer per version, cacheable by any proxy. */
export const liveScoresUrl = (version: string) => `${LIVE_SCORES_PATH}?v=${encodeURIComponent(version)}`

/** How often a live match page refreshes itself in a browser without JavaScript (issue 39's 30 s). */
export const LIVE_NO_SCRIPT_REFRESH_SECONDS = 30
