// The match as stored (drafts included), read once by the parts of its form that need more than the form
// holds: whether a scorecard decides its result, and the season's overs its typed scores are held to.
import {useFormValue} from 'sanity'
import {useDraftsQuery} from './drafts-query'
import {MATCH_FOR_REPORT_QUERY, type MatchForReport, scoredByScorecard} from './result-fields'

/** `scored` is undefined until the scorecard is known to have balls or not. */
export function useStoredMatch() {
  const id = (useFormValue(['_id']) as string | undefined)?.replace(/^drafts\./, '')
  const stored = useDraftsQuery<MatchForReport | null>(MATCH_FOR_REPORT_QUERY, id ? {id} : null)
  const scored = stored === undefined ? undefined : stored !== null && scoredByScorecard(stored)
  return {id, stored, scored, overs: stored?.season?.overs ?? undefined}
}
