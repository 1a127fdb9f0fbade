// `npm run seed`: imports content/ (documents and images) into the Sanity project and dataset named by the
// environment, with @sanity/import (what `sanity dataset import` runs) and the site's own settings, so
// SANITY_API_HOST points it at another Content Lake as it does the site. Says exactly which setting is
// missing, and where to get it.
import {createReadStream} from 'node:fs'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {createClient} from '@sanity/client'
import {sanityImport} from '@sanity/import'
import {EnvError, parseContentEnv} from '../web/lib/env'
import {commandLine} from './lib/command-line'

const USAGE = `
Usage: npm run seed [-- --dry-run] [--replace]

Imports content/ (documents and images) into the Sanity project and dataset the environment names
(SANITY_PROJECT_ID, SANITY_DATASET, a write token).
  --dry-run  say what would be imported, and import nothing
  --replace  replace documents that exist already
  --help     this text
`

const ROOT = path.resolve(import.meta.dirname, '..')
/** The seed: documents, with `_sanityAsset` pointers to the files in content/images that the import uploads. */
export const SEED_FILE = path.join(ROOT, 'content/data.ndjson')

type Env = Record<string, string | undefined>

const TOKEN_VARIABLES = ['SANITY_WRITE_TOKEN', 'SANITY_AUTH_TOKEN'] as const
const token = (env: Env) => TOKEN_VARIABLES.map((name) => env[name]).find(Boolean)

const WHERE = {
  SANITY_PROJECT_ID: 'the id of your Sanity project (sanity.io/manage → your project → "Project ID")',
  SANITY_DATASET: 'the dataset to fill, "production" unless you made another (sanity.io/manage → your project → Datasets)',
  SANITY_WRITE_TOKEN:
    'a token that may write (sanity.io/manage → your project → API → Tokens → "Add API token", permissions Editor); SANITY_AUTH_TOKEN works too',
}

/** Checks one setting with the site's own rules (web/lib/env.ts); the problem, or null. */
function invalid(name: 'SANITY_PROJECT_ID' | 'SANITY_DATASET', env: Env): string | null {
  try {
    parseContentEnv({[name]: env[name]})
    return null
  } catch (error) {
    if (error instanceof EnvError) return `${error.message} It is ${WHERE[name]}.`
    throw error
  }
}

/** One line per missing or invalid setting, saying what it is and where to get it. Empty when all is set. */
export function missingSettings(env: Env): string[] {
  const lines = [
    env.SANITY_PROJECT_ID ? invalid('SANITY_PROJECT_ID', env) : `SANITY_PROJECT_ID is not set: ${WHERE.SANITY_PROJECT_ID}.`,
    invalid('SANITY_DATASET', env),
    token(env) ? null : `SANITY_WRITE_TOKEN is not set: ${WHERE.SANITY_WRITE_TOKEN}.`,
  ]
  return lines.filter((line): line is string => line !== null)
}

/** What the import does: into which project, dataset and host, and how it treats documents that exist.
 * By default a second run keeps what editors changed since (createIfNotExists); `replace` puts the seed
 * back (createOrReplace). */
export type SeedPlan = {projectId: string; dataset: string; apiHost: string; operation: 'createIfNotExists' | 'createOrReplace'}

export function seedPlan(env: Env, options: {replace?: boolean} = {}): SeedPlan {
  const settings = parseContentEnv({SANITY_PROJECT_ID: env.SANITY_PROJECT_ID, SANITY_DATASET: env.SANITY_DATASET, SANITY_API_HOST: env.SANITY_API_HOST})
  return {
    projectId: settings.SANITY_PROJECT_ID!,
    dataset: settings.SANITY_DATASET,
    apiHost: settings.SANITY_API_HOST ?? `https://${settings.SANITY_PROJECT_ID}.api.sanity.io`,
    operation: options.replace ? 'createOrReplace' : 'createIfNotExists',
  }
}

/** The plan in a sentence, token left out. */
export const describePlan = (plan: SeedPlan) =>
  `import ${path.relative(ROOT, SEED_FILE)} into project ${plan.projectId}, dataset ${plan.dataset} at ${plan.apiHost} ` +
  (plan.operation === 'createOrReplace' ? '(replacing documents that exist)' : '(skipping documents that exist)')

async function main(): Promise<number> {
  const {values} = commandLine(USAGE, {'dry-run': {type: 'boolean'}, replace: {type: 'boolean'}})
  const problems = missingSettings(process.env)
  if (problems.length) {
    for (const line of problems) console.error(line)
    return 1
  }
  const plan = seedPlan(process.env, {replace: values.replace})
  console.log(`${values['dry-run'] ? 'Would' : 'Going to'} ${describePlan(plan)}`)
  if (values['dry-run']) return 0
  const {SANITY_API_VERSION} = parseContentEnv({})
  const client = createClient({
    projectId: plan.projectId,
    dataset: plan.dataset,
    apiVersion: SANITY_API_VERSION,
    token: token(process.env),
    useCdn: false,
    ...(process.env.SANITY_API_HOST ? {apiHost: plan.apiHost, useProjectHostname: false} : {}),
  })
  const steps = new Set<string>()
  const result = await sanityImport(createReadStream(SEED_FILE), {
    client,
    operation: plan.operation,
    // Putting the seed back sends its pictures again too, instead of asking whether each one's file is
    // still there; Sanity keeps one asset per picture's content, so nothing is stored twice.
    replaceAssets: plan.operation === 'createOrReplace',
    // `file://./images/…` in the seed is relative to the seed file's folder.
    assetsBase: path.dirname(SEED_FILE),
    onProgress: ({step}) => {
      if (!steps.has(step)) console.log(`- ${step}`)
      steps.add(step)
    },
  })
  for (const {message} of result.warnings) console.warn(message)
  console.log(`Imported ${result.numDocs} documents.`)
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`The import stopped: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = 1
    },
  )
}
