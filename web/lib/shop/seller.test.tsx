// @vitest-environment jsdom
import {act, waitFor} from '@testing-library/react'
import {HttpResponse} from 'msw'
import {describe, expect, it} from 'vitest'
import {useSellerProducts, useToggleProductActive, useToggleProductStock} from './seller'
import {CUSTOMER, mockEndpoint, recordToasts, SELLER, setupShop, setupShopServer, TOKEN} from './test-utils'

const seen = setupShopServer()
const products = [{_id: 'p1', productKey: 'tee', isActive: true, inStock: true, variants: []}]
const settle = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('seller products guard', () => {
  it.each([
    ['no token, seller user', {user: SELLER}],
    ['token, customer role', {token: TOKEN, user: CUSTOMER}],
    ['token, no user', {token: TOKEN}],
    ['token, admin role', {token: TOKEN, user: {_id: 'a1', role: 'admin'}}],
  ])('sends no request with %s', async (_name, session) => {
    const {result} = setupShop(session).render(() => useSellerProducts())
    await settle()
    expect(result.current.fetchStatus).toBe('idle')
    expect(seen.filter((request) => request.path === '/api/seller/product')).toEqual([])
  })

  it('GET /api/seller/product with the bearer header for a signed-in seller', async () => {
    const calls = mockEndpoint('get', '/api/seller/product', {products})
    const {result} = setupShop({token: TOKEN, user: SELLER}).render(() => useSellerProducts())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map((p) => p.productKey)).toEqual(['tee'])
    expect(calls).toEqual([{method: 'GET', path: '/api/seller/product', authorization: `Bearer ${TOKEN}`, body: undefined}])
  })

  it('a 401 ends the session: token and user are removed, the error is shown', async () => {
    mockEndpoint('get', '/api/seller/product', HttpResponse.json({}, {status: 401}))
    const {render, store} = setupShop({token: TOKEN, user: SELLER})
    const {result} = render(() => useSellerProducts())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({status: 401})
    expect(store.read('token')).toBeNull()
    expect(store.read('user')).toBeNull()
  })
})

describe('seller switches', () => {
  it('PATCH /toggle sends isActive and refetches the seller products', async () => {
    const list = mockEndpoint('get', '/api/seller/product', {products})
    const calls = mockEndpoint('patch', '/api/seller/product/p1/toggle', {success: true})
    const {result} = setupShop({token: TOKEN, user: SELLER}).render(() => ({list: useSellerProducts(), toggle: useToggleProductActive()}))
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    await act(() => result.current.toggle.mutateAsync({id: 'p1', isActive: false}))
    expect(calls).toEqual([{method: 'PATCH', path: '/api/seller/product/p1/toggle', authorization: `Bearer ${TOKEN}`, body: {isActive: false}}])
    await waitFor(() => expect(list).toHaveLength(2))
  })

  it.each([
    [true, 'Stock enabled for the product'],
    [false, 'Stock disabled for the product'],
  ])('PATCH /stock with inStock %s toasts "%s"', async (inStock, message) => {
    const toasts = recordToasts()
    const calls = mockEndpoint('patch', '/api/seller/product/p%2F1/stock', {success: true})
    const {result} = setupShop({token: TOKEN, user: SELLER}).render(() => useToggleProductStock())
    act(() => result.current.mutate({id: 'p/1', inStock}))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls).toEqual([{method: 'PATCH', path: '/api/seller/product/p%2F1/stock', authorization: `Bearer ${TOKEN}`, body: {inStock}}])
    expect(toasts).toEqual([['success', message]])
  })

  it('a failed stock switch toasts "Stock toggle failed" and shows the error', async () => {
    const toasts = recordToasts()
    mockEndpoint('patch', '/api/seller/product/p1/stock', HttpResponse.json({message: 'nope'}, {status: 500}))
    const {result} = setupShop({token: TOKEN, user: SELLER}).render(() => useToggleProductStock())
    act(() => result.current.mutate({id: 'p1', inStock: true}))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({kind: 'http', status: 500, message: 'nope'})
    expect(toasts).toEqual([['error', 'Stock toggle failed']])
  })
})
