// TanStack's App Router pattern: a new QueryClient per server render, one shared client per browser.
// Client errors (4xx, bad answers) are not retried; they will not get better by asking again.
import {isServer, QueryClient} from '@tanstack/react-query'
import {isShopApiError} from './errors'

const MAX_RETRIES = 2

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (!isShopApiError(error)) return true
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500)
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {staleTime: 60_000, retry: shouldRetry},
      mutations: {retry: false},
    },
  })
}

let browserClient: QueryClient | undefined

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient()
  browserClient ??= makeQueryClient()
  return browserClient
}
