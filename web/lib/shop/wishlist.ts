// The signed-in user's wishlist: read by user id, and add/remove by product key; each change
// refetches the list so it shows what the server kept.
import {queryOptions, useMutation, useQuery, useQueryClient} from '@tanstack/react-query'
import {z} from 'zod'
import type {ShopApi} from './http-client'
import {shopKeys} from './query-keys'
import {wishlistAnswer} from './schemas'
import {useSession} from './session'
import {useShop} from './shop-context'

export function wishlistQueryOptions(api: ShopApi, userId: string | null) {
  return queryOptions({
    queryKey: shopKeys.wishlist(userId ?? ''),
    queryFn: async () =>
      (await api.get(`/api/wishlist/${encodeURIComponent(userId ?? '')}`, wishlistAnswer)).products,
    enabled: userId !== null,
  })
}

export function useWishlist() {
  const {api} = useShop()
  const {userId} = useSession()
  return useQuery(wishlistQueryOptions(api, userId))
}

function useWishlistChange(action: 'add' | 'remove') {
  const {api} = useShop()
  const {userId} = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (productKey: string) => {
      if (userId === null) throw new Error('Log in to use the wishlist.')
      await api.post(`/api/wishlist/${action}`, {userId, productKey}, z.unknown())
    },
    onSuccess: () => queryClient.invalidateQueries({queryKey: shopKeys.wishlistRoot()}),
  })
}

export const useAddToWishlist = () => useWishlistChange('add')
export const useRemoveFromWishlist = () => useWishlistChange('remove')
