// `npm run build`'s second step: copies what the standalone server needs beside it.
import path from 'node:path'
import {completeStandalone} from './lib/standalone'

const server = await completeStandalone(process.env.NEXT_DIST_DIR ?? '.next')
console.log(`Standalone server ready: node ${path.relative(process.cwd(), server)} (or npm run serve)`)
