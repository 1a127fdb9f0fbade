// What the live stream (/api/live) carries: this server's changes, each with the scores it moved computed
// once on the server however many pages listen, and the scores as they stand for each stream's `hello`.
// The pages then need no request of their own per ball. The season comes through the getters' tagged
// data cache, already expired for the change (lib/content/live/updates.ts announces it after the expiry).
import 'server-only'
import {currentLiveVersion, subscribeLiveChanges, type LiveChange} from '../../live/hub'
import {liveScoresOf} from '../../live/live-scores'
import {touchesScores, type LiveScores} from '../../live/scores'
import {getLeagueSeason} from '../getters'

/** A `hello` recomputes the scores when the last were computed longer ago than this with no change
 * announced since (a change that reached the cache another way, such as an outage's end). */
export const LIVE_SCORES_MAX_AGE_MS = 30_000

export type FeedChange = LiveChange & {scores?: LiveScores}
type Listener = (change: FeedChange) => void
type Computed = {version: string; at: number; scores: Promise<LiveScores>}
type Feed = {listeners: Set<Listener>; current: Computed | null; queue: Promise<void>}

/** On globalThis: one subscription to the hub per process, whichever bundle loads this first. */
const FEED = Symbol.for('opl.live-feed')

const compute = async () => liveScoresOf(await getLeagueSeason())

function onChange(state: Feed, change: LiveChange) {
  // One change at a time, in order: each page hears them as the server announced them.
  state.queue = state.queue.then(async () => {
    let scores: LiveScores | undefined
    if (touchesScores(change.tags)) {
      const computed: Computed = {version: change.version, at: Date.now(), scores: compute()}
      state.current = computed
      scores = await computed.scores.catch((error: unknown) => {
        console.warn('[live] the scores could not be computed; the pages keep the last ones:', error)
        if (state.current === computed) state.current = null
        return undefined
      })
    }
    for (const listener of [...state.listeners]) listener(scores ? {...change, scores} : change)
  })
}

function feed(): Feed {
  const scope = globalThis as {[FEED]?: Feed}
  if (scope[FEED]) return scope[FEED]
  const state: Feed = {listeners: new Set(), current: null, queue: Promise.resolve()}
  scope[FEED] = state
  subscribeLiveChanges((change) => onChange(state, change))
  return state
}

/** The version and the scores as they stand, for a stream's `hello`. */
export async function liveHello(now = Date.now()): Promise<{version: string; scores: LiveScores}> {
  const state = feed()
  const version = currentLiveVersion()
  const current = state.current
  if (!current || current.version !== version || now - current.at > LIVE_SCORES_MAX_AGE_MS) {
    const computed: Computed = {version, at: now, scores: compute()}
    state.current = computed
    computed.scores.catch(() => {
      if (state.current === computed) state.current = null
    })
    return {version, scores: await computed.scores}
  }
  return {version, scores: await current.scores}
}

/** Calls `listener` with each change from now on; returns the function that stops it. */
export function subscribeLiveFeed(listener: Listener): () => void {
  const {listeners} = feed()
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
