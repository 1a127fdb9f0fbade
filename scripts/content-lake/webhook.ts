// What a GROQ-powered webhook does on Sanity: after each transaction, one signed POST per published
// document it created, updated or deleted, whose body is the webhook's projection of that document
// (`{_type, "slug": slug.current}`, as docs/organisers.md sets it up). Drafts never trigger it.
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {runQuery} from './query'
import type {Transaction} from './store'

export type WebhookOptions = {url: string; secret: string; projection?: string}

/** The projection docs/organisers.md gives the site's webhook. */
export const DEFAULT_WEBHOOK_PROJECTION = '{_type, "slug": slug.current}'
/** A webhook call that takes longer than this is given up (Sanity retries; the stand-in logs it). */
export const WEBHOOK_TIMEOUT_MS = 10_000

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')

/** One webhook call and the site's answer, kept for the tests (what was refreshed). */
export type WebhookDelivery = {documentId: string; operation: string; status: number | string; answer: unknown}

export function webhookSender({url, secret, projection = DEFAULT_WEBHOOK_PROJECTION}: WebhookOptions, onDelivery: (delivery: WebhookDelivery) => void) {
  return async (transaction: Transaction) => {
    for (const change of transaction.changes) {
      const doc = change.after ?? change.before
      if (!doc || !isPublishedId(change.id) || doc._type.startsWith('sanity.')) continue
      const operation = !change.before ? 'create' : !change.after ? 'delete' : 'update'
      const body = JSON.stringify(await runQuery(`*[0]${projection}`, {}, [doc]))
      const signature = await encodeSignatureHeader(body, Date.now(), secret)
      const res = await fetch(url, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER_NAME]: signature,
          'sanity-operation': operation,
          'sanity-document-id': change.id,
          'sanity-transaction-id': transaction.id,
          'sanity-transaction-time': transaction.timestamp,
        },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      }).catch((error: unknown) => ({ok: false, status: String(error), json: async () => undefined}))
      if (!res.ok) console.warn(`[content-lake] webhook to ${url} for ${change.id}: ${res.status}`)
      onDelivery({documentId: change.id, operation, status: res.status, answer: await res.json().catch(() => undefined)})
    }
  }
}
