// The deployment artifact: `next build` with `output: 'standalone'` writes a self-contained server to
// web/<distDir>/standalone (its own trimmed node_modules). Next leaves out what it serves as files —
// the static chunks (with the Brotli copies scripts/lib/precompress.ts wrote beside them) and public/ —
// and the embedded dataset is read at run time, so they are copied in here. The result runs anywhere with `node web/server.js` from that folder, no install, no build.
import {cp, rm, writeFile} from 'node:fs/promises'
import {existsSync} from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export function standaloneDir(distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  return path.join(ROOT, 'web', distDir, 'standalone')
}

/** The server entry inside the standalone folder (it mirrors the repo: the app lives in web/). */
export function standaloneServer(distDir?: string): string {
  return path.join(standaloneDir(distDir), 'web', 'server.js')
}

export async function prepareStandalone(distDir = process.env.NEXT_DIST_DIR ?? '.next'): Promise<string> {
  const out = standaloneDir(distDir)
  if (!existsSync(standaloneServer(distDir))) {
    throw new Error(`No standalone server in ${path.relative(ROOT, out)}: run \`npm run build\` first.`)
  }
  const app = path.join(out, 'web')
  const copies: Array<[string, string]> = [
    [path.join(ROOT, 'web', distDir, 'static'), path.join(app, distDir, 'static')],
    [path.join(ROOT, 'web', 'public'), path.join(app, 'public')],
    // The server runs from web/ (server.js changes into its folder), where the dataset is looked for.
    [path.join(ROOT, 'content'), path.join(app, 'content')],
    // The site's own server (it compresses each page once) and the one package it needs that Next's
    // trace does not bring (Next bundles lru-cache into the app's code).
    [path.join(ROOT, 'web', 'server'), path.join(app, 'server')],
    [path.join(ROOT, 'node_modules', 'lru-cache'), path.join(out, 'node_modules', 'lru-cache')],
  ]
  for (const [from, to] of copies) {
    await rm(to, {recursive: true, force: true})
    await cp(from, to, {recursive: true, filter: (file) => !/\.(test\.ts|d\.mts)$/.test(file)})
  }
  // Next's generated server.js starts Next's own server; this one starts the site's, the same way.
  await writeFile(
    standaloneServer(distDir),
    `// Written by scripts/lib/standalone.ts: starts the site's server (web/server/main.mjs) for this folder.\n` +
      `import('./server/main.mjs').then(({startStandalone}) => startStandalone(${JSON.stringify(distDir)}))\n`,
  )
  return out
}
