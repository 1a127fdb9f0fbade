// `npm run validate:content [file]`: fails (exit 1) with one line per problem when the seed dataset
// does not match the schema, so a broken seed never reaches the site or `npm run seed`.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {formatProblem, validateDataset} from './lib/validate-dataset'

const file = path.resolve(process.argv[2] ?? 'content/data.ndjson')
const ndjson = await readFile(file, 'utf8')
const problems = await validateDataset(ndjson, path.join(path.dirname(file), 'images'))
const relative = path.relative(process.cwd(), file)
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`${relative}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`)
  process.exitCode = 1
} else {
  const count = ndjson.split('\n').filter((line) => line.trim()).length
  console.log(`${relative}: ${count} documents valid`)
}
