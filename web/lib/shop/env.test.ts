// The API base address comes from NEXT_PUBLIC_SHOP_API_URL, validated, with a local default.
import {describe, expect, it} from 'vitest'
import {DEFAULT_SHOP_API_URL, parseShopEnv, ShopEnvError} from './env'

describe('parseShopEnv', () => {
  it('defaults to the local development server when unset or empty', () => {
    expect(parseShopEnv({}).apiUrl).toBe('http://localhost:4000')
    expect(parseShopEnv({NEXT_PUBLIC_SHOP_API_URL: ''}).apiUrl).toBe(DEFAULT_SHOP_API_URL)
  })

  it('takes a configured URL, without a trailing slash', () => {
    expect(parseShopEnv({NEXT_PUBLIC_SHOP_API_URL: 'https://api.shop.example/'}).apiUrl).toBe('https://api.shop.example')
  })

  it('rejects a value that is not a URL, naming the variable', () => {
    expect(() => parseShopEnv({NEXT_PUBLIC_SHOP_API_URL: 'localhost 4000'})).toThrow(ShopEnvError)
    expect(() => parseShopEnv({NEXT_PUBLIC_SHOP_API_URL: 'localhost 4000'})).toThrow(/NEXT_PUBLIC_SHOP_API_URL/)
  })
})
