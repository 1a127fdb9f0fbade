// Runs once when the Next.js server starts, before it serves: checks the settings (one clear error and
// no start when one is bad, one warning when they would send visitors to an address they cannot open),
// fills the page cache (web/cache/handler.mjs, Next's `cacheHandler`) with the pages the build rendered,
// as @fortedigital/nextjs-cache-handler's docs show, starts following the content's changes (the embedded
// dataset's watcher, or Sanity's Live Content API) to refresh cached pages and tell open pages (no
// restart, no rebuild), and makes the gallery's large photos before a visitor opens one. It also takes
// over SIGTERM for a shutdown that loses no request (lib/http/graceful-shutdown.ts) when started with
// NEXT_MANUAL_SIG_HANDLE, and hands a `*` request target, an overlong query or a method the site does not
// take to the proxy as a path (lib/http/request-target.ts), names each request's client address for the
// caps counted per client (lib/http/client-address.ts), and puts the security headers on every answer
// before Next writes it (lib/security/early-headers.ts: Next's own redirects carry them too).

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // `next build` loads this too; a watcher there would only hold the build open.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{routeUnparseableTargets}, {stampClientAddress}] = await Promise.all([import('./lib/http/request-target'), import('./lib/http/client-address')])
  routeUnparseableTargets()
  stampClientAddress()
  await handleShutdown()
  await checkSettings()
  const {writeSecurityHeadersFirst} = await import('./lib/security/early-headers')
  writeSecurityHeadersFirst()
  const [{registerInitialCache}, {default: PageCache}] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler/instrumentation'),
    import('./cache/handler.mjs'),
  ])
  // Overwrites what Redis holds for these pages: entries an older build left would name its scripts.
  await registerInitialCache(PageCache)
  const {startLiveUpdates} = await import('./lib/content/live/updates')
  await startLiveUpdates()
  void warmLightboxPhotos()
}

/** On the embedded dataset, the gallery's large photos made before a visitor opens one. */
async function warmLightboxPhotos() {
  const [{contentEnv}, {warmLightboxImages}] = await Promise.all([import('./lib/env'), import('./lib/content/embedded/lightbox-warm')])
  const env = contentEnv()
  if (env.backend !== 'embedded' || env.IMAGE_WARM === 'off') return
  const started = Date.now()
  const made = await warmLightboxImages(env.CONTENT_DATASET_PATH).catch((error: unknown) => {
    console.warn(`[images] could not make the gallery's photos ahead: ${error instanceof Error ? error.message : String(error)}`)
    return 0
  })
  if (made) console.log(`[images] ${made} gallery photos made ahead in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** With Next's documented NEXT_MANUAL_SIG_HANDLE the site drains connections itself on SIGTERM; without
 * it Next's own handler runs, and one line says what that costs. */
async function handleShutdown() {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    console.warn('[shutdown] NEXT_MANUAL_SIG_HANDLE is not set: on SIGTERM Next drops idle keep-alive connections at once, and a client sending on one gets a reset. `npm start` sets it; see docs/hosting.md.')
    return
  }
  const {handleShutdownSignals} = await import('./lib/http/graceful-shutdown')
  handleShutdownSignals()
}

/** Bad settings stop the server with one message naming the variable; settings that would send
 * visitors to an address they cannot open get one warning line. */
async function checkSettings() {
  const [{contentEnvOrExit}, {siteUrlWarning}] = await Promise.all([import('./lib/env'), import('./lib/seo/site-url-warning')])
  const warning = siteUrlWarning(contentEnvOrExit(), process.env)
  if (warning) console.warn(warning)
}
