// `npm test`: every check the project has, in order, stopping at the first failure — types, lint,
// dataset validation, typegen freshness, unit and integration tests, the Studio build, the JS
// budgets, and the browser tests against the production build.
import {spawnSync} from 'node:child_process'
import path from 'node:path'
import {helpIfAsked} from './lib/command-line'

const ROOT = path.resolve(import.meta.dirname, '..')

/** `quick`: part of `npm run test:quick`, the edit loop (no build, no browser). */
type Step = {name: string; command: string; args: string[]; env?: Record<string, string>; quick?: boolean}

const npx = (...args: string[]): [string, string[]] => ['npx', ['--no-install', ...args]]

// Each step runs the npm script the docs give for it, so the documented command is what npm test proves.
const steps: Step[] = [
  {name: 'types (route types, then the repo and the site)', ...npmRun('typecheck'), quick: true},
  {name: 'lint', ...npmRun('lint'), quick: true},
  {name: 'dataset validation', ...npmRun('validate:content'), quick: true},
  {name: 'typegen is current', ...cmd(npx('tsx', 'scripts/check-typegen.ts')), quick: true},
  {name: 'unit and integration tests', ...npmRun('test:unit'), quick: true},
  {name: 'Studio build', ...npmRun('studio:build')},
  {name: 'JavaScript budgets', ...npmRun('budget')},
  // The budget step built the production site into the e2e folder; the browser tests reuse it.
  {name: 'browser tests (production build, Chromium)', ...npmRun('test:e2e'), env: {E2E_SKIP_BUILD: '1'}},
]

function npmRun(script: string) {
  return cmd(['npm', ['run', '--silent', script]])
}

function cmd([command, args]: [string, string[]]) {
  return {command, args}
}

helpIfAsked(`
Usage: npm test [-- <check>...]    npm run test:quick

Every check the project has, in order, stopping at the first failure; name checks to run only those.
  --quick  only the checks that need no build and no browser (types, lint, dataset, unit tests)
  --help   this text
`)
const quick = process.argv.includes('--quick')
const only = process.argv.slice(2).filter((a) => a !== '--quick')
const started = Date.now()
for (const step of steps) {
  if (quick && !step.quick) continue
  if (only.length && !only.some((o) => step.name.includes(o))) continue
  const t0 = Date.now()
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`)
  const result = spawnSync(step.command, step.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', ...step.env},
  })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed (${seconds} s)`)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${step.name} (${seconds} s)`)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
