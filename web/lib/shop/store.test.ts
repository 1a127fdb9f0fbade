// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest'
import {STORAGE_KEYS, STORED_DEFAULTS, type StorageKey} from './storage-keys'
import {browserStorage, createShopStore, type KeyValueStorage} from './store'

afterEach(() => window.localStorage.clear())

describe('shop store over localStorage', () => {
  it('keeps the six values under keys with the shop prefix, never the bare names', () => {
    const names = ['token', 'user', 'guestCart', 'cartMeta', 'deliveryLocation', 'hasManualLocation']
    expect(Object.values(STORAGE_KEYS)).toEqual(names.map((name) => `opl.shop.${name}`))
  })

  it.each([
    ['token', ''],
    ['token', 'undefined'],
    ['user', '{not json'],
    ['user', '{"role":"seller"}'],
    ['guestCart', '[1,2]'],
    ['guestCart', 'garbage'],
    ['cartMeta', '{"tee":{"sku":5}}'],
    ['deliveryLocation', '{"city":"Bangalore"}'],
    ['hasManualLocation', 'yes'],
  ] as Array<[StorageKey, string]>)('a corrupt %s (%j) reads as the clean default', (key, raw) => {
    window.localStorage.setItem(STORAGE_KEYS[key], raw)
    expect(createShopStore(browserStorage()).read(key)).toEqual(STORED_DEFAULTS[key])
  })

  it('cleans a stored guest cart on read', () => {
    window.localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify({tee: 2, undefined: 1, null: 3, '': 1, cap: 0, bat: -1, ball: 1.5, bails: 1e308}))
    expect(createShopStore(browserStorage()).read('guestCart')).toEqual({tee: 2})
  })

  it('writes to window.localStorage under the prefixed keys; the token as its raw string', () => {
    const store = createShopStore(browserStorage())
    store.write('token', 'abc.def')
    store.write('guestCart', {tee: 1})
    store.write('hasManualLocation', true)
    expect(window.localStorage.getItem('opl.shop.token')).toBe('abc.def')
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(JSON.parse(window.localStorage.getItem('opl.shop.guestCart')!)).toEqual({tee: 1})
    expect(window.localStorage.getItem('opl.shop.hasManualLocation')).toBe('true')
    store.write('user', null)
    expect(window.localStorage.getItem('user')).toBeNull()
  })

  it('returns the same object while the stored text is unchanged (stable React snapshots)', () => {
    const store = createShopStore(browserStorage())
    store.write('guestCart', {tee: 1})
    expect(store.read('guestCart')).toBe(store.read('guestCart'))
  })

  it('tells subscribers about writes, removals and other tabs, until they unsubscribe', () => {
    const store = createShopStore(browserStorage())
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.write('token', 't')
    store.remove('token')
    window.dispatchEvent(new StorageEvent('storage', {key: 'token'}))
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    store.write('token', 'u')
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('survives a storage that throws (blocked or full) by reading defaults', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createShopStore(broken)
    expect(() => store.write('guestCart', {tee: 1})).not.toThrow()
    expect(() => store.remove('token')).not.toThrow()
    expect(store.read('guestCart')).toEqual({})
  })
})
