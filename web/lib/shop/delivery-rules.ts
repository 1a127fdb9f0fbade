// Delivery's pure rules: what a serviceability check sends, which cart lines its answer rules out,
// and when a detected location may replace the current one (never over one the user confirmed).
import {formatCartKey, parseCartKey, type Cart} from './cart-rules'
import type {CartMeta, ServiceabilityAnswer} from './schemas'

export type ServiceabilityItem = {
  key: string
  productKey: string
  variantLabel?: string
  sku?: string
  quantity: number
}

export type ServiceabilityRequest = {pincode: string; items: ServiceabilityItem[]; productKeys: string[]}

export function serviceabilityRequest(pincode: string, cart: Cart, meta: CartMeta): ServiceabilityRequest {
  const items = Object.entries(cart).map(([key, quantity]): ServiceabilityItem => {
    const {productKey, variantLabel} = parseCartKey(key)
    const sku = meta[key]?.sku
    return {key, productKey, ...(variantLabel ? {variantLabel} : {}), ...(sku ? {sku} : {}), quantity}
  })
  return {pincode, items, productKeys: [...new Set(items.map((item) => item.productKey))]}
}

/**
 * The cart keys an answer rules out. An entry naming a variant (a "key:label" string, or an object
 * with key or variantLabel) removes that line; one naming only a product removes all its lines.
 */
export function undeliverableCartKeys(cart: Cart, answer: ServiceabilityAnswer): string[] {
  const exactKeys = new Set<string>()
  const productKeys = new Set(answer.undeliverableProductKeys ?? [])
  for (const entry of answer.undeliverable ?? []) {
    if (typeof entry === 'string') {
      if (entry.includes(':')) exactKeys.add(entry)
      else productKeys.add(entry)
    } else if (entry.key) exactKeys.add(entry.key)
    else if (entry.variantLabel) exactKeys.add(formatCartKey(entry.productKey, entry.variantLabel))
    else productKeys.add(entry.productKey)
  }
  return Object.keys(cart).filter((key) => exactKeys.has(key) || productKeys.has(parseCartKey(key).productKey))
}

/** A detected location (GPS, IP…) fills in for the user only until they confirm one by hand. */
export function acceptsDetectedLocation(hasManualLocation: boolean): boolean {
  return !hasManualLocation
}
