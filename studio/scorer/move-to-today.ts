// A match played on another day than its fixture said: once the scorer says so, its start moves to today
// (same time of day), in its published document and its draft alike, so fixtures, calendars and the
// season's hub follow before the first ball.
import {useClient} from 'sanity'
import {startToday} from './match-day'
import {STUDIO_API_VERSION} from './match-query'

const MATCH_VERSIONS = '*[_id in [$id, "drafts." + $id]]._id'

/** Moves the match to today; resolves once the Content Lake has it, rejects with the reason otherwise. */
export function useMoveMatchToToday(match: {_id: string; startsAt?: string | null}) {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  return async () => {
    if (!match.startsAt) return
    const id = match._id.replace(/^drafts\./, '')
    const startsAt = startToday(match.startsAt)
    const ids = await client.withConfig({perspective: 'raw'}).fetch<string[]>(MATCH_VERSIONS, {id})
    await ids.reduce((tx, docId) => tx.patch(docId, (p) => p.set({startsAt})), client.transaction()).commit()
  }
}
