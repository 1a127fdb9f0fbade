// @vitest-environment jsdom
import {act, waitFor} from '@testing-library/react'
import {HttpResponse} from 'msw'
import {afterEach, describe, expect, it} from 'vitest'
import {useCart} from './cart'
import {shopKeys} from './query-keys'
import {browserStorage} from './store'
import {STORAGE_KEYS} from './storage-keys'
import {CUSTOMER, malformedJson, mockEndpoint, recordToasts, setupShop, setupShopServer, TOKEN} from './test-utils'

const seen = setupShopServer()
afterEach(() => window.localStorage.clear())

const signedIn = () => setupShop({token: TOKEN, user: CUSTOMER})

describe('guest cart', () => {
  it('adds to the guest cart in localStorage, keeps metadata and toasts "Added to cart"', () => {
    const toasts = recordToasts()
    const {result} = setupShop({storage: browserStorage()}).render(() => useCart())
    act(() => void result.current.add('tee', {label: 'XL', sku: 'TEE-XL'}))
    act(() => void result.current.add('tee', {label: 'XL', sku: 'TEE-XL'}))
    act(() => void result.current.add('cap'))
    expect(result.current.items).toEqual({'tee:XL': 2, cap: 1})
    expect(result.current.count).toBe(3)
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guestCart)!)).toEqual({'tee:XL': 2, cap: 1})
    expect(result.current.meta).toEqual({'tee:XL': {productKey: 'tee', sku: 'TEE-XL', variantLabel: 'XL'}, cap: {productKey: 'cap'}})
    expect(toasts).toEqual([['success', 'Added to cart'], ['success', 'Added to cart'], ['success', 'Added to cart']])
    expect(seen).toEqual([]) // a guest cart never calls the server
  })

  it('decrementing to zero removes the line and its metadata', () => {
    recordToasts()
    const {result} = setupShop().render(() => useCart())
    act(() => void result.current.add('tee', {label: 'XL', sku: 'TEE-XL'}))
    act(() => void result.current.increment('tee:XL'))
    act(() => void result.current.decrement('tee:XL'))
    expect(result.current.items).toEqual({'tee:XL': 1})
    act(() => void result.current.decrement('tee:XL'))
    expect(result.current.items).toEqual({})
    expect(result.current.meta).toEqual({})
  })

  it('refuses to add a product whose key is "undefined"', () => {
    const toasts = recordToasts()
    const {result} = setupShop().render(() => useCart())
    let added = true
    act(() => void (added = result.current.add('undefined')))
    expect(added).toBe(false)
    expect(result.current.items).toEqual({})
    expect(toasts).toEqual([])
  })

  it('reads a corrupt stored guest cart as empty', () => {
    window.localStorage.setItem('guestCart', '{"tee": 2')
    const {result} = setupShop({storage: browserStorage()}).render(() => useCart())
    expect(result.current.items).toEqual({})
  })
})

describe('server cart', () => {
  it('POST /api/cart/get with the userId; cartItems (cleaned) are the cart', async () => {
    const calls = mockEndpoint('post', '/api/cart/get', {cartItems: {tee: 2, undefined: 1, cap: 0}})
    const {result} = signedIn().render(() => useCart())
    await waitFor(() => expect(result.current.items).toEqual({tee: 2}))
    expect(calls).toEqual([{method: 'POST', path: '/api/cart/get', authorization: `Bearer ${TOKEN}`, body: {userId: 'u1'}}])
  })

  it('changes POST /api/cart/update with userId and the whole cart', async () => {
    mockEndpoint('post', '/api/cart/get', {cartItems: {tee: 2}})
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const calls = mockEndpoint('post', '/api/cart/update', async () => {
      await answered
      return {success: true}
    })
    recordToasts()
    const {result} = signedIn().render(() => useCart())
    await waitFor(() => expect(result.current.items).toEqual({tee: 2}))
    act(() => void result.current.add('cap'))
    act(() => void result.current.setQuantity('tee', 0))
    // optimistic: shown while the server has not answered, and the second change builds on the first
    await waitFor(() => expect(calls).toHaveLength(2))
    await waitFor(() => expect(result.current.items).toEqual({cap: 1}))
    release()
    expect(calls[0]).toEqual({method: 'POST', path: '/api/cart/update', authorization: `Bearer ${TOKEN}`, body: {userId: 'u1', cartItems: {tee: 2, cap: 1}}})
    expect(calls[1]?.body).toEqual({userId: 'u1', cartItems: {cap: 1}})
  })

  it('clear POSTs /api/cart/clear with the userId and empties the cart', async () => {
    mockEndpoint('post', '/api/cart/get', {cartItems: {tee: 2}})
    const calls = mockEndpoint('post', '/api/cart/clear', {success: true})
    const {result} = signedIn().render(() => useCart())
    await waitFor(() => expect(result.current.count).toBe(2))
    act(() => result.current.clear())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toEqual({method: 'POST', path: '/api/cart/clear', authorization: `Bearer ${TOKEN}`, body: {userId: 'u1'}})
    expect(result.current.items).toEqual({})
  })

  it.each([
    ['a 500', () => HttpResponse.json({message: 'db down'}, {status: 500}), 'http'],
    ['a network failure', () => HttpResponse.error(), 'network'],
    ['malformed JSON', malformedJson, 'malformed-json'],
    ['success: false', () => HttpResponse.json({success: false, message: 'Cart locked'}), 'rejected'],
  ])('a failed update (%s) rolls the cart back and leaves a clear error', async (_name, answer, kind) => {
    mockEndpoint('post', '/api/cart/get', {cartItems: {tee: 2}})
    mockEndpoint('post', '/api/cart/update', () => answer())
    const {result, queryClient} = (() => {
      const shop = signedIn()
      return {...shop.render(() => useCart()), queryClient: shop.queryClient}
    })()
    await waitFor(() => expect(result.current.items).toEqual({tee: 2}))
    act(() => void result.current.increment('tee'))
    await waitFor(() => expect(result.current.error).not.toBeNull())
    expect(result.current.error).toMatchObject({name: 'ShopApiError', kind})
    expect(result.current.items).toEqual({tee: 2})
    expect(queryClient.getQueryData(shopKeys.cart('u1'))).toEqual({tee: 2})
  })

  it.each([
    ['a 500', () => HttpResponse.json({}, {status: 500}), 'http'],
    ['a network failure', () => HttpResponse.error(), 'network'],
    ['an answer without cartItems', () => HttpResponse.json({success: true}), 'unexpected-shape'],
  ])('a failed load (%s) is an error, and changes are refused rather than overwriting the server cart', async (_name, answer, kind) => {
    mockEndpoint('post', '/api/cart/get', () => answer())
    const {result} = signedIn().render(() => useCart())
    await waitFor(() => expect(result.current.error).toMatchObject({kind}))
    let changed = true
    act(() => void (changed = result.current.increment('tee')))
    expect(changed).toBe(false)
    expect(result.current.items).toEqual({})
    expect(seen.some((request) => request.path === '/api/cart/update')).toBe(false)
  })

  it('a failed clear restores the cart', async () => {
    mockEndpoint('post', '/api/cart/get', {cartItems: {tee: 2}})
    mockEndpoint('post', '/api/cart/clear', HttpResponse.json({}, {status: 500}))
    const {result} = signedIn().render(() => useCart())
    await waitFor(() => expect(result.current.count).toBe(2))
    act(() => result.current.clear())
    await waitFor(() => expect(result.current.error).toMatchObject({status: 500}))
    expect(result.current.items).toEqual({tee: 2})
  })
})
