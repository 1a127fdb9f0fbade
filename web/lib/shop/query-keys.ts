// Every React Query key of the shop store, built here only, so logout can drop exactly the
// session-bound data (cart, wishlist, products) and nothing else.
export const shopKeys = {
  all: ['shop'] as const,
  products: () => [...shopKeys.all, 'products'] as const,
  productList: () => [...shopKeys.products(), 'list'] as const,
  product: (productKey: string) => [...shopKeys.products(), 'key', productKey] as const,
  sellerProducts: () => [...shopKeys.all, 'seller-products'] as const,
  cart: (userId: string) => [...shopKeys.all, 'cart', userId] as const,
  cartRoot: () => [...shopKeys.all, 'cart'] as const,
  wishlist: (userId: string) => [...shopKeys.all, 'wishlist', userId] as const,
  wishlistRoot: () => [...shopKeys.all, 'wishlist'] as const,
  deliverySettings: () => [...shopKeys.all, 'delivery-settings'] as const,
  deliveryStages: () => [...shopKeys.all, 'delivery-stages'] as const,
}

/** What logout removes from the cache: everything tied to the person who was signed in. */
export const SESSION_QUERY_ROOTS = [
  shopKeys.cartRoot(),
  shopKeys.wishlistRoot(),
  shopKeys.products(),
  shopKeys.sellerProducts(),
] as const
