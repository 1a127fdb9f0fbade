// Runs in Node (no window), as a server render would.
import {describe, expect, it} from 'vitest'
import {getQueryClient} from './query-client'
import {browserStorage, createShopStore} from './store'

describe('the shop store during a server render', () => {
  it('falls back to memory storage and still works', () => {
    expect(typeof window).toBe('undefined')
    const store = createShopStore(browserStorage())
    expect(store.read('token')).toBeNull()
    store.write('guestCart', {tee: 2})
    expect(store.read('guestCart')).toEqual({tee: 2})
    const unsubscribe = store.subscribe(() => {})
    expect(() => unsubscribe()).not.toThrow()
  })

  it('getQueryClient makes a new client per call, so requests never share a cache', () => {
    expect(getQueryClient()).not.toBe(getQueryClient())
  })
})
