// `npm run build` runs this after `next build web`: compresses the static assets once, Brotli and gzip
// at their highest quality (lib/precompress.ts, for nginx's brotli_static/gzip_static), then copies
// them and public/ into the standalone folder (lib/standalone.ts).
import path from 'node:path'
import {precompressStatic} from './lib/precompress'
import {prepareStandalone, ROOT, standaloneServer} from './lib/standalone'

await precompressStatic()
await prepareStandalone()
console.log(`Standalone server ready: node ${path.relative(ROOT, standaloneServer())} (or npm run serve)`)
