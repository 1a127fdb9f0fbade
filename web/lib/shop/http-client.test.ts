// The transport against msw: bearer header, 401 session clearing and each failure kind.
import {HttpResponse} from 'msw'
import {describe, expect, it} from 'vitest'
import {z} from 'zod'
import {ShopApiError} from './errors'
import {createShopApi} from './http-client'
import {createMemoryStorage, createShopStore} from './store'
import {API, CUSTOMER, malformedJson, mockEndpoint, setupShopServer, TOKEN} from './test-utils'

setupShopServer()

function client(token?: string) {
  const store = createShopStore(createMemoryStorage())
  if (token) {
    store.write('token', token)
    store.write('user', CUSTOMER)
  }
  store.write('guestCart', {tee: 2})
  store.write('cartMeta', {tee: {productKey: 'tee'}})
  const ended = {count: 0}
  const api = createShopApi({baseUrl: `${API}/`, store, onSessionEnded: () => void ended.count++})
  return {store, api, ended}
}

const answer = z.object({products: z.array(z.object({productKey: z.string()}))})

async function failure(promise: Promise<unknown>): Promise<ShopApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ShopApiError)
  return error as ShopApiError
}

describe('shop HTTP client', () => {
  it('adds the stored token as a bearer header, sends JSON and returns the checked answer', async () => {
    const calls = mockEndpoint('post', '/api/product/key', {products: [{productKey: 'tee'}]})
    const {api} = client(TOKEN)
    await expect(api.post('/api/product/key', {productKey: 'tee'}, answer)).resolves.toEqual({products: [{productKey: 'tee'}]})
    expect(calls).toEqual([{method: 'POST', path: '/api/product/key', authorization: `Bearer ${TOKEN}`, body: {productKey: 'tee'}}])
  })

  it('sends no Authorization header when no token is stored', async () => {
    const calls = mockEndpoint('get', '/api/product/list', {products: []})
    await client().api.get('/api/product/list', answer)
    expect(calls[0]?.authorization).toBeNull()
  })

  it('on 401 clears every piece of user state and tells the provider (which drops cached lists)', async () => {
    mockEndpoint('get', '/api/seller/product', HttpResponse.json({message: 'jwt expired'}, {status: 401}))
    const {api, store, ended} = client(TOKEN)
    const error = await failure(api.get('/api/seller/product', answer))
    expect(error).toMatchObject({kind: 'http', status: 401, message: 'jwt expired'})
    expect(store.read('token')).toBeNull()
    expect(store.read('user')).toBeNull()
    expect(store.read('guestCart')).toEqual({})
    expect(store.read('cartMeta')).toEqual({})
    expect(ended.count).toBe(1)
  })

  it('a late 401 from a request made under an older session leaves the new session alone', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    mockEndpoint('get', '/api/seller/product', async () => {
      await gate
      return HttpResponse.json({message: 'jwt expired'}, {status: 401})
    })
    const {api, store, ended} = client('old-token')
    const pending = failure(api.get('/api/seller/product', answer))
    store.write('token', 'new-token') // the user signed in again while the old request was in flight
    release()
    expect(await pending).toMatchObject({status: 401})
    expect(store.read('token')).toBe('new-token')
    expect(store.read('user')).toEqual(CUSTOMER)
    expect(ended.count).toBe(0)
  })

  it('turns a 500 into an http error with the server message', async () => {
    mockEndpoint('get', '/api/product/list', HttpResponse.json({message: 'db down'}, {status: 500}))
    const error = await failure(client(TOKEN).api.get('/api/product/list', answer))
    expect(error).toMatchObject({kind: 'http', status: 500, message: 'db down', path: '/api/product/list'})
  })

  it('turns a bodiless 503 into an http error that names the status', async () => {
    mockEndpoint('get', '/api/product/list', new HttpResponse(null, {status: 503}))
    const error = await failure(client().api.get('/api/product/list', answer))
    expect(error.message).toMatch(/503/)
    expect(error.status).toBe(503)
  })

  it('turns a network failure into a network error with status 0', async () => {
    mockEndpoint('get', '/api/product/list', HttpResponse.error())
    const error = await failure(client().api.get('/api/product/list', answer))
    expect(error).toMatchObject({kind: 'network', status: 0})
  })

  it('turns a body that is not JSON into a malformed-json error', async () => {
    mockEndpoint('get', '/api/product/list', malformedJson())
    expect(await failure(client().api.get('/api/product/list', answer))).toMatchObject({kind: 'malformed-json', status: 200})
  })

  it('turns an answer missing a field into an unexpected-shape error naming the field', async () => {
    mockEndpoint('get', '/api/product/list', {items: []})
    const error = await failure(client().api.get('/api/product/list', answer))
    expect(error.kind).toBe('unexpected-shape')
    expect(error.message).toMatch(/products/)
  })

  it('treats success: false as a rejection carrying the server message', async () => {
    mockEndpoint('post', '/api/product/key', {success: false, message: 'Product not found'})
    const error = await failure(client().api.post('/api/product/key', {productKey: 'x'}, answer))
    expect(error).toMatchObject({kind: 'rejected', message: 'Product not found'})
  })

  it('accepts an empty body where the answer is not used', async () => {
    mockEndpoint('post', '/api/cart/clear', new HttpResponse(null, {status: 204}))
    await expect(client(TOKEN).api.post('/api/cart/clear', {userId: 'u1'}, z.unknown())).resolves.toBeNull()
  })
})
