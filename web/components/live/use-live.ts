'use client'
// The hooks the islands call (under LiveProvider, which every page has): useLiveChange to act on a change
// (the match page's full scorecard refreshes itself with it), useLiveScores for the scores as of the last
// change that moved one, useLiveMatch for one match of them.
import {keepPreviousData, queryOptions, useQuery} from '@tanstack/react-query'
import {useContext, useEffect, useRef} from 'react'
import {liveScoresUrl, type LiveMatch, type LiveScores} from '@/lib/live/scores'
import {LiveContext, type LiveChange} from './live-context'

export type {LiveChange}

/** The scores at one version: asked once per version, whichever islands want them. */
export const liveScoresQuery = (version: string | null) =>
  queryOptions({
    queryKey: ['live-scores', version],
    queryFn: async ({signal}): Promise<LiveScores> => {
      const res = await fetch(liveScoresUrl(version ?? ''), {signal})
      if (!res.ok) throw new Error(`${res.status} from the live scores`)
      return (await res.json()) as LiveScores
    },
    enabled: version !== null,
  })

/** Calls `listener` with each change of the content while the component is mounted. */
export function useLiveChange(listener: (change: LiveChange) => void): void {
  const live = useContext(LiveContext)
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => live?.subscribe((change) => latest.current(change)), [live])
}

/** The live scores (the last answer while the next is asked), or null before the first. */
export function useLiveScores(): LiveScores | null {
  const live = useContext(LiveContext)
  const {data} = useQuery({...liveScoresQuery(live?.scoresVersion ?? null), placeholderData: keepPreviousData})
  return data ?? null
}

/** One match of the live scores: `initial` (what the server rendered) until the scores first come, then
 * the match as they give it (null when they no longer list it). */
export function useLiveMatch(id: string, initial: LiveMatch | null): LiveMatch | null {
  const scores = useLiveScores()
  return scores ? (scores.matches.find((m) => m.id === id) ?? null) : initial
}
