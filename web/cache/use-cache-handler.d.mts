// Types for use-cache-handler.mjs (plain JavaScript: Next loads it itself, outside the app's bundle).
// The handler's shape is Next's public CacheHandler type, exported by next/cache.
import type {CacheHandler} from 'next/cache'

export type UseCacheHandlerOptions = {
  /** Redis shared by every server; without it, this process's memory only. */
  redisUrl?: string
  memoryMaxBytes?: number
  redisTimeoutMs?: number
}

export declare const USE_CACHE_MEMORY_MAX_BYTES: number

/** A handler of its own (tests; the server uses the default export). `close` ends its Redis connection. */
export declare function createUseCacheHandler(options?: UseCacheHandlerOptions): CacheHandler & {close(): void}

/** Expires these tags on this process's handler, in Redis and in memory, as Next's updateTag does. */
export declare function expireTags(tags: readonly string[]): Promise<void>

/** When any of these tags last expired on this process's handler (0 for never), in ms since the epoch. */
export declare function tagsExpiredAt(tags: readonly string[]): Promise<number>

/** What next.config.ts's `cacheHandlers.default` names: Next's CacheHandler methods. */
declare const useCacheHandler: CacheHandler
export default useCacheHandler
