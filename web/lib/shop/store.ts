// Typed, subscribable access to the stored shop values, over any Web Storage (localStorage in the
// browser, memory on the server or in tests), so React can follow changes with useSyncExternalStore.
import {CODECS, STORAGE_KEYS, STORED_DEFAULTS, type StorageKey, type StoredValues} from './storage-keys'

/** The slice of the Web Storage API the store needs; injectable for tests and SSR. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type ShopStore = {
  read<K extends StorageKey>(key: K): StoredValues[K]
  write<K extends StorageKey>(key: K, value: StoredValues[K]): void
  remove(...keys: StorageKey[]): void
  subscribe(listener: () => void): () => void
}

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  }
}

/** window.localStorage when there is one and it works (private modes may throw), else memory. */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // fall through: storage is blocked
  }
  return createMemoryStorage()
}

export function createShopStore(storage: KeyValueStorage = browserStorage()): ShopStore {
  const listeners = new Set<() => void>()
  // Decoded values are cached per raw string: equal raw text gives the same object (stable snapshots).
  const cache = new Map<StorageKey, {raw: string | null; value: unknown}>()
  const notify = () => listeners.forEach((listener) => listener())

  function rawOf(key: StorageKey): string | null {
    try {
      return storage.getItem(STORAGE_KEYS[key])
    } catch {
      return null
    }
  }

  function read<K extends StorageKey>(key: K): StoredValues[K] {
    const raw = rawOf(key)
    const hit = cache.get(key)
    if (hit && hit.raw === raw) return hit.value as StoredValues[K]
    const value = raw === null ? STORED_DEFAULTS[key] : CODECS[key].decode(raw)
    cache.set(key, {raw, value})
    return value
  }

  function write<K extends StorageKey>(key: K, value: StoredValues[K]): void {
    try {
      if (value === null) storage.removeItem(STORAGE_KEYS[key])
      else storage.setItem(STORAGE_KEYS[key], CODECS[key].encode(value))
    } catch {
      // a full or blocked storage keeps the old value; the app goes on in memory-less mode
    }
    notify()
  }

  function remove(...keys: StorageKey[]): void {
    for (const key of keys) {
      try {
        storage.removeItem(STORAGE_KEYS[key])
      } catch {
        // nothing to do: the value is unreadable anyway
      }
    }
    notify()
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener)
    // Another tab changing localStorage should show here too.
    const onStorage = () => listener()
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
    }
  }

  return {read, write, remove, subscribe}
}
