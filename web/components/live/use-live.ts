'use client'
// The hooks the islands call (under LiveProvider, which every page has): useLiveChange to act on a change
// (the match page's full scorecard can refresh itself with it), useLiveScores for the scores the live
// stream last brought.
import {skipToken, useQuery} from '@tanstack/react-query'
import {useContext, useEffect, useRef} from 'react'
import type {LiveScores} from '@/lib/live/scores'
import {LiveContext, type LiveChange} from './live-context'

export type {LiveChange}

/** Where the provider puts the scores: the stream writes them, nothing fetches them. */
export const LIVE_SCORES_KEY = ['live-scores'] as const

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
  const {data} = useQuery<LiveScores>({queryKey: LIVE_SCORES_KEY, queryFn: skipToken})
  return data ?? null
}
