// What the page's live provider (live-provider.tsx) shares with the islands: the version the scores are
// asked at, and the listeners of every change. Its own file so the hooks need not import the provider.
import {createContext} from 'react'

/** A change as the islands hear it: its version and the cache tags it expired (every content tag when the
 * page was disconnected and the content moved on meanwhile). */
export type LiveChange = {version: string; tags: string[]}

export type LiveContextValue = {
  /** The version the scores were last said to move at; null until the stream first answers. */
  scoresVersion: string | null
  subscribe: (listener: (change: LiveChange) => void) => () => void
}

export const LiveContext = createContext<LiveContextValue | null>(null)
