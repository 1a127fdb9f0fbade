'use client'
// The hooks the islands call (under LiveProvider, which every page has): useLiveChange to act on a change
// (the match page's full scorecard can refresh itself with it), useLiveScores for the scores the live
// stream last brought.
import {useContext, useEffect, useRef, useSyncExternalStore} from 'react'
import type {LiveScores} from '@/lib/live/scores'
import {LiveContext, type LiveChange} from './live-context'

export type {LiveChange}

/** Calls `listener` with each change of the content while the component is mounted. */
export function useLiveChange(listener: (change: LiveChange) => void): void {
  const live = useContext(LiveContext)
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => live?.subscribe((change) => latest.current(change)), [live])
}

/** The live scores, or null before the stream first brings them (the islands show the server's words). */
export function useLiveScores(): LiveScores | null {
  const live = useContext(LiveContext)
  return useSyncExternalStore(live?.subscribeScores ?? noSubscription, live?.scores ?? noScores, noScores)
}

const noScores = () => null
const noSubscription = () => () => {}
