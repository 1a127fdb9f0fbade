// The cart a screen uses: the guest cart in storage, or the server cart once someone is signed in.
// Server changes are optimistic and rolled back on failure, so a bad answer never damages the cart.
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query'
import * as rules from './cart-rules'
import type {Cart} from './cart-rules'
import {notify, TOAST_MESSAGES} from './notify'
import {shopKeys} from './query-keys'
import type {CartMeta, Variant} from './schemas'
import {clearServerCart, saveServerCart, serverCartQueryOptions} from './server-cart'
import {useSession} from './session'
import {useShop, useStored} from './shop-context'

export type CartState = {
  items: Cart
  meta: CartMeta
  count: number
  isLoading: boolean
  /** The last failure to load or save the cart; the cart itself is left as it was. */
  error: Error | null
  /** Applies a change to the current cart; false when the cart cannot change yet (not loaded). */
  update: (change: (cart: Cart) => Cart) => boolean
  add: (productKey: string, variant?: Pick<Variant, 'label' | 'sku'>) => boolean
  increment: (key: string) => boolean
  decrement: (key: string) => boolean
  setQuantity: (key: string, quantity: number) => boolean
  remove: (keys: Iterable<string>) => boolean
  clear: () => void
}

type Change = {next: Cart; previous: Cart}

export function useCart(): CartState {
  const {api, store} = useShop()
  const {userId} = useSession()
  const queryClient = useQueryClient()
  const guestCart = useStored('guestCart')
  const meta = useStored('cartMeta')
  const server = useQuery(serverCartQueryOptions(api, userId))
  const queryKey = shopKeys.cart(userId ?? '')

  const rollback = (_error: Error, {previous}: Change) => queryClient.setQueryData(queryKey, previous)
  const save = useMutation({
    mutationFn: ({next}: Change) => saveServerCart(api, userId ?? '', next),
    onSuccess: (_answer, {next}) => store.write('cartMeta', rules.pruneMeta(store.read('cartMeta'), next)),
    onError: rollback,
  })
  const wipe = useMutation({
    mutationFn: (_change: Change) => clearServerCart(api, userId ?? ''),
    onSuccess: () => store.write('cartMeta', {}),
    onError: rollback,
  })

  const update = (change: (cart: Cart) => Cart): boolean => {
    if (userId === null) {
      const current = store.read('guestCart')
      const next = change(current)
      if (next === current) return true
      store.write('guestCart', next)
      store.write('cartMeta', rules.pruneMeta(store.read('cartMeta'), next))
      return true
    }
    const previous = queryClient.getQueryData<Cart>(queryKey)
    if (previous === undefined) return false // never overwrite a server cart we have not read
    const next = change(previous)
    if (next === previous) return true // nothing to save
    void queryClient.cancelQueries({queryKey})
    queryClient.setQueryData(queryKey, next) // set before mutate, so rapid changes build on each other
    save.mutate({next, previous})
    return true
  }

  const add = (productKey: string, variant?: Pick<Variant, 'label' | 'sku'>): boolean => {
    const key = rules.formatCartKey(productKey, variant?.label)
    if (!rules.isValidCartKey(key)) return false
    if (!update((cart) => rules.increment(cart, key))) return false
    const line = {productKey, ...(variant ? {sku: variant.sku, variantLabel: variant.label} : {})}
    store.write('cartMeta', {...store.read('cartMeta'), [key]: line})
    notify.success(TOAST_MESSAGES.addedToCart)
    return true
  }

  const clear = () => {
    if (userId === null) return void store.remove('guestCart', 'cartMeta')
    const previous = queryClient.getQueryData<Cart>(queryKey) ?? rules.EMPTY_CART
    queryClient.setQueryData(queryKey, rules.EMPTY_CART)
    wipe.mutate({next: rules.EMPTY_CART, previous})
  }

  const items = userId === null ? guestCart : (server.data ?? rules.EMPTY_CART)
  return {
    items,
    meta,
    count: rules.cartCount(items),
    isLoading: server.isLoading,
    error: server.error ?? save.error ?? wipe.error ?? null,
    update,
    add,
    increment: (key) => update((cart) => rules.increment(cart, key)),
    decrement: (key) => update((cart) => rules.decrement(cart, key)),
    setQuantity: (key, quantity) => update((cart) => rules.setQuantity(cart, key, quantity)),
    remove: (keys) => update((cart) => rules.removeKeys(cart, keys)),
    clear,
  }
}
