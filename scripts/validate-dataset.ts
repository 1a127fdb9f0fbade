// `npm run validate:content [file]`: fails (exit 1) with one line per problem when the seed dataset
// does not match the schema, so a broken seed never reaches the site or `npm run seed`. Its cost is
// bounded: a file larger than the site reads is refused unread, a scorecard past the Studio's bounds is
// reported without replaying its balls, and each kind of problem is listed a few times, then counted.
import {readFile, stat} from 'node:fs/promises'
import path from 'node:path'
import {DATASET_MAX_BYTES} from '../web/lib/limits'
import {commandLine} from './lib/command-line'

const USAGE = `
Usage: npm run validate:content [-- <file>]

Checks a dataset in Sanity's export form (NDJSON) against the Studio's schema and the league's own rules;
prints each problem (each kind a few times, then a count) and exits 1 if there is any.
  <file>   the dataset (default: content/data.ndjson)
  --help   this text
`

const {positionals} = commandLine(USAGE, {}, {positionals: true})
const file = path.resolve(positionals[0] ?? 'content/data.ndjson')
const relative = path.relative(process.cwd(), file)
const {size} = await stat(file)
if (size > DATASET_MAX_BYTES) {
  console.error(`${relative}: ${size.toLocaleString('en')} bytes; the site reads a dataset of at most ${DATASET_MAX_BYTES.toLocaleString('en')} (DATASET_MAX_BYTES), so it is not checked.`)
  process.exit(1)
}
// The checks load the Studio's schema (the `sanity` package): only once there is a file to check.
const {problemLines, validateDataset} = await import('./lib/validate-dataset')
const ndjson = await readFile(file, 'utf8')
const problems = await validateDataset(ndjson, path.join(path.dirname(file), 'images'))
if (problems.length > 0) {
  for (const line of problemLines(problems)) console.error(line)
  console.error(`${relative}: ${problems.length.toLocaleString('en')} problem${problems.length === 1 ? '' : 's'}`)
  process.exitCode = 1
} else {
  const count = ndjson.split('\n').filter((line) => line.trim()).length
  console.log(`${relative}: ${count} documents valid`)
}
