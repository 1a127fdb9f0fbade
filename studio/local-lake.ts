// With no Sanity project configured, the Studio runs against the local Content Lake stand-in
// (`npm run studio`, scripts/content-lake/) that also serves it: no account, no network.
import type {AuthConfig} from 'sanity'

/** The project id the Studio uses when none is configured; the stand-in answers to it. */
export const LOCAL_PROJECT_ID = 'opl-local'

/** The path of the stand-in's one login provider: it logs the visitor in with a local token. */
export const LOCAL_LOGIN_PATH = '/auth/local-login'

/**
 * Sanity's client sends a project's requests to `<projectId>.<apiHost>`, so the stand-in serves the Studio on
 * `opl-local.localhost:<port>` and the API host is the same address without the project: same origin, no CORS.
 */
export function localApiHost(): string {
  if (typeof window === 'undefined') return 'http://localhost:3333' // schema extraction runs the config in Node
  const {protocol, host} = window.location
  return `${protocol}//${host.replace(`${LOCAL_PROJECT_ID}.`, '')}`
}

/** A token login through the stand-in's own provider, which the Studio follows without asking. */
export function localAuth(): AuthConfig {
  const apiHost = localApiHost()
  return {
    apiHost,
    loginMethod: 'token',
    mode: 'replace',
    redirectOnSingle: true,
    providers: [{name: 'local', title: 'Local Studio (no account)', url: `${apiHost}${LOCAL_LOGIN_PATH}`}],
  }
}

/** What the stand-in does not do (releases, scheduling, tasks, media library, announcements): switched off. */
export const LOCAL_FEATURES_OFF = {
  releases: {enabled: false},
  scheduledDrafts: {enabled: false},
  scheduledPublishing: {enabled: false},
  tasks: {enabled: false},
  mediaLibrary: {enabled: false},
  announcements: {enabled: false},
} as const

/**
 * Where the local Studio's Presentation tab may open the site: any port on this machine, since the site a
 * volunteer tries it with (`npm start`, port 3000) or a test's server can be on any of them. Sanity's URL
 * patterns; a Studio on a real project allows only its configured site.
 */
export const LOCAL_SITE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*']

/** Where the stand-in tells the Studio which site its Presentation tab opens: the one setting `npm run studio`
 * makes from `--site-port`, read when the tab opens, so one built Studio follows the site to any port. */
export const LOCAL_PREVIEW_URL_PATH = '/local/preview-url'

/** The site the stand-in names, or `fallback` (the URL the Studio was built with) when it names none. */
export async function localPreviewUrl(fallback: string): Promise<string> {
  if (typeof window === 'undefined') return fallback
  type Told = {url?: unknown}
  const told: Told = await fetch(new URL(LOCAL_PREVIEW_URL_PATH, window.location.origin))
    .then((res): Promise<Told> | Told => (res.ok ? (res.json() as Promise<Told>) : {}))
    .catch((): Told => ({}))
  return typeof told.url === 'string' && told.url ? told.url : fallback
}
