// The cart's rules as plain functions (no React, no storage), so they are table- and property-tested:
// a cart is a map of key → quantity, the key being productKey with an optional ":variantLabel".
export type Cart = Readonly<Record<string, number>>

export const EMPTY_CART: Cart = Object.freeze({})

export type CartKeyParts = {productKey: string; variantLabel?: string}

const BLANK_TEXTS = new Set(['', 'undefined', 'null'])

export function formatCartKey(productKey: string, variantLabel?: string): string {
  return variantLabel ? `${productKey}:${variantLabel}` : productKey
}

/** Splits at the first colon: product keys have none, variant labels may. */
export function parseCartKey(key: string): CartKeyParts {
  const colon = key.indexOf(':')
  if (colon === -1) return {productKey: key}
  const productKey = key.slice(0, colon)
  const variantLabel = key.slice(colon + 1)
  return variantLabel ? {productKey, variantLabel} : {productKey}
}

/** Empty keys and the texts "undefined" / "null" (left by `${undefined}`) never name a product. */
export function isValidCartKey(key: string): boolean {
  if (BLANK_TEXTS.has(key.trim())) return false
  return !BLANK_TEXTS.has(parseCartKey(key).productKey.trim())
}

/** The most of one line a cart holds; quantities are whole numbers from 1 to this. */
export const MAX_QUANTITY = 99

export function isValidQuantity(quantity: unknown): quantity is number {
  return Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= MAX_QUANTITY
}

/** A requested quantity as a cart line holds it: whole, at most MAX_QUANTITY; 0 when it should go. */
function normaliseQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity < 1) return 0
  return Math.min(Math.floor(quantity), MAX_QUANTITY)
}

export function cleanCart(input: Readonly<Record<string, unknown>>): Cart {
  // fromEntries defines own properties, so even a key like "__proto__" stays plain data
  return Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, number] => isValidCartKey(entry[0]) && isValidQuantity(entry[1])),
  )
}

/** Sets a line's quantity (whole, capped at MAX_QUANTITY); below 1 or a non-number removes the line. */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (!isValidCartKey(key)) return cart
  const {[key]: _removed, ...rest} = cart
  const next = normaliseQuantity(quantity)
  return next > 0 ? {...rest, [key]: next} : rest
}

export function increment(cart: Cart, key: string, by = 1): Cart {
  return setQuantity(cart, key, (cart[key] ?? 0) + by)
}

export function decrement(cart: Cart, key: string, by = 1): Cart {
  return setQuantity(cart, key, (cart[key] ?? 0) - by)
}

export function removeKeys(cart: Cart, keys: Iterable<string>): Cart {
  const drop = new Set(keys)
  return Object.fromEntries(Object.entries(cart).filter(([key]) => !drop.has(key)))
}

/** Removes every line of the given products, whatever the variant. */
export function removeProducts(cart: Cart, productKeys: Iterable<string>): Cart {
  const drop = new Set(productKeys)
  return Object.fromEntries(Object.entries(cart).filter(([key]) => !drop.has(parseCartKey(key).productKey)))
}

export function cartCount(cart: Cart): number {
  return Object.values(cart).reduce((sum, quantity) => sum + quantity, 0)
}

/** Keeps metadata only for lines still in the cart, so stale SKUs do not pile up in storage. */
export function pruneMeta<T>(meta: Readonly<Record<string, T>>, cart: Cart): Record<string, T> {
  return Object.fromEntries(Object.entries(meta).filter(([key]) => Object.hasOwn(cart, key)))
}
