// The scorer's tool registers the Studio's service worker (vite-plugin.ts) when it opens and says when the
// phone holds everything it needs to score, and reload, with no network; when the network is back it tells
// the worker, which lets the Studio listen for real again.
import {useEffect, useState} from 'react'
import {SERVICE_WORKER_PATH} from './paths'

export type OfflineShell = 'preparing' | 'ready' | 'unavailable'

/** Service workers need a secure page (https, or this machine): none elsewhere. */
const workersOf = () => (typeof navigator === 'undefined' ? undefined : navigator.serviceWorker)

export function useOfflineShell(): OfflineShell {
  const [state, setState] = useState<OfflineShell>(() => (workersOf() ? 'preparing' : 'unavailable'))
  useEffect(() => {
    const workers = workersOf()
    if (!workers) return
    let current = true
    workers
      .register(SERVICE_WORKER_PATH)
      .then(() => workers.ready)
      .then(
        () => current && setState('ready'),
        (error: unknown) => {
          console.warn('[scorer] no offline copy of the Studio:', error)
          if (current) setState('unavailable')
        },
      )
    const networkBack = () => workers.controller?.postMessage({type: 'network-back'})
    window.addEventListener('online', networkBack)
    return () => {
      current = false
      window.removeEventListener('online', networkBack)
    }
  }, [])
  return state
}
