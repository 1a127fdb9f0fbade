// The built Studio (studio-dist/, `npm run studio:build`) served by the stand-in itself, so the Studio
// and the API it calls share one origin: no CORS, nothing to configure. Unknown paths get index.html
// (the Studio routes in the browser).
import {createReadStream} from 'node:fs'
import {stat} from 'node:fs/promises'
import type {ServerResponse} from 'node:http'
import path from 'node:path'
import {HttpError} from './http'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

export async function serveStudioFile(studioDir: string, pathname: string, res: ServerResponse) {
  const requested = path.resolve(studioDir, `.${decodeURIComponent(pathname)}`)
  const inside = requested.startsWith(path.resolve(studioDir) + path.sep)
  const isFile = inside && (await stat(requested).catch(() => undefined))?.isFile()
  const file = isFile ? requested : path.join(studioDir, 'index.html')
  if (!isFile && !(await stat(file).catch(() => undefined))) throw new HttpError(503, `No built Studio in ${studioDir}: run npm run studio:build`)
  const hashed = isFile && pathname.startsWith('/static/')
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  })
  createReadStream(file).pipe(res)
}
