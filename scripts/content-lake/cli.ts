// `npm run content-lake`: the stand-in on a dataset file, for offline testing of the site's Sanity
// backend. `tsx scripts/content-lake/cli.ts --port 4010 --dataset content/data.ndjson [--token secret]`.
// It changes the file it serves: point it at a copy (`npm run studio` makes one).
import path from 'node:path'
import {parseArgs} from 'node:util'
import {startContentLakeServer} from './server'

const {values} = parseArgs({options: {port: {type: 'string'}, dataset: {type: 'string'}, token: {type: 'string'}}})
const datasetFile = path.resolve(values.dataset ?? 'content/data.ndjson')
const server = await startContentLakeServer({datasetFile, port: Number(values.port ?? 0), token: values.token})
console.log(`Content Lake stand-in on ${server.url} serving ${path.relative(process.cwd(), datasetFile)}`)
const stop = () => void server.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
