// The one transport to the shop API: adds the stored bearer token, ends the session on 401, and turns
// every failure (status, network, bad JSON, missing fields) into a ShopApiError instead of a stray throw.
import type {z} from 'zod'
import {ShopApiError} from './errors'
import {SESSION_STORAGE_KEYS} from './storage-keys'
import type {ShopStore} from './store'

export type HttpMethod = 'GET' | 'POST' | 'PATCH'

export type ShopApi = {
  request<T>(method: HttpMethod, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T>
  get<T>(path: string, schema: z.ZodType<T>): Promise<T>
  post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T>
  patch<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T>
}

export type ShopApiOptions = {
  baseUrl: string
  store: ShopStore
  fetch?: typeof globalThis.fetch
  /** Called after a 401 has cleared the session from storage (the provider drops cached user data). */
  onSessionEnded?: () => void
}

function parseJson(text: string): {ok: true; value: unknown} | {ok: false} {
  if (text.trim() === '') return {ok: true, value: null} // "answer not shown" endpoints may send nothing
  try {
    return {ok: true, value: JSON.parse(text) as unknown}
  } catch {
    return {ok: false}
  }
}

function messageIn(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || !('message' in value)) return undefined
  return typeof value.message === 'string' && value.message !== '' ? value.message : undefined
}

export function createShopApi({baseUrl, store, fetch = globalThis.fetch, onSessionEnded}: ShopApiOptions): ShopApi {
  const root = baseUrl.replace(/\/+$/, '')

  async function request<T>(method: HttpMethod, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const fail = (kind: ShopApiError['kind'], status: number, message: string, cause?: unknown) =>
      new ShopApiError({kind, status, message, path, cause})

    const headers: Record<string, string> = {Accept: 'application/json'}
    const token = store.read('token')
    if (token) headers.Authorization = `Bearer ${token}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'

    let response: Response
    let text: string
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      text = await response.text()
    } catch (cause) {
      throw fail('network', 0, `Could not reach the shop server (${method} ${path}).`, cause)
    }

    const parsed = parseJson(text)
    if (response.status === 401) {
      // Only the session the request was made under ends: a late 401 from before a new sign-in
      // must not sign the new session out.
      if (token && store.read('token') === token) {
        store.remove(...SESSION_STORAGE_KEYS)
        onSessionEnded?.()
      }
      throw fail('http', 401, (parsed.ok && messageIn(parsed.value)) || 'Your session has ended. Please log in again.')
    }
    if (!response.ok) {
      const detail = parsed.ok ? messageIn(parsed.value) : undefined
      throw fail('http', response.status, detail ?? `The shop server answered ${response.status} to ${method} ${path}.`)
    }
    if (!parsed.ok) throw fail('malformed-json', response.status, `The shop server sent a body that is not JSON (${path}).`)

    const value = parsed.value
    if (value !== null && typeof value === 'object' && 'success' in value && value.success === false) {
      throw fail('rejected', response.status, messageIn(value) ?? `The shop server refused ${method} ${path}.`)
    }
    const result = schema.safeParse(value)
    if (!result.success) {
      const issue = result.error.issues[0]
      const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'answer'
      throw fail('unexpected-shape', response.status, `Unexpected answer from ${path}: ${where}: ${issue?.message ?? 'invalid'}.`, result.error)
    }
    return result.data
  }

  return {
    request,
    get: (path, schema) => request('GET', path, schema),
    post: (path, body, schema) => request('POST', path, schema, body),
    patch: (path, body, schema) => request('PATCH', path, schema, body),
  }
}
