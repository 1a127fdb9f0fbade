// This server asking itself to expire cached types: the embedded dataset watcher after an edit, and
// the outage retry after Sanity answered nothing. Requests go to its own /api/revalidate, signed like
// a Sanity webhook with a secret made per process, so nothing outside this server can sign for it.
import {randomBytes} from 'node:crypto'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {SELF_REVALIDATE_SECRET_ENV} from './revalidation'

/** This process's signing secret, made on first use (the webhook handler reads it from the env). */
function ownSecret(): string {
  process.env[SELF_REVALIDATE_SECRET_ENV] ||= randomBytes(32).toString('base64url')
  return process.env[SELF_REVALIDATE_SECRET_ENV]
}

/** A request to /api/revalidate saying `type` changed, signed like a Sanity webhook. */
export async function signedRevalidateRequest(origin: string, type: string, secret: string): Promise<Request> {
  const body = JSON.stringify({_type: type})
  const signature = await encodeSignatureHeader(body, Date.now(), secret)
  return new Request(new URL('/api/revalidate', origin), {
    method: 'POST',
    headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature},
    body,
  })
}

/** This server's own address, from the settings Next's server listens by: HOSTNAME (every interface
 * when unset or 0.0.0.0, reached on the loopback then) and PORT (default 3000). */
export function selfOrigin(env: Record<string, string | undefined> = process.env): string {
  const host = !env.HOSTNAME || env.HOSTNAME === '0.0.0.0' || env.HOSTNAME === '::' ? '127.0.0.1' : env.HOSTNAME
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 3000}`
}

/** Expires the cached pages and data of each type on this server. */
export async function revalidateOwnTypes(types: readonly string[]): Promise<void> {
  const secret = ownSecret()
  await Promise.all(
    types.map(async (type) => {
      const res = await fetch(await signedRevalidateRequest(selfOrigin(), type, secret))
      // 400 is a type the site does not show (e.g. an asset document): nothing to refresh.
      if (!res.ok && res.status !== 400) console.warn(`[content] revalidating ${type}: HTTP ${res.status}`)
    }),
  )
}

/** Runs `task` once this server accepts connections (it may still be starting when asked), retrying
 * every 250 ms for at most 30 s; `what` names the task in the one warning if it never succeeds. */
export async function whenServerAnswers(task: () => Promise<void>, what: string, attempts = 120): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= attempts) return console.warn(`[content] ${what} failed:`, error)
      await new Promise((resolve) => setTimeout(resolve, 250).unref()) // never what keeps a process alive
    }
  }
}

/** Forgets this process's secret (the watcher's restart in tests). */
export function forgetOwnSecret(): void {
  delete process.env[SELF_REVALIDATE_SECRET_ENV]
}
