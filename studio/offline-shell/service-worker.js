// The Studio's service worker (emitted as /sw.js by vite-plugin.ts, which puts PRECACHE and VERSION above
// this text): it keeps the built Studio's own files and the API's reads so the Studio, and the scorer's tool
// in it, start and reload with no network. Static files come from the cache; the page, then the API's reads,
// from the network while there is one and from their last answer while there is not; the reads the page made
// before this worker controlled it are fetched once when the page asks (offline-shell.ts). The document
// listener, with no network, gets a stream that only says welcome (so the Studio shows the document it last
// read) and is closed when the page says the network is back, so the Studio listens for real again. Writes
// never pass through here.
/* global PRECACHE, VERSION */
const SHELL_CACHE = `opl-studio-shell-${VERSION}`
const API_CACHE = 'opl-studio-api'
const API_PATH = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X)\//
/** The Content Lake's API: the Studio's own origin on the local stand-in, Sanity's API hosts otherwise. */
const API_HOST = /\.api(cdn)?\.sanity\.io$/
const openStreams = new Set()

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(['/', ...PRECACHE]))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('opl-studio-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

/** A call to the Content Lake's API other than a login. */
function isApi(url) {
  const ownOrigin = url.origin === self.location.origin
  return (ownOrigin || API_HOST.test(url.hostname)) && API_PATH.test(url.pathname) && !url.pathname.includes('/auth/')
}
const isListener = (url) => url.pathname.includes('/data/listen/')
/** A read of the API this worker keeps a copy of: any call but a listener's stream. */
const isApiRead = (url) => isApi(url) && !isListener(url)

/** The reads the page made before this worker controlled it, fetched once (as the page's client would:
 * its token, or its cookies) and kept, unless a copy is already here; answers on the given port when done. */
async function cacheReads({urls, headers, withCredentials}) {
  const cache = await caches.open(API_CACHE)
  const reads = urls.map((href) => new URL(href)).filter(isApiRead)
  await Promise.all(
    reads.map(async (url) => {
      if (await cache.match(url.href)) return
      const answer = await fetch(url.href, {headers, credentials: withCredentials ? 'include' : 'same-origin'}).catch(() => undefined)
      if (answer?.ok) await cache.put(url.href, answer)
    }),
  )
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'cache-reads') {
    const [port] = event.ports
    return event.waitUntil(cacheReads(event.data).finally(() => port?.postMessage('done')))
  }
  if (event.data?.type === 'claim') return event.waitUntil(self.clients.claim())
  if (event.data?.type !== 'network-back') return
  for (const close of openStreams) close()
  openStreams.clear()
})

/** A listener stream that says welcome and stays open until the network is back. */
function welcomeOnly() {
  let close
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`event: welcome\ndata: ${JSON.stringify({listenerName: 'offline'})}\n\n`))
      close = () => controller.close()
      openStreams.add(close)
    },
    cancel() {
      openStreams.delete(close)
    },
  })
  return new Response(body, {headers: {'content-type': 'text/event-stream', 'cache-control': 'no-cache'}})
}

async function fromCacheFirst(request) {
  const cached = await caches.match(request)
  if (cached) return cached
  const answer = await fetch(request)
  if (answer.ok) await (await caches.open(SHELL_CACHE)).put(request, answer.clone())
  return answer
}

async function fromNetworkFirst(request, cacheName, fallback) {
  try {
    const answer = await fetch(request)
    if (answer.ok) await (await caches.open(cacheName)).put(request, answer.clone())
    return answer
  } catch (error) {
    const cached = (await caches.match(request)) ?? (fallback ? await caches.match(fallback, {ignoreSearch: true}) : undefined)
    if (cached) return cached
    throw error
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  const ownOrigin = url.origin === self.location.origin
  if (request.method !== 'GET') return
  if (ownOrigin && url.pathname.startsWith('/static/')) return event.respondWith(fromCacheFirst(request))
  if (ownOrigin && request.mode === 'navigate') return event.respondWith(fromNetworkFirst(request, SHELL_CACHE, '/'))
  if (!isApi(url)) return
  if (isListener(url) || request.headers.get('accept') === 'text/event-stream') {
    return event.respondWith(fetch(request).catch(() => welcomeOnly()))
  }
  // The signed-in user is the same whatever the request is tagged (the Studio's first one at boot is tagged
  // apart from the later ones this worker has seen): any copy of it will do.
  const user = url.pathname.endsWith('/users/me') ? new Request(url.origin + url.pathname) : undefined
  return event.respondWith(fromNetworkFirst(request, API_CACHE, user))
})
