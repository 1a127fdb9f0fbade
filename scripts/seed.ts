// `npm run seed`: imports content/ (documents and images) into the Sanity project and dataset named by the
// environment, with `sanity dataset import` underneath. Says exactly which setting is missing, and where to get it.
import {spawnSync} from 'node:child_process'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {parseArgs} from 'node:util'
import {EnvError, parseContentEnv} from '../web/lib/env'

const ROOT = path.resolve(import.meta.dirname, '..')
const STUDIO = path.join(ROOT, 'studio')
/** The seed: documents, with `_sanityAsset` pointers to the files in content/images that the import uploads. */
export const SEED_FILE = path.join(ROOT, 'content/data.ndjson')

type Env = Record<string, string | undefined>

export type SeedPlan = {command: string; args: string[]; cwd: string; env: Record<string, string>}

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

/** The exact import command. The token travels in the child's environment, never on its command line. */
export function seedPlan(env: Env, options: {replace?: boolean} = {}): SeedPlan {
  const {SANITY_PROJECT_ID, SANITY_DATASET} = parseContentEnv({SANITY_PROJECT_ID: env.SANITY_PROJECT_ID, SANITY_DATASET: env.SANITY_DATASET})
  return {
    command: path.join(ROOT, 'node_modules/.bin/sanity'),
    args: [
      'dataset', 'import', path.relative(STUDIO, SEED_FILE),
      '--project-id', SANITY_PROJECT_ID!,
      '--dataset', SANITY_DATASET,
      // By default a second run keeps what editors changed since; --replace puts the seed back.
      options.replace ? '--replace' : '--missing',
    ],
    cwd: STUDIO,
    env: {SANITY_IMPORT_TOKEN: token(env) ?? ''},
  }
}

/** The command as a person would type it from the repo root, token hidden. */
export const describePlan = (plan: SeedPlan) =>
  `cd ${path.relative(ROOT, plan.cwd)} && SANITY_IMPORT_TOKEN=*** sanity ${plan.args.join(' ')}`

function main(): number {
  const {values} = parseArgs({options: {'dry-run': {type: 'boolean'}, replace: {type: 'boolean'}}})
  const problems = missingSettings(process.env)
  if (problems.length) {
    for (const line of problems) console.error(line)
    return 1
  }
  const plan = seedPlan(process.env, {replace: values.replace})
  console.log(`${values['dry-run'] ? 'Would run' : 'Running'}: ${describePlan(plan)}`)
  if (values['dry-run']) return 0
  const run = spawnSync(plan.command, plan.args, {cwd: plan.cwd, stdio: 'inherit', env: {...process.env, ...plan.env}})
  return run.status ?? 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exitCode = main()
