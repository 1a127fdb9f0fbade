// The revalidation webhook's checks: Sanity's GROQ webhook says which document type changed; a
// verified, recent request expires that type's cache tags and pages.
import 'server-only'
import {decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {LRUCache} from 'lru-cache'
import {NextResponse, type NextRequest} from 'next/server'
import {isJsonContentType, readCappedText} from '../http/capped-body'
import {warnAtMostEvery} from '../http/rate-limited-log'
import {WEBHOOK_FUTURE_SKEW_MS, WEBHOOK_MAX_BODY_BYTES, WEBHOOK_SEEN_MAX_ENTRIES, WEBHOOK_TOLERANCE_MS} from '../limits'
import {contentEnv} from '../env'
import {expireContentTags} from './expire'
import {contentFetch} from './fetch'
import {revalidationFor} from '../../../league/site/revalidation'

type WebhookBody = {_type?: unknown; slug?: unknown}

const answer = (status: number, body: object) => NextResponse.json(body, {status})
const unauthorised = () =>
  answer(401, {message: `Missing, stale or invalid ${SIGNATURE_HEADER_NAME} header: nothing revalidated.`})

/** @sanity/webhook checks the HMAC but not the age: an old signed request is a replay, and one dated
 * ahead would stay valid for longer than the window. */
function isRecent(signature: string): boolean {
  try {
    const age = Date.now() - decodeSignatureHeader(signature).timestamp
    return age <= WEBHOOK_TOLERANCE_MS && age >= -WEBHOOK_FUTURE_SKEW_MS
  } catch {
    return false
  }
}

/** Signatures of deliveries already acted on, for as long as they could still pass isRecent. */
const handled = new LRUCache<string, true>({max: WEBHOOK_SEEN_MAX_ENTRIES, ttl: WEBHOOK_TOLERANCE_MS + WEBHOOK_FUTURE_SKEW_MS})

/** Whether the backend answers a small query now (bounded by the client's timeout and retries). */
async function backendAnswers(type: string): Promise<boolean> {
  try {
    await contentFetch<number>('count(*[_type == $type])', {type})
    return true
  } catch (error) {
    console.error(`[webhook] ${type} changed, but the content backend did not answer (${error instanceof Error ? error.message : String(error)}): nothing revalidated; the sender should retry.`)
    return false
  }
}

/** Whether the body, exactly as sent, is signed with the secret (a malformed header is not). */
function isSigned(text: string, signature: string, secret: string): Promise<boolean> {
  return isValidSignature(text, signature, secret).catch(() => false)
}

/** The signed body as an object, or null when it is not a JSON object (a sender's bug, not an attack). */
function parsedBody(text: string): WebhookBody | null {
  try {
    const body: unknown = JSON.parse(text)
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as WebhookBody) : null
  } catch {
    return null
  }
}

/**
 * Handles POST /api/revalidate: 415 unless JSON, 413 over WEBHOOK_MAX_BODY_BYTES (both before the body
 * is read), 401 unless signed and recent, 409 for a delivery already handled, 400 for a signed body that
 * is not a JSON object or names a type the site does not show, 503 while the backend does not answer.
 */
export async function handleRevalidateWebhook(req: NextRequest): Promise<NextResponse> {
  const secret = contentEnv().SANITY_REVALIDATE_SECRET
  if (!secret) {
    // The detail is for the organiser's log, not for whoever is calling.
    console.error('[webhook] SANITY_REVALIDATE_SECRET is not set: set it to the secret of the Sanity webhook (see docs/organisers.md).')
    return answer(503, {message: 'Revalidation is not configured.'})
  }
  if (!isJsonContentType(req.headers.get('content-type'))) {
    return answer(415, {message: 'Send the webhook body as application/json.'})
  }
  const read = await readCappedText(req, WEBHOOK_MAX_BODY_BYTES)
  if (!read.ok && read.reason === 'aborted') {
    warnAtMostEvery('webhook-aborted', '[webhook] a client dropped its upload before the body ended: nothing revalidated.')
    return answer(400, {message: 'The body ended early: nothing revalidated.'})
  }
  if (!read.ok) return answer(413, {message: `The body is over ${WEBHOOK_MAX_BODY_BYTES} bytes: nothing revalidated.`})
  const signature = req.headers.get(SIGNATURE_HEADER_NAME)
  if (!signature || !isRecent(signature) || !(await isSigned(read.text, signature, secret))) return unauthorised()
  if (handled.has(signature)) return answer(409, {message: 'This delivery was already handled: nothing revalidated.'})
  const body = parsedBody(read.text)
  if (!body) return answer(400, {message: 'The signed body is not a JSON object: nothing revalidated.'})

  const target = revalidationFor(body._type)
  if (!target) {
    return answer(400, {message: `Unknown document type ${JSON.stringify(body._type ?? null)}: nothing revalidated.`})
  }
  // Expire nothing while the backend cannot answer: the pages would have nothing to be rebuilt from.
  // A 503 makes Sanity deliver the webhook again later; the cached pages meanwhile stay as they are.
  if (!(await backendAnswers(String(body._type)))) {
    return answer(503, {message: 'The content backend is not answering: nothing revalidated. Try again later.'})
  }
  // Remembered only once acted on: a delivery answered 503 may come again with the same signature.
  handled.set(signature, true)
  // Expired, not marked stale: the next visit must show the change, not a stale copy while it rebuilds.
  // The tag alone: every cached page and data entry that read this type carries it.
  await expireContentTags(target.tags)
  return answer(200, {revalidated: {tags: target.tags}})
}
