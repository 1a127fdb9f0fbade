// What the page's live provider (live-provider.tsx) shares with the islands: the newest scores the stream
// has brought (a match never goes back to an older version), which the islands read through
// useSyncExternalStore (use-live.ts), and the listeners of every change. Its own file so the hooks need
// not import the provider.
import {createContext} from 'react'
import {newestScores, type LiveScores} from '@/lib/live/scores'

/** A change as the islands hear it: its version and the cache tags it expired (every content tag when the
 * page was disconnected and the content moved on meanwhile). */
export type LiveChange = {version: string; tags: string[]}

export type LiveContextValue = {
  subscribe: (listener: (change: LiveChange) => void) => () => void
  /** The newest scores the stream has brought, by match; null before it first does. */
  scores: () => LiveScores | null
  subscribeScores: (onChange: () => void) => () => void
}

export const LiveContext = createContext<LiveContextValue | null>(null)

function listen<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** One page's live state: what the provider puts in the context, and how the stream updates it. */
export function createLiveStore() {
  let scores: LiveScores | null = null
  const scoreListeners = new Set<() => void>()
  const changeListeners = new Set<(change: LiveChange) => void>()
  const context: LiveContextValue = {
    subscribe: (listener) => listen(changeListeners, listener),
    scores: () => scores,
    subscribeScores: (onChange) => listen(scoreListeners, onChange),
  }
  return {
    context,
    setScores(next: LiveScores) {
      scores = newestScores(scores, next)
      for (const onChange of [...scoreListeners]) onChange()
    },
    announce(change: LiveChange) {
      for (const listener of [...changeListeners]) listener(change)
    },
  }
}
