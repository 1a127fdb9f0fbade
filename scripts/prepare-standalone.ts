// `npm run build` runs this after `next build web`: Brotli-compresses the static assets once
// (lib/precompress.ts), then completes the standalone server (lib/standalone.ts), which copies static/
// with the `.br` files beside the assets.
import path from 'node:path'
import {precompressStatic} from './lib/precompress'
import {prepareStandalone, ROOT, standaloneServer} from './lib/standalone'

await precompressStatic()
await prepareStandalone()
console.log(`Standalone server ready: node ${path.relative(ROOT, standaloneServer())} (or npm run serve)`)
