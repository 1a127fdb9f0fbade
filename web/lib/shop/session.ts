// Who is signed in (token + user from storage), their role flags, and logout, which clears the
// session from storage and from the React Query cache in one step (endSession, shared with a 401).
import {useQueryClient, type QueryClient} from '@tanstack/react-query'
import {useCallback, useMemo} from 'react'
import {SESSION_QUERY_ROOTS} from './query-keys'
import {roleFlags, type RoleFlags} from './roles'
import type {ShopUser} from './schemas'
import {useShop, useStored} from './shop-context'
import {SESSION_STORAGE_KEYS} from './storage-keys'
import type {ShopStore} from './store'

/** Removes every piece of the user's state: stored session, cart and cart metadata, cached lists. */
export function endSession(store: ShopStore | null, queryClient: QueryClient): void {
  // Addresses live on the stored user, so removing the user clears them too.
  store?.remove(...SESSION_STORAGE_KEYS)
  for (const queryKey of SESSION_QUERY_ROOTS) queryClient.removeQueries({queryKey})
}

export type Session = RoleFlags & {
  token: string | null
  user: ShopUser | null
  /** Set only when both a token and a user are stored: the id server calls are made for. */
  userId: string | null
  signIn: (token: string, user: ShopUser) => void
  logout: () => void
}

export function useSession(): Session {
  const {store} = useShop()
  const queryClient = useQueryClient()
  const token = useStored('token')
  const user = useStored('user')

  const signIn = useCallback(
    (nextToken: string, nextUser: ShopUser) => {
      store.write('token', nextToken)
      store.write('user', nextUser)
    },
    [store],
  )

  const logout = useCallback(() => endSession(store, queryClient), [store, queryClient])

  return useMemo(
    () => ({...roleFlags(user), token, user, userId: token && user ? user._id : null, signIn, logout}),
    [token, user, signIn, logout],
  )
}

/** The pincode of the user's default address (or first address), for a delivery check. */
export function defaultPincode(user: ShopUser | null): string | null {
  const addresses = user?.addresses ?? []
  const address = addresses.find((candidate) => candidate.isDefault) ?? addresses[0]
  return address?.pincode ?? null
}
