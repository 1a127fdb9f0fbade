// `npm run build` runs this after `next build web`: completes the standalone server (see lib/standalone.ts).
import path from 'node:path'
import {prepareStandalone, ROOT, standaloneServer} from './lib/standalone'

await prepareStandalone()
console.log(`Standalone server ready: node ${path.relative(ROOT, standaloneServer())} (or npm run serve)`)
