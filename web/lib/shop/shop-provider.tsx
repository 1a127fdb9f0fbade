// The one thing a future shop screen mounts: React Query, the API client, storage and the toaster.
// No route uses it today, so none of this reaches the public pages' JavaScript.
'use client'
import {QueryClientProvider, type QueryClient} from '@tanstack/react-query'
import {useState, type ReactNode} from 'react'
import {Toaster} from 'sonner'
import {shopEnv} from './env'
import {createShopApi, type ShopApi} from './http-client'
import {TOAST_LIMIT} from './notify'
import {getQueryClient} from './query-client'
import {endSession} from './session'
import {ShopContext, type ShopContextValue} from './shop-context'
import {createShopStore, type ShopStore} from './store'

export type ShopProviderProps = {
  children: ReactNode
  /** Injected in tests; defaults to getQueryClient(). */
  queryClient?: QueryClient
  /** Injected in tests; defaults to window.localStorage (memory on the server). */
  store?: ShopStore
  /** Injected in tests; defaults to a client on NEXT_PUBLIC_SHOP_API_URL. */
  api?: ShopApi
}

export function ShopProvider({children, queryClient, store, api}: ShopProviderProps) {
  const [client] = useState(() => queryClient ?? getQueryClient())
  const [shop] = useState<ShopContextValue>(() => {
    const shopStore = store ?? createShopStore()
    // On a 401 the client has already cleared storage; drop the cached user data with it.
    const onSessionEnded = () => endSession(null, client)
    return {store: shopStore, api: api ?? createShopApi({baseUrl: shopEnv().apiUrl, store: shopStore, onSessionEnded})}
  })
  return (
    <QueryClientProvider client={client}>
      <ShopContext.Provider value={shop}>
        {children}
        <Toaster visibleToasts={TOAST_LIMIT} richColors closeButton />
      </ShopContext.Provider>
    </QueryClientProvider>
  )
}
