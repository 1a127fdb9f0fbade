// Whether this phone holds everything it needs to open, reload and score in the Studio with no network
// (offline-shell.ts): what the scorer's tool tells the scorer before the signal goes.
import {useSyncExternalStore} from 'react'
import {offlineShellState, type OfflineShell, subscribeOfflineShell} from './offline-shell'

export type {OfflineShell}

export function useOfflineShell(): OfflineShell {
  return useSyncExternalStore(subscribeOfflineShell, offlineShellState, () => 'unavailable')
}
