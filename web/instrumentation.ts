// Runs once when the Next.js server starts, before it serves: puts in the page cache that keeps pages
// ASCII; on the embedded backend, starts the dataset watcher that refreshes cached pages when
// content/data.ndjson changes (no restart, no rebuild); with REDIS_URL, fills the shared cache with the
// pages the build rendered (web/cache/redis.mjs).

/** Where Next looks for a page cache given by the platform rather than by next.config (next/dist/server/
 * lib/incremental-cache/index.js). A `cacheHandler` in next.config is imported again for every request
 * (Next 16.4), which cost more than ASCII pages save; one given here is constructed as Next's own is. */
const PLATFORM_CACHE = Symbol.for('@next/cache-handlers')

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // `next build` loads this too; a watcher there would only hold the build open.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Used only when next.config names no cacheHandler (a build with REDIS_URL keeps Redis).
  const {default: AsciiFileCache} = await import('./cache/file.mjs')
  const platform = globalThis as {[PLATFORM_CACHE]?: Record<string, unknown>}
  platform[PLATFORM_CACHE] = {...platform[PLATFORM_CACHE], FetchCache: AsciiFileCache}
  if (process.env.REDIS_URL) {
    const [{registerInitialCache}, {default: CacheHandler}] = await Promise.all([
      import('@fortedigital/nextjs-cache-handler/instrumentation'),
      import('./cache/redis.mjs'),
    ])
    await registerInitialCache(CacheHandler)
  }
  const {startEmbeddedRevalidation} = await import('./lib/content/embedded/watcher')
  startEmbeddedRevalidation()
}
