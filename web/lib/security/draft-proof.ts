// Tells a real draft-preview visit from a made-up one. Next's own draft cookie (__prerender_bypass)
// is checked by Next for content, but anything outside Next that reacts to it — the wider draft CSP,
// `private, no-store` — would react to a cookie anyone can type. So /api/draft-mode/enable also sets
// DRAFT_PROOF_COOKIE: an expiry signed with a key made from the read token (which every instance of the
// site shares and no visitor has). The proxy believes draft mode only with a valid proof.
import 'server-only'

/** The cookie Next sets while draft mode is on. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** The site's own proof that this server turned draft mode on. */
export const DRAFT_PROOF_COOKIE = 'opl-draft-proof'

/** How long a proof is good for: a working day of previewing, then the Studio opens the site again. */
export const DRAFT_PROOF_MAX_AGE_SECONDS = 12 * 60 * 60

/**
 * The proof cookie's attributes, as Next's own draft cookie has them for the Studio's Presentation tab,
 * which shows the site in a frame of another site: SameSite=None and Secure, and Partitioned — a browser
 * that blocks third-party cookies keeps only partitioned ones in a frame (next-sanity partitions Next's
 * draft cookies so), and without its proof the page would be the published one. In development (plain
 * http, one site) a lax cookie.
 */
export function draftProofCookie(dev = process.env.NODE_ENV === 'development') {
  return dev
    ? ({name: DRAFT_PROOF_COOKIE, path: '/', httpOnly: true, sameSite: 'lax', secure: false} as const)
    : ({name: DRAFT_PROOF_COOKIE, path: '/', httpOnly: true, sameSite: 'none', secure: true, partitioned: true} as const)
}

const encoder = new TextEncoder()

async function signingKey(readToken: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest('SHA-256', encoder.encode(`opl draft proof\0${readToken}`))
  return crypto.subtle.importKey('raw', material, {name: 'HMAC', hash: 'SHA-256'}, false, ['sign', 'verify'])
}

const base64url = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('base64url')

/** A proof valid until `now` + DRAFT_PROOF_MAX_AGE_SECONDS. */
export async function makeDraftProof(readToken: string, now = Date.now()): Promise<string> {
  const expires = String(now + DRAFT_PROOF_MAX_AGE_SECONDS * 1000)
  const signature = await crypto.subtle.sign('HMAC', await signingKey(readToken), encoder.encode(expires))
  return `${expires}.${base64url(signature)}`
}

/** Whether `value` is a proof this site signed that has not expired. */
export async function isDraftProof(readToken: string | undefined, value: string | undefined, now = Date.now()): Promise<boolean> {
  if (!readToken || !value) return false
  const [expires, signature, ...rest] = value.split('.')
  if (!expires || !signature || rest.length || !/^\d{1,15}$/.test(expires) || Number(expires) < now) return false
  const bytes = Buffer.from(signature, 'base64url')
  return crypto.subtle.verify('HMAC', await signingKey(readToken), bytes, encoder.encode(expires))
}
