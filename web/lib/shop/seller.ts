// Seller tools: the seller's own products (fetched only for a signed-in seller) and the
// switches for a product's active and stock flags, with the stock toasts of notify.ts.
import {queryOptions, useMutation, useQuery, useQueryClient} from '@tanstack/react-query'
import {z} from 'zod'
import type {ShopApi} from './http-client'
import {notify, TOAST_MESSAGES} from './notify'
import {shopKeys} from './query-keys'
import {sellerProductsAnswer} from './schemas'
import {useSession} from './session'
import {useShop} from './shop-context'

export function sellerProductsQueryOptions(api: ShopApi, canSell: boolean) {
  return queryOptions({
    queryKey: shopKeys.sellerProducts(),
    queryFn: async () => (await api.get('/api/seller/product', sellerProductsAnswer)).products,
    enabled: canSell,
  })
}

export function useSellerProducts() {
  const {api} = useShop()
  const {token, isSeller} = useSession()
  return useQuery(sellerProductsQueryOptions(api, Boolean(token) && isSeller))
}

const productPath = (id: string, action: 'toggle' | 'stock') =>
  `/api/seller/product/${encodeURIComponent(id)}/${action}`

/** Shows or hides a product in the shop. */
export function useToggleProductActive() {
  const {api} = useShop()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({id, isActive}: {id: string; isActive: boolean}) =>
      api.patch(productPath(id, 'toggle'), {isActive}, z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({queryKey: shopKeys.sellerProducts()}),
  })
}

/** Marks a product in or out of stock, and says so in a toast. */
export function useToggleProductStock() {
  const {api} = useShop()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({id, inStock}: {id: string; inStock: boolean}) =>
      api.patch(productPath(id, 'stock'), {inStock}, z.unknown()),
    onSuccess: (_answer, {inStock}) => {
      notify.success(inStock ? TOAST_MESSAGES.stockEnabled : TOAST_MESSAGES.stockDisabled)
      return queryClient.invalidateQueries({queryKey: shopKeys.sellerProducts()})
    },
    onError: () => notify.error(TOAST_MESSAGES.stockToggleFailed),
  })
}
