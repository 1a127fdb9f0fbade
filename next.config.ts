// The one Next.js config. It sits at the repo root because the design card puts it there;
// Next finds it by searching upward from web/ (`next build web`).
import {existsSync} from 'node:fs'
import path from 'node:path'
import type {NextConfig} from 'next'
import {EnvError, parseContentEnv} from './web/lib/env'
import {cdnCacheHeaders} from './web/lib/runtime/cache-control'

// Bad settings stop `next build`, `next start` and `next dev` before anything runs, with one message
// that names the variable (e.g. "Invalid environment variable SANITY_API_VERSION: must be a date…").
try {
  parseContentEnv(process.env)
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  console.error(`\n${error.message}\nFix it in the environment or .env.local, then start again.\n`)
  process.exit(1)
}

/** The repo root, where node_modules and content/ live. Next evaluates this file from the app
 * folder (web/), so walk up to the folder holding the lockfile. */
function repoRoot(from: string): string {
  const parent = path.dirname(from)
  if (existsSync(path.join(from, 'package-lock.json')) || parent === from) return from
  return repoRoot(parent)
}
const root = repoRoot(__dirname)

const nextConfig: NextConfig = {
  // Parallel local builds (e2e, bundle budgets) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  compiler: {styledComponents: true},
  poweredByHeader: false,
  // `npm test` type-checks the whole repo (tsc -p web) as its own step; the build does not repeat it.
  typescript: {ignoreBuildErrors: true},
  reactStrictMode: true,
  images: {unoptimized: true},
  turbopack: {root},
  outputFileTracingRoot: root,
  // A self-contained server (<distDir>/standalone/web/server.js) for any Node host; `npm run build`
  // copies the static files, public/ and the embedded dataset beside it (scripts/standalone.ts).
  output: 'standalone',
  // Several instances share one cache in Redis when REDIS_URL is set (at build and at run time); the
  // in-process memory layer is off then, so no instance serves its own stale copy after a webhook.
  ...(process.env.REDIS_URL && {cacheHandler: path.join(root, 'web', 'cache-handler.mjs'), cacheMaxMemorySize: 0}),
  // Pages and feeds: a CDN keeps them for minutes, not Next's default year (web/lib/runtime/cache-control.ts).
  async headers() {
    return cdnCacheHeaders()
  },
}

export default nextConfig
