// @vitest-environment jsdom
import {act, waitFor} from '@testing-library/react'
import {HttpResponse} from 'msw'
import {describe, expect, it} from 'vitest'
import {useCart} from './cart'
import {useDeliveryLocation, useDeliverySettings, useDeliveryStages, useServiceabilityCheck} from './delivery'
import {CUSTOMER, malformedJson, mockEndpoint, recordToasts, setupShop, setupShopServer, TOKEN} from './test-utils'

setupShopServer()

const home = {pincode: '562125', city: 'Bangalore', area: 'Sarjapur', lat: 12.86, lng: 77.78, coordinates: [77.78, 12.86] as [number, number], source: 'gps'}
const office = {pincode: '560103', city: 'Bangalore', area: 'Bellandur', source: 'manual'}

describe('delivery settings and stages', () => {
  it('GET /api/public/delivery-settings; settings.deliveryMode is used', async () => {
    const calls = mockEndpoint('get', '/api/public/delivery-settings', {settings: {deliveryMode: 'pincode'}})
    const {result} = setupShop({token: TOKEN, user: CUSTOMER}).render(() => useDeliverySettings())
    await waitFor(() => expect(result.current.data?.deliveryMode).toBe('pincode'))
    expect(calls).toEqual([{method: 'GET', path: '/api/public/delivery-settings', authorization: `Bearer ${TOKEN}`, body: undefined}])
  })

  it('GET /api/public/delivery-stages; stages are the data', async () => {
    const calls = mockEndpoint('get', '/api/public/delivery-stages', {stages: [{name: 'Packed'}, {name: 'Out for delivery'}]})
    const {result} = setupShop({token: TOKEN, user: CUSTOMER}).render(() => useDeliveryStages())
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    expect(calls[0]).toMatchObject({method: 'GET', path: '/api/public/delivery-stages', authorization: `Bearer ${TOKEN}`})
  })

  it('settings without deliveryMode are an error state', async () => {
    mockEndpoint('get', '/api/public/delivery-settings', {settings: {}})
    const {result} = setupShop().render(() => useDeliverySettings())
    await waitFor(() => expect(result.current.error).toMatchObject({kind: 'unexpected-shape'}))
  })
})

describe('delivery location', () => {
  it('a detected location is stored until the user confirms one; then detection no longer overrides it', () => {
    const {result, store} = (() => {
      const shop = setupShop()
      return {...shop.render(() => useDeliveryLocation()), store: shop.store}
    })()
    act(() => void result.current.detect(home))
    expect(result.current).toMatchObject({location: home, isManual: false})
    act(() => result.current.confirm(office))
    expect(result.current).toMatchObject({location: office, isManual: true})
    let accepted = true
    act(() => void (accepted = result.current.detect(home)))
    expect(accepted).toBe(false)
    expect(store.read('deliveryLocation')).toEqual(office)
    act(() => result.current.clear())
    expect(result.current).toMatchObject({location: null, isManual: false})
  })
})

describe('serviceability check', () => {
  function guestWithCart() {
    const shop = setupShop()
    shop.store.write('guestCart', {'tee:XL': 2, cap: 1, bat: 1})
    shop.store.write('cartMeta', {'tee:XL': {productKey: 'tee', sku: 'TEE-XL', variantLabel: 'XL'}})
    return shop.render(() => ({cart: useCart(), check: useServiceabilityCheck()}))
  }

  it('POSTs pincode, items and productKeys; an undeliverable list removes those lines with both toasts', async () => {
    const toasts = recordToasts()
    const calls = mockEndpoint('post', '/api/cart/check-serviceability', {undeliverable: [{productKey: 'tee', variantLabel: 'XL'}, 'bat']})
    const {result} = guestWithCart()
    act(() => result.current.check.mutate('562125'))
    await waitFor(() => expect(result.current.cart.items).toEqual({cap: 1}))
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/cart/check-serviceability',
        authorization: null,
        body: {
          pincode: '562125',
          items: [
            {key: 'tee:XL', productKey: 'tee', variantLabel: 'XL', sku: 'TEE-XL', quantity: 2},
            {key: 'cap', productKey: 'cap', quantity: 1},
            {key: 'bat', productKey: 'bat', quantity: 1},
          ],
          productKeys: ['tee', 'cap', 'bat'],
        },
      },
    ])
    expect(toasts).toEqual([
      ['error', 'Not deliverable to 562125'],
      ['info', 'Removed items not deliverable to your address.'],
    ])
  })

  it('undeliverableProductKeys removes every line of those products', async () => {
    recordToasts()
    mockEndpoint('post', '/api/cart/check-serviceability', {undeliverableProductKeys: ['cap', 'bat']})
    const {result} = guestWithCart()
    act(() => result.current.check.mutate('562125'))
    await waitFor(() => expect(result.current.cart.items).toEqual({'tee:XL': 2}))
  })

  it('when everything is deliverable the cart is untouched and nothing is toasted', async () => {
    const toasts = recordToasts()
    mockEndpoint('post', '/api/cart/check-serviceability', {undeliverable: [], undeliverableProductKeys: []})
    const {result} = guestWithCart()
    act(() => result.current.check.mutate('562125'))
    await waitFor(() => expect(result.current.check.isSuccess).toBe(true))
    expect(result.current.cart.items).toEqual({'tee:XL': 2, cap: 1, bat: 1})
    expect(toasts).toEqual([])
  })

  it.each([
    ['a 500', () => HttpResponse.json({}, {status: 500}), 'http'],
    ['a network failure', () => HttpResponse.error(), 'network'],
    ['malformed JSON', malformedJson, 'malformed-json'],
    ['a list of the wrong type', () => HttpResponse.json({undeliverable: 'tee'}), 'unexpected-shape'],
  ])('a bad answer (%s) is a clear error and the cart stays intact', async (_name, answer, kind) => {
    const toasts = recordToasts()
    mockEndpoint('post', '/api/cart/check-serviceability', () => answer())
    const {result} = guestWithCart()
    act(() => result.current.check.mutate('562125'))
    await waitFor(() => expect(result.current.check.isError).toBe(true))
    expect(result.current.check.error).toMatchObject({name: 'ShopApiError', kind})
    expect(result.current.cart.items).toEqual({'tee:XL': 2, cap: 1, bat: 1})
    expect(toasts).toEqual([])
  })

  it('for a signed-in user, removal is saved to the server cart', async () => {
    recordToasts()
    mockEndpoint('post', '/api/cart/get', {cartItems: {tee: 1, cap: 2}})
    mockEndpoint('post', '/api/cart/check-serviceability', {undeliverableProductKeys: ['tee']})
    const update = mockEndpoint('post', '/api/cart/update', {success: true})
    const {result} = setupShop({token: TOKEN, user: CUSTOMER}).render(() => ({cart: useCart(), check: useServiceabilityCheck()}))
    await waitFor(() => expect(result.current.cart.count).toBe(3))
    act(() => result.current.check.mutate('562125'))
    await waitFor(() => expect(update).toHaveLength(1))
    expect(update[0]?.body).toEqual({userId: 'u1', cartItems: {cap: 2}})
    expect(result.current.cart.items).toEqual({cap: 2})
  })
})
