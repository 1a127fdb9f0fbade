// Last good content for a backend outage. Every published answer a page used is remembered (bounded);
// when the backend fails, the getter answers with it instead of failing the page. During an outage the
// backend is asked at most once per OUTAGE_RETRY_MS (so visitors never wait on its timeouts twice, and
// an answer never remembered fails at once instead of asking per request); a failed answer is never
// cached and lives OUTAGE_RETRY_MS (getters.ts cachedAnswer), so pages built from memory go stale that
// soon and show fresh content once the backend answers again.
import {LRUCache} from 'lru-cache'
import {LAST_GOOD_MAX_ENTRIES, OUTAGE_RETRY_MS} from '../limits'
import type {QueryAnswer} from './fetch'

/** The cache tag of an answer that failed: the `'use cache'` handler never stores an entry carrying it. */
export const FAILED_ANSWER_TAG = 'opl:failed-answer'

type Failed = {failed: string}
type Outage = {since: number; lastTry: number}

const remembered = new LRUCache<string, {answer: QueryAnswer<unknown>}>({max: LAST_GOOD_MAX_ENTRIES})
let outage: Outage | undefined

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Asks the backend, or during an outage says why not (at most one try per OUTAGE_RETRY_MS); a failure
 * is returned, never thrown. */
export async function askBackend<R>(fetch: () => Promise<QueryAnswer<R>>, now = Date.now()): Promise<QueryAnswer<R> | Failed> {
  if (outage && now - outage.lastTry < OUTAGE_RETRY_MS) {
    return {failed: `the content backend is unavailable (asked again ${OUTAGE_RETRY_MS / 1000} s after it last failed)`}
  }
  // This caller makes the one try; others arriving meanwhile are answered from memory.
  if (outage) outage.lastTry = now
  try {
    const answer = await fetch()
    if (outage) {
      console.error(`[content] the content backend answers again after ${Math.round((Date.now() - outage.since) / 1000)} s.`)
      outage = undefined
    }
    return answer
  } catch (error) {
    if (!outage) console.error(`[content] the content backend failed (${describe(error)}): serving the last good content, asking again every ${OUTAGE_RETRY_MS / 1000} s.`)
    outage ??= {since: now, lastTry: now}
    outage.lastTry = now
    return {failed: describe(error)}
  }
}

/** The answer for `key`, remembered; for a failed one the last good answer (or the failure, thrown). */
export function lastGood<R>(key: string, answer: QueryAnswer<R> | Failed): QueryAnswer<R> {
  if (!('failed' in answer)) {
    remembered.set(key, {answer})
    return answer
  }
  const good = remembered.get(key)
  if (!good) throw new Error(answer.failed)
  return good.answer as QueryAnswer<R>
}

/** For tests: forget everything. */
export function resetLastGood(): void {
  remembered.clear()
  outage = undefined
}
