// @vitest-environment jsdom
import {act, waitFor} from '@testing-library/react'
import {HttpResponse} from 'msw'
import {describe, expect, it} from 'vitest'
import {CUSTOMER, mockEndpoint, setupShop, setupShopServer, TOKEN} from './test-utils'
import {useAddToWishlist, useRemoveFromWishlist, useWishlist} from './wishlist'

const seen = setupShopServer()

describe('wishlist', () => {
  it('GET /api/wishlist/{userId} with the bearer header; the products are the data', async () => {
    const calls = mockEndpoint('get', '/api/wishlist/u1', {success: true, products: [{productKey: 'tee', name: 'Tee'}]})
    const {result} = setupShop({token: TOKEN, user: CUSTOMER}).render(() => useWishlist())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual([{productKey: 'tee', name: 'Tee'}])
    expect(calls).toEqual([{method: 'GET', path: '/api/wishlist/u1', authorization: `Bearer ${TOKEN}`, body: undefined}])
  })

  it('is not fetched for a guest', async () => {
    const {result} = setupShop().render(() => useWishlist())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.fetchStatus).toBe('idle')
    expect(seen).toEqual([])
  })

  it.each([
    ['add', useAddToWishlist],
    ['remove', useRemoveFromWishlist],
  ] as const)('POST /api/wishlist/%s sends userId and productKey, then refetches', async (action, useChange) => {
    const list = mockEndpoint('get', '/api/wishlist/u1', {success: true, products: []})
    const calls = mockEndpoint('post', `/api/wishlist/${action}`, {success: true})
    const {result} = setupShop({token: TOKEN, user: CUSTOMER}).render(() => ({list: useWishlist(), change: useChange()}))
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    await act(() => result.current.change.mutateAsync('tee'))
    expect(calls).toEqual([
      {method: 'POST', path: `/api/wishlist/${action}`, authorization: `Bearer ${TOKEN}`, body: {userId: 'u1', productKey: 'tee'}},
    ])
    await waitFor(() => expect(list).toHaveLength(2))
  })

  it('a wishlist answer without products is an error, not a crash', async () => {
    mockEndpoint('get', '/api/wishlist/u1', {success: true})
    const {result} = setupShop({token: TOKEN, user: CUSTOMER}).render(() => useWishlist())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({kind: 'unexpected-shape'})
  })

  it('a failed add leaves an error state on the mutation', async () => {
    mockEndpoint('post', '/api/wishlist/add', HttpResponse.error())
    const {result} = setupShop({token: TOKEN, user: CUSTOMER}).render(() => useAddToWishlist())
    act(() => result.current.mutate('tee'))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({kind: 'network'})
  })
})
