// The Studio's service worker (service-worker.js), registered once per page as early as the Studio allows
// (its layout, offline-shell-layout.tsx): it keeps the built Studio and the API's reads, so the Studio
// starts, and the scorer's tool scores, with no network. It is "ready" once the worker controls the page
// and holds a copy of every read the Studio made before that, so a reload offline finds them all.
import {startRecordingRequests, takeRecordedRequests} from './boot-requests'
import {SERVICE_WORKER_PATH} from './paths'

export type OfflineShell = 'preparing' | 'ready' | 'unavailable'

/** How the Studio's client reaches the Content Lake: the worker fetches the early reads the same way. */
export type ApiAccess = {token?: string; withCredentials?: boolean}

/** Service workers need a secure page (https, or this machine): none elsewhere. */
const workersOf = () => (typeof navigator === 'undefined' ? undefined : navigator.serviceWorker)

let state: OfflineShell = workersOf() ? 'preparing' : 'unavailable'
const listeners = new Set<() => void>()
const setState = (next: OfflineShell) => {
  state = next
  for (const listener of listeners) listener()
}

export const offlineShellState = () => state
export function subscribeOfflineShell(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

// A page the worker did not control from its first request made reads the worker never saw.
const controlledFromStart = Boolean(workersOf()?.controller)
if (workersOf() && !controlledFromStart) startRecordingRequests()

/** The page once the worker controls it: a new worker claims the page when it starts; one already running
 * (a page loaded past it, as a hard reload does) is asked to. */
function controlled(workers: ServiceWorkerContainer, registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (workers.controller) return Promise.resolve(workers.controller)
  const claimed = new Promise<ServiceWorker>((resolve) => workers.addEventListener('controllerchange', () => resolve(workers.controller!), {once: true}))
  registration.active?.postMessage({type: 'claim'})
  return claimed
}

/** Asks the worker to fetch and keep the reads it missed; resolves when it has. */
function cacheMissedReads(worker: ServiceWorker, access: ApiAccess): Promise<void> {
  const urls = takeRecordedRequests()
  if (!urls.length) return Promise.resolve()
  const {port1, port2} = new MessageChannel()
  const done = new Promise<void>((resolve) => (port1.onmessage = () => resolve()))
  const headers = access.token ? {authorization: `Bearer ${access.token}`} : {}
  worker.postMessage({type: 'cache-reads', urls, headers, withCredentials: Boolean(access.withCredentials)}, [port2])
  return done
}

let registered = false

/** Registers the worker (once per page) and makes the page ready to reload with no network. */
export function registerOfflineShell(access: ApiAccess) {
  const workers = workersOf()
  if (!workers || registered) return
  registered = true
  workers
    .register(SERVICE_WORKER_PATH)
    .then(() => workers.ready)
    .then((registration) => controlled(workers, registration))
    .then((worker) => (controlledFromStart ? undefined : cacheMissedReads(worker, access)))
    .then(
      () => setState('ready'),
      (error: unknown) => {
        console.warn('[studio] no offline copy of the Studio:', error)
        setState('unavailable')
      },
    )
  // The worker holds the document listener's streams open while offline: told when the network is back.
  window.addEventListener('online', () => workers.controller?.postMessage({type: 'network-back'}))
}
