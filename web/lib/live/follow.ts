// How a server-rendered part of a page that shows scores follows the live stream (components/live/
// live-frame.tsx): the render says which version of each match it was made from; the frame shows a new
// render only when it is no older for any match, and asks for one when the stream is ahead of it.
import {isOlderVersion, type LiveMatch, type LiveScores} from './scores'

/** What a render shows of one match: its scorecard's version and its status. */
export type RenderedMatch = Pick<LiveMatch, 'id' | 'version' | 'status'>

/** What a frame follows: every ball of its matches (a match's page), or only a match starting or ending
 * (a page listing matches, whose scores are live islands). */
export type Follow = 'balls' | 'status'

/** Whether a render is older than the one shown for some match both show: it must not replace it. */
export function olderRender(incoming: readonly RenderedMatch[], shown: readonly RenderedMatch[]): boolean {
  const before = new Map(shown.map((m) => [m.id, m.version]))
  return incoming.some((m) => before.has(m.id) && isOlderVersion(m.version, before.get(m.id)))
}

/**
 * What the stream knows that the shown render does not, as a key naming it (empty when nothing): a newer
 * version of a match (following balls), or a match that started or ended at a version no older than the
 * render's (following status).
 */
export function streamAhead(shown: readonly RenderedMatch[], scores: LiveScores | null, follow: Follow): string {
  if (!scores) return ''
  const streamed = new Map(scores.matches.map((m) => [m.id, m]))
  const ahead: string[] = []
  for (const m of shown) {
    const known = streamed.get(m.id)
    if (!known) continue
    const newer = isOlderVersion(m.version, known.version)
    const moved = (known.status === 'live') !== (m.status === 'live') && !isOlderVersion(known.version, m.version)
    if (follow === 'balls' ? newer : moved) ahead.push(`${m.id}@${known.version ?? ''}:${known.status}`)
  }
  return ahead.join(' ')
}

/** A refresh that came back behind the stream (a server that had not yet seen the change) is asked again
 * this much later, at most LIVE_CATCH_UP_TRIES times for one state of the stream. */
export const LIVE_CATCH_UP_MS = 400
export const LIVE_CATCH_UP_TRIES = 4

type ScoredMatches = {matches: ReadonlyArray<{_id: string; status?: LiveMatch['status'] | null; scoreVersion?: string | null}>} | null

/** What a render made from a scored season (getLeagueSeason) shows of each of its matches. */
export const renderedMatches = (season: ScoredMatches): RenderedMatch[] =>
  (season?.matches ?? []).map((m) => ({id: m._id, version: m.scoreVersion ?? null, status: m.status ?? 'scheduled'}))
