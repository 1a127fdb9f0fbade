// The shop store's one setting, its API base address, validated once with zod so a typo fails loudly.
// NEXT_PUBLIC_SHOP_API_URL is referenced literally so Next can inline it into a client bundle.
import {z} from 'zod'

export const DEFAULT_SHOP_API_URL = 'http://localhost:4000'

const schema = z.object({
  NEXT_PUBLIC_SHOP_API_URL: z
    .url('must be a full URL such as http://localhost:4000')
    .default(DEFAULT_SHOP_API_URL)
    .transform((url) => url.replace(/\/+$/, '')),
})

export type ShopEnv = {apiUrl: string}

export class ShopEnvError extends Error {
  constructor(detail: string) {
    super(`Invalid environment variable NEXT_PUBLIC_SHOP_API_URL: ${detail}.`)
    this.name = 'ShopEnvError'
  }
}

/** Empty counts as unset, so `NEXT_PUBLIC_SHOP_API_URL=` in a .env file means the default. */
export function parseShopEnv(source: {NEXT_PUBLIC_SHOP_API_URL?: string | undefined}): ShopEnv {
  const value = source.NEXT_PUBLIC_SHOP_API_URL || undefined
  const result = schema.safeParse({NEXT_PUBLIC_SHOP_API_URL: value})
  if (!result.success) throw new ShopEnvError(result.error.issues[0]?.message ?? 'invalid value')
  return {apiUrl: result.data.NEXT_PUBLIC_SHOP_API_URL}
}

let cached: ShopEnv | undefined

export function shopEnv(): ShopEnv {
  cached ??= parseShopEnv({NEXT_PUBLIC_SHOP_API_URL: process.env.NEXT_PUBLIC_SHOP_API_URL})
  return cached
}
