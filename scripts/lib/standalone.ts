// The deployment artifact: `next build` with `output: 'standalone'` writes a self-contained server to
// web/<distDir>/standalone (Next's own server.js and a trimmed node_modules). As Next's docs say, it
// leaves out what a CDN would serve as files — public/ and the static assets (with the Brotli and gzip
// copies scripts/lib/precompress.ts wrote beside them) — so they are copied in here, and the embedded
// dataset too, read at run time. The result runs anywhere with `node web/server.js` from that folder.
import {cp, rm} from 'node:fs/promises'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {MAX_REQUEST_HEAD_BYTES} from '../../web/lib/limits'

export const ROOT = path.resolve(import.meta.dirname, '../..')
/** The folder of the cache handlers next.config.ts names, relative to web/. */
const CACHE_HANDLERS = 'cache'

export function standaloneDir(distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  return path.join(ROOT, 'web', distDir, 'standalone')
}

/** Next's server.js inside the standalone folder (it mirrors the repo: the app lives in web/). */
export function standaloneServer(distDir?: string): string {
  return path.join(standaloneDir(distDir), 'web', 'server.js')
}

/** How `npm start` (scripts/serve.mjs, which cannot import this file) runs server.js: Node's limit on a
 * request's line and headers together (past it Node answers 431 before Next parses anything), and the
 * site's own graceful shutdown (web/lib/http/graceful-shutdown.ts). docs/security.md, docs/hosting.md. */
export function serverNodeArgs(server: string): string[] {
  return [`--max-http-header-size=${MAX_REQUEST_HEAD_BYTES}`, server]
}
export const SERVER_ENV = {NEXT_MANUAL_SIG_HANDLE: 'true'}

export async function prepareStandalone(distDir = process.env.NEXT_DIST_DIR ?? '.next'): Promise<string> {
  const out = standaloneDir(distDir)
  if (!existsSync(standaloneServer(distDir))) {
    throw new Error(`No standalone server in ${path.relative(ROOT, out)}: run \`npm run build\` first.`)
  }
  const app = path.join(out, 'web')
  const copies: Array<[string, string]> = [
    [path.join(ROOT, 'web', distDir, 'static'), path.join(app, distDir, 'static')],
    [path.join(ROOT, 'web', 'public'), path.join(app, 'public')],
    // server.js runs from web/ (it changes into its folder), where the dataset is looked for.
    [path.join(ROOT, 'content'), path.join(app, 'content')],
  ]
  for (const [from, to] of copies) {
    await rm(to, {recursive: true, force: true})
    await cp(from, to, {recursive: true})
  }
  // Next 16.4 traces the cache handler (next.config.ts's cacheHandler) to web/cache/ of this folder and
  // loads it from there for fetches, but its App Router pages look for it one folder up, as though the
  // server ran from the repo root (the app's folder counted twice): without this copy every page logs
  // ERR_MODULE_NOT_FOUND for <standalone>/cache/handler.mjs. The traced folder goes, so the handler's
  // own modules (./redis-client.mjs) come with it; packages resolve from the same node_modules.
  await cp(path.join(app, CACHE_HANDLERS), path.join(out, CACHE_HANDLERS), {recursive: true})
  return out
}
