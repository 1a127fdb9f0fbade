// `npm run seed` without a network: what it says when settings are missing, and the exact import it would run.
import {spawnSync} from 'node:child_process'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {describePlan, missingSettings, seedPlan} from './seed'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Runs the real script with only the given settings (none inherited from the developer's shell). */
function seed(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env},
  })
  return {status: run.status, stdout: run.stdout, stderr: run.stderr.trim()}
}

describe('missing settings', () => {
  it('names every missing setting on its own line, with where to get it', () => {
    const lines = missingSettings({})
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^SANITY_PROJECT_ID is not set: .*sanity\.io\/manage/)
    expect(lines[1]).toMatch(/^SANITY_WRITE_TOKEN is not set: .*API → Tokens.*Editor/)
  })

  it.each([
    [{SANITY_PROJECT_ID: 'abc123', SANITY_WRITE_TOKEN: 't'}, []],
    [{SANITY_PROJECT_ID: 'abc123', SANITY_AUTH_TOKEN: 't'}, []],
    [{SANITY_PROJECT_ID: 'Not An Id', SANITY_WRITE_TOKEN: 't'}, [/^Invalid environment variable SANITY_PROJECT_ID/]],
    [{SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'My Data', SANITY_WRITE_TOKEN: 't'}, [/^Invalid environment variable SANITY_DATASET/]],
  ])('%j → %j', (env, expected) => {
    const lines = missingSettings(env)
    expect(lines).toHaveLength(expected.length)
    lines.forEach((line, i) => expect(line).toMatch(expected[i]!))
  })

  it('the script exits 1 printing one line per missing variable, and runs nothing', () => {
    const run = seed([], {})
    expect(run.status).toBe(1)
    expect(run.stderr.split('\n').map((l) => l.split(' ')[0])).toEqual(['SANITY_PROJECT_ID', 'SANITY_WRITE_TOKEN'])
    expect(run.stdout).toBe('')
  })
})

describe('the import it runs', () => {
  const env = {SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_WRITE_TOKEN: 'sk-secret'}

  it('is `sanity dataset import` of content/ into the named project and dataset, token in the environment', () => {
    const plan = seedPlan(env)
    expect(plan.args).toEqual(['dataset', 'import', '../content/data.ndjson', '--project-id', 'abc123', '--dataset', 'staging', '--missing'])
    expect(plan.cwd).toBe(path.join(ROOT, 'studio'))
    expect(plan.env).toEqual({SANITY_IMPORT_TOKEN: 'sk-secret'})
    expect(seedPlan(env, {replace: true}).args.at(-1)).toBe('--replace')
    expect(seedPlan({...env, SANITY_DATASET: undefined}).args).toContain('production')
  })

  it('--dry-run prints that exact command without the token and exits 0', () => {
    const run = seed(['--dry-run'], env)
    expect(run.status).toBe(0)
    expect(run.stdout.trim()).toBe(`Would run: ${describePlan(seedPlan(env))}`)
    expect(run.stdout).toContain('sanity dataset import ../content/data.ndjson --project-id abc123 --dataset staging --missing')
    expect(run.stdout).not.toContain('sk-secret')
  })
})
