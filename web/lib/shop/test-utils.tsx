// Shared test wiring (not a test itself): an msw server standing in for the shop API that records each
// request, and a fresh QueryClient + memory store + provider per test, as the style guide asks.
import {QueryClient} from '@tanstack/react-query'
import {renderHook} from '@testing-library/react'
import {http, HttpResponse} from 'msw'
import {setupServer} from 'msw/node'
import type {ReactNode} from 'react'
import {afterAll, afterEach, beforeAll, vi} from 'vitest'
import {createShopApi} from './http-client'
import {notify} from './notify'
import type {ShopUser} from './schemas'
import {ShopProvider} from './shop-provider'
import {createMemoryStorage, createShopStore, type KeyValueStorage} from './store'

export const API = 'http://shop.test'
export const TOKEN = 'tok-123'
export const CUSTOMER: ShopUser = {_id: 'u1', role: 'user', addresses: [{isDefault: true, pincode: '562125'}]}
export const SELLER: ShopUser = {_id: 's1', role: 'seller'}

export const server = setupServer()

export type RecordedRequest = {method: string; path: string; authorization: string | null; body: unknown}

/** Starts msw for a test file; any request without a handler fails the test. */
export function setupShopServer(): RecordedRequest[] {
  const seen: RecordedRequest[] = []
  beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
  afterEach(() => {
    server.resetHandlers()
    seen.length = 0
    vi.restoreAllMocks()
  })
  afterAll(() => server.close())
  server.events.on('request:start', ({request}) => {
    const url = new URL(request.url)
    seen.push({method: request.method, path: url.pathname, authorization: request.headers.get('authorization'), body: undefined})
  })
  return seen
}

type Reply = Response | Record<string, unknown>
type Answer = Reply | ((body: unknown) => Reply | Promise<Reply>)

/** Answers one endpoint and returns the list of requests it received (method, path, bearer, JSON body). */
export function mockEndpoint(method: 'get' | 'post' | 'patch', path: string, answer: Answer = {}): RecordedRequest[] {
  const calls: RecordedRequest[] = []
  server.use(
    http[method](`${API}${path}`, async ({request}) => {
      const text = await request.text()
      const body: unknown = text ? JSON.parse(text) : undefined
      calls.push({method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), body})
      const out = typeof answer === 'function' ? await answer(body) : answer
      return out instanceof Response ? out : HttpResponse.json(out)
    }),
  )
  return calls
}

export const malformedJson = () => new HttpResponse('{"products": [', {headers: {'Content-Type': 'application/json'}})

/** Replaces the toasts with a recorder: [kind, message] pairs in the order shown. */
export function recordToasts(): Array<[string, string]> {
  const shown: Array<[string, string]> = []
  for (const kind of ['success', 'error', 'info'] as const) {
    vi.spyOn(notify, kind).mockImplementation((message: string) => void shown.push([kind, message]))
  }
  return shown
}

export function setupShop(options: {token?: string; user?: ShopUser; storage?: KeyValueStorage} = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {queries: {retry: false, gcTime: Infinity}, mutations: {retry: false}},
  })
  const store = createShopStore(options.storage ?? createMemoryStorage())
  if (options.token) store.write('token', options.token)
  if (options.user) store.write('user', options.user)
  const api = createShopApi({baseUrl: API, store})
  const wrapper = ({children}: {children: ReactNode}) => (
    <ShopProvider queryClient={queryClient} store={store} api={api}>
      {children}
    </ShopProvider>
  )
  const render = <T,>(hook: () => T) => renderHook(hook, {wrapper})
  return {queryClient, store, api, wrapper, render}
}
