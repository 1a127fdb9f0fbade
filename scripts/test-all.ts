// `npm test`: every check the project has, in order, stopping at the first failure — types, lint,
// dataset validation, typegen freshness, unit and integration tests, the Studio build, the JS
// budgets, and the browser tests against the production build. Checks of one stage read nothing another
// writes, so they run at once (each one's output printed whole when it ends); stages run in order.
import {spawn} from 'node:child_process'
import path from 'node:path'
import {helpIfAsked} from './lib/command-line'

const ROOT = path.resolve(import.meta.dirname, '..')

/** `quick`: part of `npm run test:quick`, the edit loop (no build, no browser). `stage`: steps of one
 * stage run at once. */
type Step = {name: string; command: string; args: string[]; env?: Record<string, string>; quick?: boolean; stage: number}

const npx = (...args: string[]): [string, string[]] => ['npx', ['--no-install', ...args]]

// Each step runs the npm script the docs give for it, so the documented command is what npm test proves.
const steps: Step[] = [
  // Typecheck writes the route types (web/.next/types) that lint reads, so lint comes after it.
  {name: 'types (route types, then the repo and the site)', ...npmRun('typecheck'), quick: true, stage: 1},
  {name: 'dataset validation', ...npmRun('validate:content'), quick: true, stage: 1},
  {name: 'typegen is current', ...cmd(npx('tsx', 'scripts/check-typegen.ts')), quick: true, stage: 1},
  {name: 'lint', ...npmRun('lint'), quick: true, stage: 2},
  {name: 'unit and integration tests', ...npmRun('test:unit'), quick: true, stage: 3},
  {name: 'Studio build', ...npmRun('studio:build'), stage: 4},
  {name: 'JavaScript budgets', ...npmRun('budget'), stage: 5},
  // The budget step built the production site into the e2e folder; the browser tests reuse it.
  {name: 'browser tests (production build, Chromium)', ...npmRun('test:e2e'), env: {E2E_SKIP_BUILD: '1'}, stage: 6},
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
const chosen = steps.filter((step) => (!quick || step.quick) && (!only.length || only.some((o) => step.name.includes(o))))
for (const stage of [...new Set(chosen.map((step) => step.stage))]) {
  const together = chosen.filter((step) => step.stage === stage)
  const results = await Promise.all(together.map((step) => run(step, together.length > 1)))
  const failed = results.find((result) => result.status !== 0)
  if (failed) process.exit(failed.status ?? 1)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)

/** Runs one step; beside others, its output is held and printed whole when it ends. */
function run(step: Step, beside: boolean): Promise<{status: number | null}> {
  const t0 = Date.now()
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`)
  const child = spawn(step.command, step.args, {
    cwd: ROOT,
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', ...step.env},
  })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1)
      if (beside) process.stdout.write(`\n── ${step.name} ──\n${Buffer.concat(output).toString()}`)
      if (status !== 0) console.error(`\n✗ ${step.name} failed (${seconds} s)`)
      else console.log(`✓ ${step.name} (${seconds} s)`)
      resolve({status})
    })
  })
}
