// What web/proxy.ts adds to every answer: the security headers that follow the settings the server was
// started with, and for a draft-preview visit this site vouches for, the draft CSP and no caching. A
// draft cookie without the site's proof is taken out of the request, so Next answers as if it were not
// there (a made-up cookie changes nothing: not the policy, not the page, not a cached copy).
import 'server-only'
import type {NextRequest} from 'next/server'
import {contentEnv} from '../env'
import {DRAFT_MODE_COOKIE, DRAFT_PROOF_COOKIE, isDraftProof} from './draft-proof'
import {settingsSecurityHeaders, type Header} from './headers'

/** Next's cookie that carries draft-mode data for the Pages Router; dropped with the bypass cookie. */
const PREVIEW_DATA_COOKIE = '__next_preview_data'

export type DraftVisit = 'none' | 'vouched' | 'made-up'

export async function draftVisit(request: NextRequest): Promise<DraftVisit> {
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return 'none'
  const proof = request.cookies.get(DRAFT_PROOF_COOKIE)?.value
  return (await isDraftProof(contentEnv().SANITY_READ_TOKEN, proof)) ? 'vouched' : 'made-up'
}

/** The request's headers without the draft cookies (for a made-up visit). */
export function withoutDraftCookies(request: NextRequest): Headers {
  const headers = new Headers(request.headers)
  const kept = request.cookies.getAll().filter(({name}) => name !== DRAFT_MODE_COOKIE && name !== PREVIEW_DATA_COOKIE)
  if (kept.length) headers.set('cookie', kept.map(({name, value}) => `${name}=${value}`).join('; '))
  else headers.delete('cookie')
  return headers
}

const dev = process.env.NODE_ENV === 'development'
let published: Header[] | undefined
let draft: Header[] | undefined

/** The headers for this visit, made once per process from its settings. */
export function responseHeaders(visit: DraftVisit): Header[] {
  if (visit !== 'vouched') return (published ??= settingsSecurityHeaders(contentEnv(), {dev}))
  draft ??= [...settingsSecurityHeaders(contentEnv(), {draft: true, dev}), {key: 'Cache-Control', value: 'private, no-store'}]
  return draft
}
