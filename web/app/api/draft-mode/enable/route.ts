// GET /api/draft-mode/enable: the Studio's presentation tool opens the site here with a short-lived
// secret; next-sanity checks it against the Content Lake (read token) and turns draft mode on, and the
// site adds its proof that it did (lib/security/draft-proof.ts), which the proxy asks for.
import 'server-only'
import {cookies, draftMode} from 'next/headers'
import {defineEnableDraftMode} from 'next-sanity/draft-mode'
import {connection} from 'next/server'
import {createSanityClient} from '@/lib/content/sanity-client'
import {contentEnv} from '@/lib/env'
import {safeRedirectPath} from '@/lib/http/safe-redirect'
import {DRAFT_PROOF_MAX_AGE_SECONDS, draftProofCookie, makeDraftProof} from '@/lib/security/draft-proof'

const PREVIEW_PATH_PARAM = 'sanity-preview-pathname'

const unavailable = () => Response.json({message: 'Draft preview is not available on this site.'}, {status: 404})

export async function GET(request: Request): Promise<Response> {
  // Asked per request with the settings the server runs with, never prerendered by the build.
  await connection()
  const env = contentEnv()
  if (env.backend !== 'sanity') return unavailable()
  if (!env.SANITY_READ_TOKEN) {
    console.error('[draft-mode] Draft preview needs SANITY_READ_TOKEN: a Sanity API token with Viewer rights (see docs/organisers.md).')
    return unavailable()
  }
  // The client carries the read token (createSanityClient adds it), which the secret check needs.
  try {
    return await defineEnableDraftMode({client: createSanityClient(env)}).GET(withSafePreviewPath(request))
  } finally {
    // next-sanity answers with a redirect it throws; a cookie set here still goes with it.
    if ((await draftMode()).isEnabled) await setDraftProof(env.SANITY_READ_TOKEN)
  }
}

async function setDraftProof(readToken: string) {
  ;(await cookies()).set({...draftProofCookie(), value: await makeDraftProof(readToken), maxAge: DRAFT_PROOF_MAX_AGE_SECONDS})
}

/** next-sanity redirects to the path the Studio names; `//host` there would leave the site. */
function withSafePreviewPath(request: Request): Request {
  const url = new URL(request.url)
  const target = url.searchParams.get(PREVIEW_PATH_PARAM)
  if (target === null) return request
  url.searchParams.set(PREVIEW_PATH_PARAM, safeRedirectPath(target))
  return new Request(url, {headers: request.headers})
}
