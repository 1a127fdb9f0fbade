// Published content read outside any request: the proxy's address lists, the live scores computed
// after a change, the build's param lists. Next's `'use cache'` needs a request's work store
// (vercel/next.js#85475), so these reads keep their answers here, under the same tags: an answer is
// used while none of its tags expired after it was made (by the same tag expiry as the cached pages,
// lib/content/expire.ts: on this server or, with Redis, on any) and for PAGE_REVALIDATE_SECONDS at most.
import {AsyncLocalStorage} from 'node:async_hooks'
import {LRUCache} from 'lru-cache'
import {tagsExpiredAt} from '../../cache/use-cache-handler.mjs'
import {PAGE_REVALIDATE_SECONDS} from '../caching'
import {OUTSIDE_RENDER_MAX_ENTRIES} from '../limits'
import type {ContentTag} from '../../../league/site/tags'

type Kept = {value: unknown; at: number}

const kept = new LRUCache<string, Kept>({max: OUTSIDE_RENDER_MAX_ENTRIES, ttl: PAGE_REVALIDATE_SECONDS * 1000})

const proxyReads = new AsyncLocalStorage<true>()

/** Runs `read` as the proxy's: Next gives the proxy a request, so draftMode() answers there, but no
 * `'use cache'` (vercel/next.js#85475); the getters it calls read through this store. */
export const readForProxy = <T>(read: () => Promise<T>): Promise<T> => proxyReads.run(true, read)

/** Whether the getters are being called by the proxy (readForProxy). */
export const isProxyRead = (): boolean => proxyReads.getStore() === true

/** `make()`'s value for `key`, kept under `tags`; a failure (returned as `{failed}`) is never kept. */
export async function outsideRender<T>(key: string, tags: readonly ContentTag[], make: () => Promise<T>): Promise<T> {
  const entry = kept.get(key)
  if (entry && (await tagsExpiredAt(tags)) < entry.at) return entry.value as T
  const at = Date.now()
  const value = await make()
  if (!(value && typeof value === 'object' && 'failed' in value)) kept.set(key, {value, at})
  return value
}

/** For tests: forget everything. */
export const forgetOutsideRender = (): void => kept.clear()
