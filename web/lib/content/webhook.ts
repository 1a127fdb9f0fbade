// The revalidation webhook's checks: a Sanity webhook (or the embedded dataset watcher) says which
// document type changed; a verified, recent request expires that type's cache tags and pages.
import {decodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {revalidatePath, revalidateTag} from 'next/cache'
import {NextRequest, NextResponse} from 'next/server'
import {parseBody} from 'next-sanity/webhook'
import {isJsonContentType, readCappedText} from '../http/capped-body'
import {WEBHOOK_MAX_BODY_BYTES} from '../limits'
import {contentEnv} from '../env'
import {contentFetch} from './fetch'
import {forgetPublishedSlugs} from './published-slugs'
import {SELF_REVALIDATE_SECRET_ENV, revalidationFor, WEBHOOK_TOLERANCE_MS} from './revalidation'

type WebhookBody = {_type?: unknown; slug?: unknown}

const answer = (status: number, body: object) => NextResponse.json(body, {status})
const unauthorised = () =>
  answer(401, {message: `Missing, stale or invalid ${SIGNATURE_HEADER_NAME} header: nothing revalidated.`})

/** The webhook's secret from the settings, plus the embedded watcher's per-process one when running. */
function signingSecrets(): string[] {
  const secrets = [contentEnv().SANITY_REVALIDATE_SECRET, process.env[SELF_REVALIDATE_SECRET_ENV]]
  return secrets.filter((secret): secret is string => Boolean(secret))
}

/** @sanity/webhook checks the HMAC but not the age; an old signed request is a replay. */
function isRecent(signature: string): boolean {
  try {
    return Math.abs(Date.now() - decodeSignatureHeader(signature).timestamp) <= WEBHOOK_TOLERANCE_MS
  } catch {
    return false
  }
}

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

/** The body when its signature verifies with one of the secrets, else null. */
async function verifiedBody(req: NextRequest, text: string, secrets: string[]): Promise<WebhookBody | null> {
  for (const secret of secrets) {
    // parseBody reads the body once, so each secret gets a copy. No 3 s wait (third argument):
    // the changed pages are rebuilt on their next visit, not now.
    const copy = new NextRequest(req.url, {method: 'POST', headers: req.headers, body: text})
    try {
      const {isValidSignature, body} = await parseBody<WebhookBody>(copy, secret, false)
      if (isValidSignature) return body ?? {}
    } catch {
      // A body that is not JSON: nothing a webhook sends, so it is not verified.
    }
  }
  return null
}

/**
 * Handles POST /api/revalidate: 415 unless JSON, 413 over WEBHOOK_MAX_BODY_BYTES (both before the body
 * is read), 401 unless signed and recent, 400 for a type the site does not show, 503 while the backend
 * does not answer.
 */
export async function handleRevalidateWebhook(req: NextRequest): Promise<NextResponse> {
  const secrets = signingSecrets()
  if (secrets.length === 0) {
    // The detail is for the organiser's log, not for whoever is calling.
    console.error('[webhook] SANITY_REVALIDATE_SECRET is not set: set it to the secret of the Sanity webhook (see docs/organisers.md).')
    return answer(503, {message: 'Revalidation is not configured.'})
  }
  if (!isJsonContentType(req.headers.get('content-type'))) {
    return answer(415, {message: 'Send the webhook body as application/json.'})
  }
  const read = await readCappedText(req, WEBHOOK_MAX_BODY_BYTES)
  if (!read.ok) return answer(413, {message: `The body is over ${WEBHOOK_MAX_BODY_BYTES} bytes: nothing revalidated.`})
  const signature = req.headers.get(SIGNATURE_HEADER_NAME)
  const body = signature && isRecent(signature) ? await verifiedBody(req, read.text, secrets) : null
  if (!body) return unauthorised()

  const target = revalidationFor(body._type)
  if (!target) {
    return answer(400, {message: `Unknown document type ${JSON.stringify(body._type ?? null)}: nothing revalidated.`})
  }
  // Expire nothing while the backend cannot answer: the pages would have nothing to be rebuilt from.
  // A 503 makes Sanity deliver the webhook again later; the cached pages meanwhile stay as they are.
  if (!(await backendAnswers(String(body._type)))) {
    return answer(503, {message: 'The content backend is not answering: nothing revalidated. Try again later.'})
  }
  if (target.tags.includes('teamNote')) forgetPublishedSlugs()
  // expire: 0, not 'max': the next visit must show the change, not a stale copy while it rebuilds.
  for (const tag of target.tags) revalidateTag(tag, {expire: 0})
  for (const path of target.paths) {
    revalidatePath(path, target.layout ? 'layout' : path.includes('[') ? 'page' : undefined)
  }
  return answer(200, {revalidated: {tags: target.tags, paths: target.paths}})
}
