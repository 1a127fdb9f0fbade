// Validates a dataset in `sanity dataset export` form (the seed in content/) before it is served or
// imported: the schema's own rules plus our cross-document checks, as one list of problems.
import {checkKeyDateBadges, checkSquads} from './squad-checks'
import {checkDataset, type DatasetDocument, type Problem} from './dataset-checks'
import {checkMatches, checkSeason, checkTeamNames} from './league-checks'
import {TOO_LONG_PREFIX} from '../../league/fields/text-limits'
import {checkNewsSlugs} from './news-checks'
import {checkScorecards, oversizedScorecards} from './scorecard-checks'
import {compileSchema, validateAgainstSchema} from './schema-validation'

export type {Problem} from './dataset-checks'

export {formatProblem, problemLines} from './problem-summary'

/** Parses the NDJSON lines; a line that is not a JSON document becomes a problem naming its line. */
function parseLines(ndjson: string): {docs: DatasetDocument[]; problems: Problem[]} {
  const docs: DatasetDocument[] = []
  const problems: Problem[] = []
  ndjson.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    const id = /"_id"\s*:\s*"([^"]+)"/.exec(line)?.[1] ?? `line ${index + 1}`
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      problems.push({id, path: '(json)', message: `line ${index + 1} is not valid JSON (${(error as Error).message})`})
      return
    }
    const doc = value as Partial<DatasetDocument> | null
    if (typeof doc?._id !== 'string' || typeof doc._type !== 'string') {
      const field = typeof doc?._id === 'string' ? '_type' : '_id'
      problems.push({id, path: field, message: `line ${index + 1} needs a string _id and _type`})
      return
    }
    docs.push(doc as DatasetDocument)
  })
  return {docs, problems}
}

/** Every problem of the dataset; an empty list means it is valid. */
export async function validateDataset(ndjson: string, imagesDir: string): Promise<Problem[]> {
  const {docs: all, problems: parseProblems} = parseLines(ndjson)
  // A scorecard past the Studio's bounds is reported as that alone: replaying or validating each of its
  // balls would cost time and memory in proportion to a length no scorer could reach.
  const oversized = oversizedScorecards(all)
  const docs = all.filter((doc) => !oversized.ids.has(doc._id))
  const schema = compileSchema()
  const scorecards = await checkScorecards(docs)
  const own = [
    ...checkDataset(docs, schema, imagesDir),
    ...checkMatches(docs, scorecards.byMatch),
    ...checkSeason(docs, scorecards.byMatch),
    ...checkTeamNames(docs),
    ...checkSquads(docs),
    ...checkKeyDateBadges(docs),
    ...oversized.problems,
    ...scorecards.problems,
    ...checkNewsSlugs(docs),
  ]
  const known = docs.filter((doc) => schema.get(doc._type)?.type?.name === 'document')
  // Where our check already explains a field, the schema rule's message on it would only repeat it; a
  // text over its length limit is another problem, and is said too.
  const explained = new Set(own.map((p) => `${p.id}\0${p.path}`))
  const fromSchema = (await validateAgainstSchema(known, schema)).filter(
    (p) => !explained.has(`${p.id}\0${p.path}`) || p.message.startsWith(TOO_LONG_PREFIX),
  )
  return [...parseProblems, ...own, ...fromSchema]
}
