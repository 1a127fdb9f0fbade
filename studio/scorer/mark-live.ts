// A match being scored is a live match: the site takes a scorecard only for a match marked Live or
// Completed (web/lib/league SCORECARD_STATUSES), so the first ball scored on a Scheduled match marks it Live,
// its published document and its draft alike (a later Publish of the draft keeps it Live), and links the
// match to its scorecard, so the Studio's lists show the score the deliveries make. The marking is queued
// behind that ball (offline/queue.ts), so a ball scored offline marks the match when it is sent.
import {useRef} from 'react'
import {useScorerQueueActions} from './offline/context'

/** A function to call after each ball is written: the first call on a Scheduled match marks it Live. */
export function useMarkMatchLive(match: {_id: string; status?: string | null; scorecard?: string | null}) {
  const {markLive} = useScorerQueueActions()
  const asked = useRef(false)
  return () => {
    const scheduled = match.status == null || match.status === 'scheduled'
    if (asked.current || (!scheduled && match.scorecard)) return
    asked.current = true
    markLive(match._id)
  }
}
