// The one Next.js config. It sits at the repo root because the design card puts it there;
// Next finds it by searching upward from web/ (`next build web`).
import {existsSync} from 'node:fs'
import path from 'node:path'
import type {NextConfig} from 'next'
import {type ContentEnv, EnvError, parseContentEnv} from './web/lib/env'
import {PAGE_EXPIRE_SECONDS} from './web/lib/caching'
import {NEWS_SLUG_HEADER, UNKNOWN_NEWS_PATH} from './web/lib/http/path-checks'
import {securityHeaderRules} from './web/lib/security/headers'

// Bad settings stop `next build`, `next start` and `next dev` before anything runs, with one message
// that names the variable (e.g. "Invalid environment variable SANITY_API_VERSION: must be a date…").
function validatedEnv(): ContentEnv {
  try {
    return parseContentEnv(process.env)
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(`\n${error.message}\nFix it in the environment or .env.local, then start again.\n`)
    process.exit(1)
  }
}
const env = validatedEnv()

/** The repo root, where node_modules and content/ live. Next evaluates this file from the app
 * folder (web/), so walk up to the folder holding the lockfile. */
function repoRoot(from: string): string {
  const parent = path.dirname(from)
  if (existsSync(path.join(from, 'package-lock.json')) || parent === from) return from
  return repoRoot(parent)
}
const root = repoRoot(__dirname)

/** With REDIS_URL, several servers share one cache (web/cache/redis.mjs), without it Next's file cache
 * (web/cache/file.mjs): web/instrumentation.ts puts either in place when the server starts. Next keeps
 * no page copies in memory beside the shared cache. */
const sharedCache: Partial<NextConfig> = env.REDIS_URL ? {cacheMaxMemorySize: 0} : {}

const nextConfig: NextConfig = {
  // A self-contained server in <distDir>/standalone (completed by scripts/prepare-standalone.ts).
  output: 'standalone',
  ...sharedCache,
  // How long a CDN may serve a page stale while it refreshes; pages themselves are fresh for
  // PAGE_REVALIDATE_SECONDS (the layout's `revalidate`), so a CDN never holds one for long.
  expireTime: PAGE_EXPIRE_SECONDS,
  // Parallel local builds (e2e, bundle budgets) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Server-side class names without the component's file and name (sc-<hash>-<n>, not
  // sc-news-card__Captain-sc-<hash>-<n>): every styled element carries it in the HTML and again in the
  // flight data (about 5 KB of the home page). React DevTools shows them as styled.div and the like.
  compiler: {styledComponents: {displayName: false, ssr: true}},
  // The site's server (web/server/main.mjs) compresses instead: each prerendered answer once, not on
  // every request; HTTP_COMPRESSION=off there leaves it to a CDN or proxy (README, Performance).
  // `npm run bench`'s bare page is built with this config and served by `next start`, which has no other
  // compression: it sets BARE_NEXT_COMPRESS=1 to keep Next's own, as a bare Next app has by default.
  compress: process.env.BARE_NEXT_COMPRESS === '1',
  poweredByHeader: false,
  // No ETag from Next: it hashes the whole page in JavaScript on every request to make one, which cost a
  // quarter to a half of the server's rate on `/` (README, Performance). The site's server gives pages
  // sent compressed an ETag from the SHA-1 it takes of them anyway (web/server/compression.mjs) and
  // answers 304 to a browser that holds one. Files from public/ answer If-Modified-Since (Last-Modified);
  // built assets are immutable.
  generateEtags: false,
  // A path the site does not have is answered by app/global-not-found.tsx, rendered on its own, instead
  // of by the root not-found boundary, which Next writes into every page's data (2.9 KB of each page).
  experimental: {globalNotFound: true},
  // `npm test` type-checks the whole repo (tsc -p web) as its own step; the build does not repeat it.
  typescript: {ignoreBuildErrors: true},
  reactStrictMode: true,
  images: {unoptimized: true},
  turbopack: {root},
  outputFileTracingRoot: root,
  // Unknown news slugs (marked by web/proxy.ts, which also sets their 404) all share one page. The
  // rewrite lives here, not in the proxy: a proxy rewrite is an absolute URL that Next treats as
  // another host (and proxies over HTTP) when the server listens on 0.0.0.0 or an IP address.
  rewrites: async () => ({
    beforeFiles: [
      {source: '/news/:slug', has: [{type: 'header', key: NEWS_SLUG_HEADER, value: 'unknown'}], destination: UNKNOWN_NEWS_PATH},
    ],
    afterFiles: [],
    fallback: [],
  }),
  // Security headers on every response, in one place (web/lib/security/headers.ts).
  headers: async () => securityHeaderRules(env, {dev: process.env.NODE_ENV === 'development'}),
}

export default nextConfig
