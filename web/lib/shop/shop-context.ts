// How hooks reach the store's API client and storage: one React context, filled by ShopProvider,
// so tests and future screens can inject their own without module-level singletons.
import {createContext, useContext, useSyncExternalStore} from 'react'
import type {ShopApi} from './http-client'
import {STORED_DEFAULTS, type StorageKey, type StoredValues} from './storage-keys'
import type {ShopStore} from './store'

export type ShopContextValue = {api: ShopApi; store: ShopStore}

export const ShopContext = createContext<ShopContextValue | null>(null)

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext)
  if (!value) throw new Error('Shop hooks must be used inside <ShopProvider>.')
  return value
}

/** A stored value that re-renders on change; the server render (and hydration) sees the default. */
export function useStored<K extends StorageKey>(key: K): StoredValues[K] {
  const {store} = useShop()
  return useSyncExternalStore(
    store.subscribe,
    () => store.read(key),
    () => STORED_DEFAULTS[key],
  )
}
