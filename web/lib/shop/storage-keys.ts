// The six values the shop store keeps in localStorage, each with its schema and clean default, named
// once so nothing else spells a key by hand or trusts what it reads back. The keys carry the
// STORAGE_PREFIX so that another script on the origin cannot mistake (or be mistaken for) the shop's
// session token; see README.md for why the token is in storage rather than a cookie.
import {z} from 'zod'
import {EMPTY_CART} from './cart-rules'
import {cartMetaSchema, cartSchema, deliveryLocationSchema, userSchema} from './schemas'
import type {CartMeta, DeliveryLocation, ShopUser} from './schemas'
import type {Cart} from './cart-rules'

export const STORAGE_PREFIX = 'opl.shop.'

export const STORAGE_KEYS = {
  token: `${STORAGE_PREFIX}token`,
  user: `${STORAGE_PREFIX}user`,
  guestCart: `${STORAGE_PREFIX}guestCart`,
  cartMeta: `${STORAGE_PREFIX}cartMeta`,
  deliveryLocation: `${STORAGE_PREFIX}deliveryLocation`,
  hasManualLocation: `${STORAGE_PREFIX}hasManualLocation`,
} as const

export type StorageKey = keyof typeof STORAGE_KEYS

/** Everything that belongs to the signed-in user: cleared together at logout and on a 401. */
export const SESSION_STORAGE_KEYS = ['token', 'user', 'guestCart', 'cartMeta'] as const satisfies readonly StorageKey[]

export type StoredValues = {
  token: string | null
  user: ShopUser | null
  guestCart: Cart
  cartMeta: CartMeta
  deliveryLocation: DeliveryLocation | null
  hasManualLocation: boolean
}

const EMPTY_META: CartMeta = Object.freeze({})

/** What a missing or corrupt value reads as. Shared references, so React sees stable snapshots. */
export const STORED_DEFAULTS: Readonly<StoredValues> = Object.freeze({
  token: null,
  user: null,
  guestCart: EMPTY_CART,
  cartMeta: EMPTY_META,
  deliveryLocation: null,
  hasManualLocation: false,
})

type Codec<T> = {decode: (raw: string) => T; encode: (value: T) => string}

/** JSON values go through their schema; anything unparseable or off-shape becomes the default. */
function jsonCodec<K extends StorageKey>(key: K, schema: z.ZodType<StoredValues[K]>): Codec<StoredValues[K]> {
  return {
    decode(raw) {
      try {
        const result = schema.safeParse(JSON.parse(raw))
        return result.success ? result.data : STORED_DEFAULTS[key]
      } catch {
        return STORED_DEFAULTS[key]
      }
    },
    encode: (value) => JSON.stringify(value),
  }
}

/** The token is kept as the raw string the server issued, as the original store did. */
const tokenCodec: Codec<string | null> = {
  decode: (raw) => (raw.trim() === '' || raw === 'undefined' || raw === 'null' ? null : raw),
  encode: (value) => value ?? '',
}

export const CODECS: {[K in StorageKey]: Codec<StoredValues[K]>} = {
  token: tokenCodec,
  user: jsonCodec('user', userSchema.nullable()),
  guestCart: jsonCodec('guestCart', cartSchema),
  cartMeta: jsonCodec('cartMeta', cartMetaSchema),
  deliveryLocation: jsonCodec('deliveryLocation', deliveryLocationSchema.nullable()),
  hasManualLocation: jsonCodec('hasManualLocation', z.boolean()),
}
