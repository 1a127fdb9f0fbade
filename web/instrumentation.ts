// Runs once when the Next.js server starts: on the embedded backend, starts the dataset watcher that
// refreshes cached pages when content/data.ndjson changes (no restart, no rebuild); with REDIS_URL,
// fills the shared cache with the pages the build rendered (web/cache-handler.mjs).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // `next build` loads this too; a watcher there would only hold the build open.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.REDIS_URL) {
    const [{registerInitialCache}, {default: CacheHandler}] = await Promise.all([
      import('@fortedigital/nextjs-cache-handler/instrumentation'),
      import('./cache-handler.mjs'),
    ])
    await registerInitialCache(CacheHandler)
  }
  const {startEmbeddedRevalidation} = await import('./lib/content/embedded/watcher')
  startEmbeddedRevalidation()
}
