// The security headers every response carries, built once from the settings and applied to every path
// by next.config.ts `headers()` — pages, the 404, route handlers, images, the calendar and the webhook.
//
// The Content-Security-Policy has no per-request nonce so that pages stay prerendered. That forces
// 'unsafe-inline' for scripts (Next's inline flight data and the image-fallback script) and styles
// (styled-components writes <style> tags); everything else is locked to this site. Draft mode (a cookie
// set by /api/draft-mode/enable) gets a wider policy for the Studio's presentation tool and live preview.
import type {ContentEnv} from '../env'

/** The cookie Next sets while draft mode is on. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** The Sanity image CDN: image URLs on the Sanity backend point there. */
const SANITY_IMAGE_CDN = 'https://cdn.sanity.io'

/** Browser features the site never uses, turned off for it and anything it embeds. */
const DISABLED_FEATURES = [
  'accelerometer', 'ambient-light-sensor', 'autoplay', 'battery', 'bluetooth', 'browsing-topics', 'camera',
  'display-capture', 'geolocation', 'gyroscope', 'hid', 'idle-detection', 'magnetometer', 'microphone',
  'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
]

export type Header = {key: string; value: string}

const origin = (url: string) => new URL(url).origin

/** The Sanity API the server and (in draft mode) the browser talk to. */
function sanityApiOrigins(env: ContentEnv): string[] {
  if (!env.SANITY_PROJECT_ID) return []
  const api = env.SANITY_API_HOST ? origin(env.SANITY_API_HOST) : `https://${env.SANITY_PROJECT_ID}.api.sanity.io`
  return [api, api.replace(/^http/, 'ws')]
}

type Policy = Record<string, string[]>

function serialise(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ')
}

/** The CSP for published pages; `draft` widens it for the Studio's presentation tool. */
export function contentSecurityPolicy(env: ContentEnv, {draft = false, dev = false} = {}): string {
  const studio = origin(env.SANITY_STUDIO_URL)
  const api = sanityApiOrigins(env)
  const policy: Policy = {
    'default-src': ["'self'"],
    // Dev mode's fast refresh evaluates code; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(env.backend === 'sanity' ? [SANITY_IMAGE_CDN] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api, ...(dev ? ['ws:'] : [])],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'", studio],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  }
  if (draft) {
    // Visual editing talks to the Studio and reads drafts live from the project's API.
    policy['connect-src'] = [...policy['connect-src']!, studio, 'https://*.api.sanity.io', 'wss://*.api.sanity.io']
    policy['frame-src'] = [...policy['frame-src']!, studio]
    policy['img-src'] = [...policy['img-src']!, SANITY_IMAGE_CDN]
  }
  if (!dev && origin(env.NEXT_PUBLIC_SITE_URL).startsWith('https:')) policy['upgrade-insecure-requests'] = []
  return serialise(policy)
}

/** Every header except the CSP, which depends on draft mode. */
export function baseSecurityHeaders(env: ContentEnv): Header[] {
  const headers: Header[] = [
    {key: 'X-Content-Type-Options', value: 'nosniff'},
    {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {key: 'Permissions-Policy', value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')},
    {key: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
    // Legacy browsers without frame-ancestors: SAMEORIGIN would block the Studio, so it is left to the CSP.
  ]
  if (origin(env.NEXT_PUBLIC_SITE_URL).startsWith('https:')) {
    headers.push({key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'})
  }
  return headers
}

type HeaderRule = {
  source: string
  headers: Header[]
  has?: Array<{type: 'cookie'; key: string}>
  missing?: Array<{type: 'cookie'; key: string}>
}

/** next.config.ts `headers()`: the same headers on every path, the CSP by draft-mode cookie. */
export function securityHeaderRules(env: ContentEnv, {dev = false} = {}): HeaderRule[] {
  const all = '/:path*'
  const draftCookie = [{type: 'cookie' as const, key: DRAFT_MODE_COOKIE}]
  const csp = (draft: boolean): Header => ({key: 'Content-Security-Policy', value: contentSecurityPolicy(env, {draft, dev})})
  return [
    {source: all, headers: baseSecurityHeaders(env)},
    {source: all, missing: draftCookie, headers: [csp(false)]},
    {source: all, has: draftCookie, headers: [csp(true)]},
  ]
}
