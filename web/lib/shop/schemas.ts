// The shapes this store reads from the shop API and from storage, as zod schemas: answers are checked
// where they arrive, so a missing field is a clear ShopApiError rather than a crash three screens later.
import {z} from 'zod'
import {cleanCart} from './cart-rules'

const pincode = z.union([z.string(), z.number()]).transform(String)

export const addressSchema = z.looseObject({
  isDefault: z.boolean().optional(),
  pincode: pincode.optional(),
})

export const userSchema = z.looseObject({
  _id: z.string().min(1),
  role: z.string().optional(),
  addresses: z.array(addressSchema).optional(),
})

export const variantSchema = z.looseObject({
  label: z.string(),
  sku: z.string(),
  price: z.number(),
  offerPrice: z.number().nullable().optional(),
  isActive: z.boolean().default(true),
  inStock: z.boolean().default(true),
})

export const productSchema = z.looseObject({
  _id: z.string().optional(),
  productKey: z.string().min(1),
  name: z.string().optional(),
  isActive: z.boolean().optional(),
  inStock: z.boolean().optional(),
  variants: z.array(variantSchema).default([]),
})

/** Quantities that are not positive finite numbers, and keys that say "undefined", are dropped. */
export const cartSchema = z.record(z.string(), z.unknown()).transform(cleanCart)

export const cartLineMetaSchema = z.object({
  sku: z.string().optional(),
  productKey: z.string().min(1),
  variantLabel: z.string().optional(),
})

export const cartMetaSchema = z.record(z.string(), cartLineMetaSchema)

export const deliveryLocationSchema = z.object({
  pincode: z.string().min(1),
  city: z.string().optional(),
  area: z.string().optional(),
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
  /** GeoJSON order: [lng, lat]. */
  coordinates: z.tuple([z.number(), z.number()]).nullable().optional(),
  /** How the location was found, e.g. "gps", "ip", "address" or "manual". */
  source: z.string().optional(),
})

export type ShopUser = z.infer<typeof userSchema>
export type Address = z.infer<typeof addressSchema>
export type Variant = z.infer<typeof variantSchema>
export type Product = z.infer<typeof productSchema>
export type CartLineMeta = z.infer<typeof cartLineMetaSchema>
export type CartMeta = Readonly<Record<string, CartLineMeta>>
export type DeliveryLocation = z.infer<typeof deliveryLocationSchema>

// Answers, one per endpoint (the table in README.md). "Answer used: not shown" endpoints are read as `z.unknown()`.
export const productListAnswer = z.object({success: z.literal(true), products: z.array(productSchema)})
export const productByKeyAnswer = z.object({success: z.literal(true), product: productSchema})
export const sellerProductsAnswer = z.object({products: z.array(productSchema)})
export const cartAnswer = z.object({cartItems: cartSchema})
export const wishlistAnswer = z.object({
  success: z.literal(true),
  products: z.array(z.looseObject({productKey: z.string().min(1)})),
})
export const deliverySettingsAnswer = z.object({settings: z.looseObject({deliveryMode: z.string()})})
export const deliveryStagesAnswer = z.object({stages: z.array(z.unknown())})

const undeliverableEntry = z.union([
  z.string(),
  z.looseObject({productKey: z.string(), variantLabel: z.string().optional(), key: z.string().optional()}),
])

export const serviceabilityAnswer = z.looseObject({
  undeliverable: z.array(undeliverableEntry).optional(),
  undeliverableProductKeys: z.array(z.string()).optional(),
})

export type WishlistProduct = z.infer<typeof wishlistAnswer>['products'][number]
export type DeliveryStage = z.infer<typeof deliveryStagesAnswer>['stages'][number]
export type ServiceabilityAnswer = z.infer<typeof serviceabilityAnswer>
