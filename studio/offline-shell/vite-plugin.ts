// Emits the Studio's service worker (service-worker.js) as /sw.js at the root of the built Studio, with the
// list of every file the build wrote into static/ (so each lazy chunk is cached before it is needed) and a
// version made from that list (so a new build replaces the old cache).
import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {Plugin} from 'vite'
import {SERVICE_WORKER_PATH} from './paths'

export function offlineShell(): Plugin {
  let studioRoot = ''
  return {
    name: 'opl-offline-shell',
    apply: 'build',
    configResolved(config) {
      studioRoot = config.root
    },
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('static/') && !file.endsWith('.map'))
        .sort()
        .map((file) => `/${file}`)
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12)
      const worker = readFileSync(path.join(studioRoot, 'offline-shell/service-worker.js'), 'utf8')
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_PATH.slice(1),
        source: `const PRECACHE = ${JSON.stringify(files)}\nconst VERSION = ${JSON.stringify(version)}\n${worker}`,
      })
    },
  }
}
