// Runs once when the Next.js server starts, before it serves: puts in the page cache (Next's file cache,
// or with REDIS_URL one shared by several servers, filled with the pages the build rendered; both keep
// pages ASCII: web/cache/); on the embedded backend, starts the dataset watcher that refreshes cached
// pages when content/data.ndjson changes (no restart, no rebuild); and leaves the server its news gate
// (lib/http/news-gate.ts).

/** Where Next looks for a page cache given by the platform rather than by next.config (next/dist/server/
 * lib/incremental-cache/index.js). A `cacheHandler` in next.config is imported again for every request
 * (Next 16.4: 1.2-1.35x the rate with ASCII pages that way, 1.1-1.7x this way); one given here is
 * constructed as Next's own is. */
const PLATFORM_CACHE = Symbol.for('@next/cache-handlers')

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // `next build` loads this too; a watcher there would only hold the build open.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  await warnAboutSettings()
  const PageCache = process.env.REDIS_URL ? await sharedCache() : (await import('./cache/file.mjs')).default
  const platform = globalThis as {[PLATFORM_CACHE]?: Record<string, unknown>}
  platform[PLATFORM_CACHE] = {...platform[PLATFORM_CACHE], FetchCache: PageCache}
  const {startEmbeddedRevalidation} = await import('./lib/content/embedded/watcher')
  startEmbeddedRevalidation()
  // For the site's server (web/server/main.mjs): published news items pass the proxy by.
  const {isPublishedNewsPath, NEWS_GATE} = await import('./lib/http/news-gate')
  ;(globalThis as {[NEWS_GATE]?: typeof isPublishedNewsPath})[NEWS_GATE] = isPublishedNewsPath
}

/** One clear line when the settings would send visitors to an address they cannot open. */
async function warnAboutSettings() {
  const [{contentEnv}, {siteUrlWarning}] = await Promise.all([import('./lib/env'), import('./lib/seo/site-url-warning')])
  const warning = siteUrlWarning(contentEnv(), process.env)
  if (warning) console.warn(warning)
}

/** The Redis cache, filled with the pages the build rendered. */
async function sharedCache() {
  const [{registerInitialCache}, {default: SharedCache}] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler/instrumentation'),
    import('./cache/redis.mjs'),
  ])
  await registerInitialCache(SharedCache)
  return SharedCache
}
