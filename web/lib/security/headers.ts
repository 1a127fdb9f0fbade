// The security headers every response carries. Those that never change (nosniff, referrer, permissions,
// opener) are fixed in next.config.ts `headers()`; those that follow the settings — the CSP's Studio and
// API origins, HSTS and upgrade-insecure-requests for an https site — are written by web/proxy.ts from
// the environment the server was started with (next.config's headers are frozen when the site is built).
//
// The Content-Security-Policy has no per-request nonce so that pages stay prerendered (a nonce makes
// every page render on every request: docs/security.md). That keeps 'unsafe-inline' for scripts (Next's
// inline flight data and the image-fallback script) and styles (styled-components writes <style> tags);
// everything else is locked to this site. Draft mode gets a wider policy for the Studio's presentation
// tool and live preview.
import type {ContentEnv} from '../env'

/** The Sanity image CDN: image URLs on the Sanity backend point there. */
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
  const images = origin(env.SANITY_CDN_HOST)
  const policy: Policy = {
    'default-src': ["'self'"],
    // Dev mode's fast refresh evaluates code; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(env.backend === 'sanity' ? [images] : [])],
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
    policy['img-src'] = [...new Set([...policy['img-src']!, images])]
  }
  if (!dev && origin(env.NEXT_PUBLIC_SITE_URL).startsWith('https:')) policy['upgrade-insecure-requests'] = []
  return serialise(policy)
}

/** Every header that does not depend on the settings: next.config.ts `headers()`. */
export function fixedSecurityHeaders(): Header[] {
  return [
    {key: 'X-Content-Type-Options', value: 'nosniff'},
    {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {key: 'Permissions-Policy', value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')},
    {key: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
    // Legacy browsers without frame-ancestors: SAMEORIGIN would block the Studio, so it is left to the CSP.
  ]
}

/** HSTS's max-age: two years, as browsers' preload lists ask. */
const HSTS_MAX_AGE_SECONDS = 63_072_000

/** The headers that follow the settings, for a published page or (`draft`) a draft preview. */
export function settingsSecurityHeaders(env: ContentEnv, {draft = false, dev = false} = {}): Header[] {
  const headers: Header[] = [{key: 'Content-Security-Policy', value: contentSecurityPolicy(env, {draft, dev})}]
  if (!dev && origin(env.NEXT_PUBLIC_SITE_URL).startsWith('https:')) {
    headers.push({key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`})
  }
  return headers
}

/** next.config.ts `headers()`: the fixed headers on every path. */
export function fixedSecurityHeaderRules(): Array<{source: string; headers: Header[]}> {
  return [{source: '/:path*', headers: fixedSecurityHeaders()}]
}
