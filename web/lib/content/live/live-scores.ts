// The live scores (GET /api/live/scores), computed once per change of the content on each server however
// many pages ask: kept in memory under the content's version and the last change this server announced,
// so a page asking after a change never gets an answer begun before it, and the pages asking at the same
// moment share one computation. The season it is computed from comes through the getters' tagged data
// cache. (Not the route's own cache: the page cache, @fortedigital/nextjs-cache-handler, stores a route
// handler's answer without its tags, so a change would not expire it.)
import 'server-only'
import {draftMode} from 'next/headers'
import {currentLiveVersion} from '../../live/hub'
import {liveScoresOf} from '../../live/live-scores'
import type {LiveScores} from '../../live/scores'
import {contentVersion} from '../fetch'
import {getLeagueSeason} from '../getters'

/** A change that reaches the data cache without this server announcing it (an outage's end) shows in
 * the scores after at most this long. */
export const LIVE_SCORES_MAX_AGE_MS = 5_000

type Kept = {key: string; at: number; scores: Promise<LiveScores>}

/** On globalThis, like the hub it reads the version from. */
const KEPT = Symbol.for('opl.live-scores')

const compute = async () => liveScoresOf(await getLeagueSeason())

export async function getLiveScores(now = Date.now()): Promise<LiveScores> {
  // A draft preview's scores are the drafts', never kept.
  if ((await draftMode()).isEnabled) return compute()
  const key = `${await contentVersion()}\n${currentLiveVersion()}`
  const scope = globalThis as {[KEPT]?: Kept}
  const kept = scope[KEPT]
  if (kept?.key === key && now - kept.at < LIVE_SCORES_MAX_AGE_MS) return kept.scores
  const scores = compute()
  scope[KEPT] = {key, at: now, scores}
  // A failed computation is not kept: the next page to ask tries again.
  scores.catch(() => {
    if (scope[KEPT]?.scores === scores) delete scope[KEPT]
  })
  return scores
}
