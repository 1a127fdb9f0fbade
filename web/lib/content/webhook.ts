// The revalidation webhook's checks: a Sanity webhook (or the embedded dataset watcher) says which
// document type changed; a verified, recent request expires that type's cache tags and pages.
import {decodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {revalidatePath, revalidateTag} from 'next/cache'
import {NextRequest, NextResponse} from 'next/server'
import {parseBody} from 'next-sanity/webhook'
import {contentEnv} from '../env'
import {EMBEDDED_REVALIDATE_SECRET_ENV, revalidationFor, WEBHOOK_TOLERANCE_MS} from './revalidation'

type WebhookBody = {_type?: unknown; slug?: unknown}

const answer = (status: number, body: object) => NextResponse.json(body, {status})

/** The webhook's secret from the settings, plus the embedded watcher's per-process one when running. */
function signingSecrets(): string[] {
  const secrets = [contentEnv().SANITY_REVALIDATE_SECRET, process.env[EMBEDDED_REVALIDATE_SECRET_ENV]]
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

/** The body when its signature verifies with one of the secrets, else null. */
async function verifiedBody(req: NextRequest, secrets: string[]): Promise<WebhookBody | null> {
  const text = await req.text()
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

/** Handles POST /api/revalidate: 401 unless signed and recent, 400 for a type the site does not show. */
export async function handleRevalidateWebhook(req: NextRequest): Promise<NextResponse> {
  const secrets = signingSecrets()
  if (secrets.length === 0) {
    return answer(500, {
      message: 'SANITY_REVALIDATE_SECRET is not set: set it to the secret of the Sanity webhook (see docs/organisers.md).',
    })
  }
  const signature = req.headers.get(SIGNATURE_HEADER_NAME)
  const body = signature && isRecent(signature) ? await verifiedBody(req, secrets) : null
  if (!body) {
    return answer(401, {message: `Missing, stale or invalid ${SIGNATURE_HEADER_NAME} header: nothing revalidated.`})
  }

  const target = revalidationFor(body._type)
  if (!target) {
    return answer(400, {message: `Unknown document type ${JSON.stringify(body._type ?? null)}: nothing revalidated.`})
  }
  // expire: 0, not 'max': the next visit must show the change, not a stale copy while it rebuilds.
  for (const tag of target.tags) revalidateTag(tag, {expire: 0})
  for (const path of target.paths) {
    revalidatePath(path, target.layout ? 'layout' : path.includes('[') ? 'page' : undefined)
  }
  return answer(200, {revalidated: {tags: target.tags, paths: target.paths}})
}
