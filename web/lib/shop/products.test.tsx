// @vitest-environment jsdom
import {waitFor} from '@testing-library/react'
import {HttpResponse} from 'msw'
import {describe, expect, it} from 'vitest'
import {useProduct, useProductList} from './products'
import {shopKeys} from './query-keys'
import {CUSTOMER, malformedJson, mockEndpoint, setupShop, setupShopServer, TOKEN} from './test-utils'

setupShopServer()

const tee = {
  _id: 'p1',
  productKey: 'tee',
  name: 'OPL tee',
  variants: [{label: 'XL', sku: 'TEE-XL', price: 599, offerPrice: 499, isActive: true, inStock: false}],
}

describe('products', () => {
  it('GET /api/product/list with the bearer header; the products are the data', async () => {
    const calls = mockEndpoint('get', '/api/product/list', {success: true, products: [tee]})
    const {render, queryClient} = setupShop({token: TOKEN, user: CUSTOMER})
    const {result} = render(() => useProductList())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual([tee])
    expect(calls).toEqual([{method: 'GET', path: '/api/product/list', authorization: `Bearer ${TOKEN}`, body: undefined}])
    expect(queryClient.getQueryData(shopKeys.productList())).toEqual([tee])
  })

  it('fills variant defaults (isActive, inStock) when the server leaves them out', async () => {
    mockEndpoint('get', '/api/product/list', {success: true, products: [{productKey: 'cap', variants: [{label: 'One', sku: 'CAP', price: 199}]}]})
    const {result} = setupShop().render(() => useProductList())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.[0]?.variants[0]).toMatchObject({isActive: true, inStock: true})
  })

  it('POST /api/product/key with the productKey; the product is the data', async () => {
    const calls = mockEndpoint('post', '/api/product/key', {success: true, product: tee})
    const {result} = setupShop({token: TOKEN, user: CUSTOMER}).render(() => useProduct('tee'))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.variants[0]?.sku).toBe('TEE-XL')
    expect(calls).toEqual([{method: 'POST', path: '/api/product/key', authorization: `Bearer ${TOKEN}`, body: {productKey: 'tee'}}])
  })

  it('does not ask for a product with an empty key', async () => {
    const {result} = setupShop().render(() => useProduct(''))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.fetchStatus).toBe('idle') // an unhandled request would have failed the test
  })

  it.each([
    ['a 500', HttpResponse.json({message: 'boom'}, {status: 500}), 'http'],
    ['a network failure', HttpResponse.error(), 'network'],
    ['malformed JSON', malformedJson(), 'malformed-json'],
    ['a missing products field', {success: true}, 'unexpected-shape'],
    ['success: false', {success: false, products: []}, 'rejected'],
  ])('%s leaves a clear error state, not a throw', async (_name, answer, kind) => {
    mockEndpoint('get', '/api/product/list', answer)
    const {result} = setupShop().render(() => useProductList())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({name: 'ShopApiError', kind})
    expect(result.current.data).toBeUndefined()
  })
})
