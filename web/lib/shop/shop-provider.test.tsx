// @vitest-environment jsdom
import {useQueryClient} from '@tanstack/react-query'
import {act, render, renderHook, screen, waitFor} from '@testing-library/react'
import {describe, expect, it} from 'vitest'
import {ShopApiError} from './errors'
import {notify, TOAST_LIMIT} from './notify'
import {getQueryClient, shouldRetry} from './query-client'
import {useShop} from './shop-context'
import {ShopProvider} from './shop-provider'
import {setupShop} from './test-utils'

describe('ShopProvider', () => {
  it('shows toasts through sonner, at most TOAST_LIMIT (20) at once', async () => {
    const {wrapper: Wrapper} = setupShop()
    render(<Wrapper>shop</Wrapper>)
    act(() => {
      for (let n = 1; n <= 25; n++) notify.info(`Toast ${n}`)
    })
    await waitFor(() => expect(screen.getByText('Toast 25')).toBeTruthy())
    expect(TOAST_LIMIT).toBe(20)
    expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(TOAST_LIMIT)
  })

  it('gives hooks its QueryClient, store and API client', () => {
    const shop = setupShop()
    const {result} = renderHook(() => ({shop: useShop(), client: useQueryClient()}), {wrapper: shop.wrapper})
    expect(result.current.client).toBe(shop.queryClient)
    expect(result.current.shop.store).toBe(shop.store)
    expect(result.current.shop.api).toBe(shop.api)
  })

  it('builds its own store and API client when none are injected', () => {
    const {result} = renderHook(() => useShop(), {wrapper: ({children}) => <ShopProvider>{children}</ShopProvider>})
    expect(typeof result.current.api.get).toBe('function')
    expect(result.current.store.read('guestCart')).toEqual({})
  })

  it('a shop hook outside the provider fails with a message that says what to do', () => {
    expect(() => renderHook(() => useShop())).toThrow(/inside <ShopProvider>/)
  })
})

describe('query client', () => {
  it('getQueryClient keeps one client per browser', () => {
    expect(getQueryClient()).toBe(getQueryClient())
  })

  const error = (kind: ShopApiError['kind'], status: number) => new ShopApiError({kind, status, message: 'x', path: '/'})
  it.each([
    [error('network', 0), 0, true],
    [error('http', 503), 1, true],
    [error('http', 503), 2, false],
    [error('http', 404), 0, false],
    [error('http', 401), 0, false],
    [error('malformed-json', 200), 0, false],
    [error('unexpected-shape', 200), 0, false],
  ])('retries %s after %d failures: %s', (failure, count, retry) => {
    expect(shouldRetry(count, failure)).toBe(retry)
  })
})
