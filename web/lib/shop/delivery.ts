// Delivery: the public settings and stages, the customer's delivery location (detected, or confirmed
// by hand), and the serviceability check that removes lines the address cannot receive.
import {queryOptions, useMutation, useQuery} from '@tanstack/react-query'
import {useCart} from './cart'
import {removeKeys} from './cart-rules'
import {acceptsDetectedLocation, serviceabilityRequest, undeliverableCartKeys} from './delivery-rules'
import type {ShopApi} from './http-client'
import {notify, TOAST_MESSAGES} from './notify'
import {shopKeys} from './query-keys'
import {deliverySettingsAnswer, deliveryStagesAnswer, serviceabilityAnswer, type DeliveryLocation} from './schemas'
import {useShop, useStored} from './shop-context'

export function deliverySettingsQueryOptions(api: ShopApi) {
  return queryOptions({
    queryKey: shopKeys.deliverySettings(),
    queryFn: async () => (await api.get('/api/public/delivery-settings', deliverySettingsAnswer)).settings,
  })
}

export function deliveryStagesQueryOptions(api: ShopApi) {
  return queryOptions({
    queryKey: shopKeys.deliveryStages(),
    queryFn: async () => (await api.get('/api/public/delivery-stages', deliveryStagesAnswer)).stages,
  })
}

export const useDeliverySettings = () => useQuery(deliverySettingsQueryOptions(useShop().api))
export const useDeliveryStages = () => useQuery(deliveryStagesQueryOptions(useShop().api))

export type DeliveryLocationState = {
  location: DeliveryLocation | null
  /** True once the user confirmed a location by hand; detection then no longer overrides it. */
  isManual: boolean
  /** Stores a detected location unless one was confirmed by hand; says whether it was stored. */
  detect: (location: DeliveryLocation) => boolean
  confirm: (location: DeliveryLocation) => void
  clear: () => void
}

export function useDeliveryLocation(): DeliveryLocationState {
  const {store} = useShop()
  return {
    location: useStored('deliveryLocation'),
    isManual: useStored('hasManualLocation'),
    detect(location) {
      if (!acceptsDetectedLocation(store.read('hasManualLocation'))) return false
      store.write('deliveryLocation', location)
      return true
    },
    confirm(location) {
      store.write('deliveryLocation', location)
      store.write('hasManualLocation', true)
    },
    clear: () => store.remove('deliveryLocation', 'hasManualLocation'),
  }
}

/** Checks the cart against a pincode; lines that cannot be delivered are removed, with toasts. */
export function useServiceabilityCheck() {
  const {api} = useShop()
  const cart = useCart()
  return useMutation({
    mutationFn: (pincode: string) =>
      api.post('/api/cart/check-serviceability', serviceabilityRequest(pincode, cart.items, cart.meta), serviceabilityAnswer),
    onSuccess: (answer, pincode) => {
      let removed: string[] = []
      cart.update((current) => {
        removed = undeliverableCartKeys(current, answer)
        return removed.length > 0 ? removeKeys(current, removed) : current
      })
      if (removed.length === 0) return
      notify.error(TOAST_MESSAGES.notDeliverable(pincode))
      notify.info(TOAST_MESSAGES.removedUndeliverable)
    },
  })
}
