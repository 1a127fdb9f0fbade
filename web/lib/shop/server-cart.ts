// The signed-in user's cart on the server: read with /api/cart/get, replaced whole with
// /api/cart/update, emptied with /api/cart/clear. The answer's cartItems are cleaned on arrival.
import {queryOptions} from '@tanstack/react-query'
import {z} from 'zod'
import type {Cart} from './cart-rules'
import type {ShopApi} from './http-client'
import {shopKeys} from './query-keys'
import {cartAnswer} from './schemas'

export function serverCartQueryOptions(api: ShopApi, userId: string | null) {
  return queryOptions({
    queryKey: shopKeys.cart(userId ?? ''),
    queryFn: async (): Promise<Cart> => (await api.post('/api/cart/get', {userId}, cartAnswer)).cartItems,
    enabled: userId !== null,
  })
}

export async function saveServerCart(api: ShopApi, userId: string, cartItems: Cart): Promise<void> {
  await api.post('/api/cart/update', {userId, cartItems}, z.unknown())
}

export async function clearServerCart(api: ShopApi, userId: string): Promise<void> {
  await api.post('/api/cart/clear', {userId}, z.unknown())
}
