// Prices in rupees as the shop shows them (en-IN grouping, ₹), and which of a variant's prices applies.
import type {Variant} from './schemas'

const RUPEES = new Intl.NumberFormat('en-IN', {style: 'currency', currency: 'INR'})

export function formatPrice(amount: number): string {
  return RUPEES.format(amount)
}

/** The offer price when it is a real discount, else the list price. */
export function sellingPrice(variant: Pick<Variant, 'price' | 'offerPrice'>): number {
  const {price, offerPrice} = variant
  return typeof offerPrice === 'number' && offerPrice >= 0 && offerPrice < price ? offerPrice : price
}

/** Variants a customer can buy: active and in stock. */
export function buyableVariants<V extends Pick<Variant, 'isActive' | 'inStock'>>(variants: readonly V[]): V[] {
  return variants.filter((variant) => variant.isActive && variant.inStock)
}
