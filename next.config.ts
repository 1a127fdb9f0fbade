// The one Next.js config. It sits at the repo root because the design card puts it there;
// Next finds it by searching upward from web/ (`next build web`).
import {existsSync} from 'node:fs'
import path from 'node:path'
import type {NextConfig} from 'next'
import {contentEnvOrExit} from './web/lib/env'
import {PAGE_LIFE} from './web/lib/caching'
import {IMAGE_DEVICE_SIZES, IMAGE_SIZES} from './web/lib/limits'
import {fixedSecurityHeaderRules} from './web/lib/security/headers'
import {TEST_ROUTES_ENV} from './web/lib/test-errors'

// Bad settings stop `next build` and `next dev` before anything runs (the built server checks them again
// when it starts: web/instrumentation.ts), with one message that names the variable (e.g. "Invalid
// environment variable SANITY_API_VERSION: must be a date…").
contentEnvOrExit()

/** The repo root, where node_modules and content/ live. Next evaluates this file from the app
 * folder (web/), so walk up to the folder holding the lockfile. */
function repoRoot(from: string): string {
  const parent = path.dirname(from)
  if (existsSync(path.join(from, 'package-lock.json')) || parent === from) return from
  return repoRoot(parent)
}
const root = repoRoot(__dirname)

const nextConfig: NextConfig = {
  // A self-contained server in <distDir>/standalone: Next's own server.js, run as it is (npm start);
  // scripts/prepare-standalone.ts copies in public/ and the static assets, as Next's docs say.
  output: 'standalone',
  // Pages and data live in web/cache/handler.mjs (@fortedigital/nextjs-cache-handler): Redis shared by
  // every server with REDIS_URL, a bounded memory cache without. Next keeps no second copy in memory.
  cacheHandler: path.join(root, 'web/cache/handler.mjs'),
  cacheMaxMemorySize: 0,
  // `'use cache'` entries live in web/cache/use-cache-handler.mjs: Redis shared by every server with
  // REDIS_URL, a bounded memory cache without. It must stay Next's documented CacheHandler (a default
  // export with get/set/refreshTags/getExpiration/updateTags) and the only `'use cache'` store: with
  // cacheMaxMemorySize 0, Next's built-in handler for any other kind (`'use cache: remote'`) keeps nothing.
  cacheHandlers: {default: path.join(root, 'web/cache/use-cache-handler.mjs')},
  // Cache Components: every getter's query is a `'use cache'` function under its content tags
  // (lib/content/getters.ts); a page lives as long as the shortest lifetime it reads: the `page`
  // profile of the render time (lib/calendar/render-time.ts), which also tells a CDN how long to keep it.
  cacheComponents: true,
  cacheLife: {page: PAGE_LIFE},
  // Links prefetch whole pages, as before Cache Components: every page is one prerendered document
  // with no Suspense boundary, so a page's static shell is the page.
  partialPrefetching: false,
  // Rehearsal routes for the browser tests of the error pages (*.test-route.tsx, see lib/test-errors.ts)
  // are built only when the test suite builds the site; a production build has none of them.
  pageExtensions: process.env[TEST_ROUTES_ENV] === '1' ? ['test-route.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  // Parallel local builds (e2e, bundle budgets) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Server-side class names without the component's file and name (sc-<hash>-<n>, not
  // sc-news-card__Captain-sc-<hash>-<n>): every styled element carries it in the HTML and again in the
  // flight data. React DevTools shows them as styled.div and the like.
  compiler: {styledComponents: {displayName: false, ssr: true}},
  // Next's own gzip stays on for a server that faces browsers alone (npm start). Behind nginx
  // (deploy/nginx.conf) the proxy asks for uncompressed answers and compresses them itself.
  poweredByHeader: false,
  // The proxy (web/proxy.ts) sees the request's own address. Without this, its request.url says
  // `localhost` whenever HOSTNAME names an address (the stack's 127.0.0.1), and a rewrite built from it
  // is sent as a second HTTP request to the server itself instead of being served in place.
  skipProxyUrlNormalize: true,
  // A path the site does not have is answered by app/global-not-found.tsx, rendered on its own, instead
  // of by the root not-found boundary, which Next writes into every page's data.
  // The font's @font-face rules (next/font) come inline in each page's <style> rather than as a
  // stylesheet link, so nothing but the HTML itself holds the first paint.
  experimental: {globalNotFound: true, inlineCss: true},
  // `npm test` type-checks the whole repo (tsc -p web) as its own step; the build does not repeat it.
  typescript: {ignoreBuildErrors: true},
  reactStrictMode: true,
  // Every CMS picture through next/image, its files written by one loader on @sanity/image-url at the
  // listed widths. It asks Sanity's CDN or the embedded backend's /images route; Next's own optimizer
  // (/_next/image) is off with a custom loader.
  images: {
    loader: 'custom',
    // Next reads it from the app's folder, which is this file's folder as Next evaluates it: web/, or the
    // bench's bare page, built with this config from its own folder.
    loaderFile: path.relative(__dirname, path.join(root, 'web/lib/content/image-loader.ts')),
    imageSizes: [...IMAGE_SIZES],
    deviceSizes: [...IMAGE_DEVICE_SIZES],
  },
  turbopack: {root},
  outputFileTracingRoot: root,
  // The security headers that never change, on every response; those that follow the settings (the CSP,
  // HSTS) are written at run time by web/proxy.ts (web/lib/security/headers.ts).
  headers: async () => fixedSecurityHeaderRules(),
}

export default nextConfig
