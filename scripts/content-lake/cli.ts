// `npm run content-lake`: the stand-in on a dataset file, for offline testing of the site's Sanity
// backend. `tsx scripts/content-lake/cli.ts --port 4010 [--dataset copy.ndjson] [--token secret]`.
// It changes the file it serves: by default the working copy `npm run studio` uses, never the seed.
import path from 'node:path'
import {startContentLakeServer} from './server'
import {workingCopy} from './working-copy'
import {commandLine} from '../lib/command-line'

const USAGE = `
Usage: npm run content-lake [-- --port <n>] [--dataset <file>] [--token <secret>]

The local Content Lake stand-in on a dataset file, for offline testing of the site's Sanity backend.
  --port <n>        its port (default: any free one)
  --dataset <file>  the file it serves and changes (default: the Studio's working copy)
  --token <secret>  the token it takes (default: one made now)
  --help            this text
`

const {values} = commandLine(USAGE, {port: {type: 'string'}, dataset: {type: 'string'}, token: {type: 'string'}})
const datasetFile = values.dataset ? path.resolve(values.dataset) : await workingCopy()
const server = await startContentLakeServer({datasetFile, port: Number(values.port ?? 0), token: values.token})
console.log(`Content Lake stand-in on ${server.url} serving ${path.relative(process.cwd(), datasetFile)}`)
// As Sanity's CLI shows a login's token: the one this stand-in takes, made now unless --token named it.
console.log(`Its token (Authorization: Bearer <token>; the site's SANITY_READ_TOKEN for draft preview): ${server.token}`)
const stop = () => void server.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
