// What the scorer's tool reaches of the queue besides `save`: the first ball's "mark the match Live", queued
// behind that ball so it is sent when the ball is, however long the phone is offline.
import {createContext, useContext} from 'react'

export type ScorerQueueActions = {markLive: (matchId: string) => void}

export const ScorerQueueContext = createContext<ScorerQueueActions | null>(null)

export function useScorerQueueActions(): ScorerQueueActions {
  const actions = useContext(ScorerQueueContext)
  if (!actions) throw new Error('The scorer’s tool runs inside its offline queue (OfflineScorer)')
  return actions
}
