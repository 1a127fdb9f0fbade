// @vitest-environment jsdom
import {act, waitFor} from '@testing-library/react'
import {HttpResponse} from 'msw'
import {afterEach, describe, expect, it} from 'vitest'
import {useCart} from './cart'
import {shopKeys} from './query-keys'
import {defaultPincode, useSession} from './session'
import {browserStorage} from './store'
import {CUSTOMER, mockEndpoint, SELLER, setupShop, setupShopServer, TOKEN} from './test-utils'
import {useWishlist} from './wishlist'
import {useProductList} from './products'
import {userSchema} from './schemas'

setupShopServer()
afterEach(() => window.localStorage.clear())

describe('session', () => {
  it('derives userId and role flags from the stored token and user, and follows signIn', () => {
    const {result} = setupShop().render(() => useSession())
    expect(result.current).toMatchObject({token: null, user: null, userId: null, isSeller: false})
    act(() => result.current.signIn(TOKEN, SELLER))
    expect(result.current).toMatchObject({token: TOKEN, userId: 's1', isSeller: true, isAdmin: false, isDelivery: false})
  })

  it('logout clears token, user, cart and metadata from storage, and cart, wishlist and products from the cache', async () => {
    mockEndpoint('post', '/api/cart/get', {cartItems: {tee: 2}})
    mockEndpoint('get', '/api/wishlist/u1', {success: true, products: [{productKey: 'tee'}]})
    mockEndpoint('get', '/api/product/list', {success: true, products: []})
    mockEndpoint('get', '/api/public/delivery-settings', {settings: {deliveryMode: 'pincode'}})
    const {render, store, queryClient} = setupShop({token: TOKEN, user: CUSTOMER, storage: browserStorage()})
    store.write('guestCart', {cap: 1})
    store.write('cartMeta', {cap: {productKey: 'cap'}})
    store.write('deliveryLocation', {pincode: '562125'})
    await queryClient.prefetchQuery({queryKey: shopKeys.deliverySettings(), queryFn: () => ({deliveryMode: 'pincode'})})
    const {result} = render(() => ({session: useSession(), cart: useCart(), wishlist: useWishlist(), products: useProductList()}))
    await waitFor(() => expect(result.current.cart.count).toBe(2))
    await waitFor(() => expect(result.current.wishlist.isSuccess && result.current.products.isSuccess).toBe(true))

    act(() => result.current.session.logout())

    for (const key of ['token', 'user', 'guestCart', 'cartMeta']) expect(window.localStorage.getItem(key)).toBeNull()
    expect(result.current.session).toMatchObject({token: null, user: null, userId: null})
    expect(result.current.cart.items).toEqual({})
    expect(queryClient.getQueryData(shopKeys.cart('u1'))).toBeUndefined()
    expect(queryClient.getQueryData(shopKeys.wishlist('u1'))).toBeUndefined()
    expect(queryClient.getQueryData(shopKeys.productList())).toBeUndefined()
    // Not the session's: the public delivery settings and the chosen location stay.
    expect(queryClient.getQueryData(shopKeys.deliverySettings())).toEqual({deliveryMode: 'pincode'})
    expect(store.read('deliveryLocation')).toEqual({pincode: '562125'})
  })

  it('a 401 from any call signs the user out of every hook', async () => {
    mockEndpoint('get', '/api/wishlist/u1', HttpResponse.json({message: 'expired'}, {status: 401}))
    const {result} = setupShop({token: TOKEN, user: CUSTOMER}).render(() => ({session: useSession(), wishlist: useWishlist()}))
    await waitFor(() => expect(result.current.session.userId).toBeNull())
    expect(result.current.session.token).toBeNull()
  })

  it.each([
    [CUSTOMER, '562125'],
    [{_id: 'u2', addresses: [{pincode: 560001}, {pincode: '560103', isDefault: false}]}, '560001'],
    [{_id: 'u3'}, null],
    [null, null],
  ])('defaultPincode(%j) is %j (numeric pincodes read as text)', (user, pincode) => {
    expect(defaultPincode(user && userSchema.parse(user))).toBe(pincode)
  })
})
