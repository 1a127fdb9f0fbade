// Product reads: the catalogue and one product by key, as queryOptions factories a screen can use
// with useQuery, prefetch on the server, or read from the cache.
import {queryOptions, useQuery} from '@tanstack/react-query'
import type {ShopApi} from './http-client'
import {shopKeys} from './query-keys'
import {productByKeyAnswer, productListAnswer} from './schemas'
import {useShop} from './shop-context'

export function productListQueryOptions(api: ShopApi) {
  return queryOptions({
    queryKey: shopKeys.productList(),
    queryFn: async () => (await api.get('/api/product/list', productListAnswer)).products,
  })
}

export function productQueryOptions(api: ShopApi, productKey: string) {
  return queryOptions({
    queryKey: shopKeys.product(productKey),
    queryFn: async () => (await api.post('/api/product/key', {productKey}, productByKeyAnswer)).product,
    enabled: productKey !== '',
  })
}

export function useProductList() {
  return useQuery(productListQueryOptions(useShop().api))
}

export function useProduct(productKey: string) {
  return useQuery(productQueryOptions(useShop().api, productKey))
}
