// The shop store's public surface: what a future shop screen imports. Nothing in the public site
// imports this module today (the shop has no screens yet), and an ESLint rule keeps it that way.
export {ShopProvider, type ShopProviderProps} from './shop-provider'
export {getQueryClient, makeQueryClient} from './query-client'
export {shopEnv, parseShopEnv, DEFAULT_SHOP_API_URL} from './env'
export {ShopApiError, isShopApiError, type ShopApiErrorKind} from './errors'
export {createShopApi, type ShopApi} from './http-client'
export {createShopStore, createMemoryStorage, browserStorage, type ShopStore, type KeyValueStorage} from './store'
export {STORAGE_KEYS, type StorageKey, type StoredValues} from './storage-keys'
export {shopKeys} from './query-keys'
export {TOAST_LIMIT, TOAST_MESSAGES, notify} from './notify'
export * from './cart-rules'
export {roleFlags, ROLES, type RoleFlags} from './roles'
export {formatPrice, sellingPrice, buyableVariants} from './price'
export type {ShopUser, Address, Product, Variant, CartLineMeta, CartMeta, DeliveryLocation} from './schemas'
export {useShop, useStored} from './shop-context'
export {useSession, defaultPincode, type Session} from './session'
export {useCart, type CartState} from './cart'
export {serverCartQueryOptions} from './server-cart'
export {productListQueryOptions, productQueryOptions, useProductList, useProduct} from './products'
export {sellerProductsQueryOptions, useSellerProducts, useToggleProductActive, useToggleProductStock} from './seller'
export {wishlistQueryOptions, useWishlist, useAddToWishlist, useRemoveFromWishlist} from './wishlist'
export {
  deliverySettingsQueryOptions,
  deliveryStagesQueryOptions,
  useDeliverySettings,
  useDeliveryStages,
  useDeliveryLocation,
  useServiceabilityCheck,
} from './delivery'
export {serviceabilityRequest, undeliverableCartKeys, acceptsDetectedLocation} from './delivery-rules'
