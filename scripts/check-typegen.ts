// Fails when the committed query types are stale: regenerates schema.json and sanity.types.ts into a temp
// folder (the same two commands as `npm run typegen`) and compares, so a schema or query change must ship its types.
import {spawnSync} from 'node:child_process'
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import cliConfig from '../studio/sanity.cli'

const ROOT = path.resolve(import.meta.dirname, '..')
export const STUDIO = path.join(ROOT, 'studio')
const SANITY = path.join(ROOT, 'node_modules/.bin/sanity')

/**
 * How the Studio schema is extracted: fields the schema requires come out non-null in the query types.
 * The queries coalesce what a half-written document may still lack, so the types tell the truth.
 */
export const SCHEMA_EXTRACT_FLAGS = ['--enforce-required-fields']

/** The generated files and where they are committed (studio/sanity.cli.ts says the same). */
export const TYPEGEN_OUTPUTS = {
  schema: path.join(STUDIO, 'schema.json'),
  types: path.join(ROOT, 'web/lib/content/sanity.types.ts'),
}

export type Generated = {schema: string; types: string}

export function sanity(args: string[], cwd: string): void {
  const run = spawnSync(SANITY, args, {cwd, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}})
  if (run.status !== 0) throw new Error(`sanity ${args.join(' ')} failed:\n${run.stderr || run.stdout}`)
}

/** The comments naming each query's source file are relative to where typegen runs; ignore them. */
const withoutSourceComments = (types: string) => types.replace(/^\/\/ Source: .*$/gm, '// Source')

/**
 * Runs schema extract and typegen into a temp folder and returns what they wrote. Typegen always
 * obeys studio/sanity.cli.ts (writing the committed file), so it runs in a temp project of its own.
 */
export async function generateTypes(): Promise<Generated> {
  const dir = await mkdtemp(path.join(tmpdir(), 'opl-typegen-'))
  try {
    sanity(['schema', 'extract', `--path=${path.relative(STUDIO, path.join(dir, 'schema.json'))}`, ...SCHEMA_EXTRACT_FLAGS], STUDIO)
    const typegen = {path: path.join(ROOT, 'web/**/*.{ts,tsx}'), schema: './schema.json', generates: './sanity.types.ts', overloadClientMethods: cliConfig.typegen?.overloadClientMethods ?? false}
    await writeFile(path.join(dir, 'sanity.cli.js'), `export default ${JSON.stringify({typegen})}\n`)
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({name: 'opl-typegen-check', version: '0.0.0', type: 'module'}))
    sanity(['typegen', 'generate'], dir)
    const [schema, types] = await Promise.all(['schema.json', 'sanity.types.ts'].map((f) => readFile(path.join(dir, f), 'utf8')))
    return {schema: schema!, types: types!}
  } finally {
    await rm(dir, {recursive: true, force: true})
  }
}

/** The committed files that differ from freshly generated ones (empty when all are up to date). */
export async function staleOutputs(generated: Generated, committed = TYPEGEN_OUTPUTS): Promise<string[]> {
  const stale: string[] = []
  for (const key of ['schema', 'types'] as const) {
    const current = await readFile(committed[key], 'utf8').catch(() => '')
    if (withoutSourceComments(current) !== withoutSourceComments(generated[key])) stale.push(path.relative(ROOT, committed[key]))
  }
  return stale
}

async function main() {
  const stale = await staleOutputs(await generateTypes())
  if (stale.length === 0) {
    console.log('Query types are up to date with the schema and queries.')
    return
  }
  console.error(`Stale generated types: ${stale.join(', ')}.\nRun \`npm run typegen\` and commit the result.`)
  process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
