// Last good content for a backend outage: every query result a page used is remembered (bounded), and
// when the backend fails the getter answers with it instead of failing the page. During an outage the
// backend is asked at most once per OUTAGE_RETRY_MS (so visitors never wait on its timeouts twice, and a
// result never remembered fails at once instead of asking it per request), and
// when it answers again the types served from memory are expired so their pages show fresh content.
import {LRUCache} from 'lru-cache'
import {LAST_GOOD_MAX_ENTRIES, OUTAGE_RETRY_MS} from '../limits'
import {revalidateOwnTypes} from './self-revalidate'

type Outage = {since: number; lastTry: number; staleTypes: Set<string>; retry?: NodeJS.Timeout}

const remembered = new LRUCache<string, {value: unknown}>({max: LAST_GOOD_MAX_ENTRIES})
let outage: Outage | undefined

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Runs `fetch`; on failure answers the last good result for `key` (or rethrows when there is none). */
export async function withLastGood<R>(key: string, types: readonly string[], fetch: () => Promise<R>, now = Date.now()): Promise<R> {
  const good = remembered.get(key)
  if (outage && now - outage.lastTry < OUTAGE_RETRY_MS) {
    for (const type of types) outage.staleTypes.add(type)
    // Nothing remembered: fail at once rather than wait on the backend's timeouts once per caller.
    if (!good) throw new Error(`the content backend is unavailable (asked again ${OUTAGE_RETRY_MS / 1000} s after it last failed)`)
    return good.value as R
  }
  // This caller makes the one try; others arriving meanwhile are answered from memory.
  if (outage) outage.lastTry = now
  try {
    const value = await fetch()
    remembered.set(key, {value})
    if (outage) recovered()
    return value
  } catch (error) {
    if (!outage) console.error(`[content] the content backend failed (${describe(error)}): serving the last good content, retrying every ${OUTAGE_RETRY_MS / 1000} s.`)
    outage ??= {since: now, lastTry: now, staleTypes: new Set()}
    outage.lastTry = now
    for (const type of types) outage.staleTypes.add(type)
    scheduleRetry(outage)
    if (!good) throw error
    return good.value as R
  }
}

/** Pages rendered from memory are cached as if fresh: expire them again after OUTAGE_RETRY_MS, so the
 * next visit asks the backend once more (and shows the fresh content as soon as it answers). */
function scheduleRetry(current: Outage) {
  if (current.retry) return
  current.retry = setTimeout(() => {
    current.retry = undefined
    if (outage !== current) return
    void revalidateOwnTypes([...current.staleTypes]).catch(() => undefined)
  }, OUTAGE_RETRY_MS)
  current.retry.unref()
}

function recovered() {
  const {since, staleTypes, retry} = outage!
  clearTimeout(retry)
  outage = undefined
  console.error(`[content] the content backend answers again after ${Math.round((Date.now() - since) / 1000)} s: refreshing ${[...staleTypes].join(', ') || 'nothing'}.`)
  // Pages rendered from memory during the outage are cached as if fresh: expire them now.
  if (staleTypes.size) void revalidateOwnTypes([...staleTypes]).catch((error: unknown) => console.warn('[content] refresh after the outage failed:', error))
}

/** For tests: forget everything. */
export function resetLastGood(): void {
  remembered.clear()
  outage = undefined
}
