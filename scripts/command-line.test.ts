// Every script `npm run` starts that reads its command line answers `--help` with its usage (exit 0), and
// one that reads options refuses an option it does not take with the reason and its usage (exit 2), never
// a stack trace. Every such script reads it through scripts/lib/command-line.ts, tested here directly;
// two scripts are run as a reader runs them (each start loads its imports: tens of seconds on a busy host).
import {execFile} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {promisify} from 'node:util'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {commandLine, helpIfAsked, USAGE_EXIT_CODE} from './lib/command-line'

const ROOT = path.resolve(import.meta.dirname, '..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const run = promisify(execFile)

/** The script files package.json's npm scripts run with tsx. */
const npmScripts = [
  ...new Set(
    Object.values((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts).flatMap((command) => {
      const file = /\btsx (scripts\/\S+\.ts)/.exec(command)?.[1]
      return file ? [file] : []
    }),
  ),
]
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
/** Scripts that read arguments: options, a file or an address. */
const takingArguments = npmScripts.filter((file) => /process\.argv\.(slice|includes|find)|process\.argv\[2\]|parseArgs\(|commandLine\(/.test(source(file)))

/** A script's exit status and output; it is stopped after `ms` (a script that ignored --help would run on). */
async function outcome(file: string, args: string[], ms = 240_000) {
  try {
    const {stdout, stderr} = await run(TSX, [file, ...args], {cwd: ROOT, timeout: ms, env: {...process.env, NODE_OPTIONS: ''}})
    return {code: 0, stdout, stderr}
  } catch (error) {
    const failed = error as {code?: number; stdout: string; stderr: string}
    return {code: failed.code ?? -1, stdout: failed.stdout, stderr: failed.stderr}
  }
}

class Exit extends Error {
  constructor(readonly code: number | string | null | undefined) {
    super(`exit ${String(code)}`)
  }
}

describe('commandLine', () => {
  let printed: string[]
  let argv: string[]
  beforeEach(() => {
    printed = []
    argv = process.argv
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Exit(code)
    })
    for (const stream of ['log', 'error'] as const) vi.spyOn(console, stream).mockImplementation((line: unknown) => void printed.push(`${stream}: ${String(line)}`))
  })
  afterEach(() => {
    process.argv = argv
    vi.restoreAllMocks()
  })
  const withArgs = (args: string[], read: () => unknown) => {
    process.argv = ['node', 'script.ts', ...args]
    try {
      return read()
    } catch (error) {
      if (error instanceof Exit) return error
      throw error
    }
  }
  const USAGE = '\nUsage: npm run example [-- --every <s>]\n'

  it('reads the options the script takes', () => {
    expect(withArgs(['--every=3'], () => commandLine(USAGE, {every: {type: 'string'}}).values)).toEqual({every: '3'})
    expect(printed).toEqual([])
  })

  it.each([['--help'], ['-h'], ['--every=3', '--help']])('answers %s with the usage, exit 0', (...args) => {
    expect(withArgs(args, () => commandLine(USAGE, {every: {type: 'string'}}))).toEqual(new Exit(0))
    expect(printed).toEqual(['log: Usage: npm run example [-- --every <s>]'])
  })

  it('refuses an option it does not take, or a stray argument, with the reason and the usage, exit 2', () => {
    expect(withArgs(['--speed=3'], () => commandLine(USAGE, {every: {type: 'string'}}))).toEqual(new Exit(USAGE_EXIT_CODE))
    expect(withArgs(['file.ndjson'], () => commandLine(USAGE, {}))).toEqual(new Exit(USAGE_EXIT_CODE))
    expect(printed[0]).toMatch(/^error: Unknown option '--speed'.*\n\nUsage: npm run example/s)
    expect(printed[1]).toMatch(/^error: Unexpected argument 'file.ndjson'/)
  })

  it('helpIfAsked answers --help for a script that reads its arguments itself, and nothing else', () => {
    expect(withArgs(['http://127.0.0.1:3000', '--help'], () => helpIfAsked(USAGE))).toEqual(new Exit(0))
    expect(withArgs(['http://127.0.0.1:3000', '/gallery'], () => helpIfAsked(USAGE))).toBeUndefined()
  })
})

describe('the scripts’ command lines', () => {
  it('reads every command line of an npm script through the one helper', () => {
    expect(takingArguments).toEqual(expect.arrayContaining(['scripts/demo-match-day.ts', 'scripts/validate-dataset.ts', 'scripts/bench.ts', 'scripts/studio.ts']))
    for (const file of takingArguments) {
      expect(source(file), file).toMatch(/commandLine\(|helpIfAsked\(/)
      expect(source(file), file).not.toMatch(/\bparseArgs\(/)
    }
  })

  it.each(['scripts/demo-match-day.ts', 'scripts/validate-dataset.ts'])('%s --help prints its usage and exits 0', {timeout: 300_000}, async (file) => {
    const {code, stdout} = await outcome(file, ['--help'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Usage: npm /)
  })

  it('demo:match-day refuses an option it does not take with the reason and its usage', {timeout: 300_000}, async () => {
    const {code, stderr} = await outcome('scripts/demo-match-day.ts', ['--speed=3'])
    expect(code).toBe(USAGE_EXIT_CODE)
    expect(stderr).toContain("Unknown option '--speed'")
    expect(stderr).toContain('Usage: npm run demo:match-day')
    expect(stderr).not.toMatch(/\n\s+at /)
  })
})
