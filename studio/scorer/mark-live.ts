// A match being scored is a live match: the site takes a scorecard only for a match marked Live or
// Completed (web/lib/league SCORECARD_STATUSES), so the first ball scored on a Scheduled match marks it Live,
// its published document and its draft alike (a later Publish of the draft keeps it Live).
import {useRef} from 'react'
import {useClient} from 'sanity'
import {STUDIO_API_VERSION} from './match-query'

/** The match's published id and draft id that still say Scheduled (or nothing). */
const STILL_SCHEDULED = '*[_id in [$id, "drafts." + $id] && (!defined(status) || status == "scheduled")]._id'

/** A function to call after each ball is written: the first call on a Scheduled match marks it Live. */
export function useMarkMatchLive(match: {_id: string; status?: string | null}) {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const asked = useRef(false)
  return () => {
    if (asked.current || (match.status != null && match.status !== 'scheduled')) return
    asked.current = true
    const id = match._id.replace(/^drafts\./, '')
    void client
      .withConfig({perspective: 'raw'})
      .fetch<string[]>(STILL_SCHEDULED, {id})
      .then((ids) => (ids.length ? ids.reduce((tx, docId) => tx.patch(docId, (p) => p.set({status: 'live'})), client.transaction()).commit() : undefined))
      .catch((error: unknown) => {
        asked.current = false
        console.warn('[scorer] the match could not be marked Live:', error)
      })
  }
}
