// Every script's command line, read one way: `--help` (or `-h`) prints what the script does and takes, and
// exits 0; an option it does not take, or a value it cannot read, prints the reason and the same usage and
// exits 2 — never a stack trace (Node's parseArgs throws ERR_PARSE_ARGS_UNKNOWN_OPTION).
import {parseArgs, type ParseArgsConfig} from 'node:util'

type Options = NonNullable<ParseArgsConfig['options']>

/** Exit status for a command line the script cannot read (as shells and getopt use it). */
export const USAGE_EXIT_CODE = 2

/** `parseArgs` with `--help` added: prints `usage` and exits on `--help`, or on what it cannot read. */
export function commandLine<O extends Options>(usage: string, options: O, {positionals = false, negatives = false}: {positionals?: boolean; negatives?: boolean} = {}) {
  // --help is looked for first, so that it is answered whatever else the command line holds.
  helpIfAsked(usage)
  let parsed
  try {
    parsed = parseArgs({options, allowPositionals: positionals, allowNegative: negatives, strict: true})
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage.trim()}`)
    return process.exit(USAGE_EXIT_CODE)
  }
  return parsed
}

/** For a script that reads `process.argv` itself: prints `usage` and exits 0 when asked for help. */
export function helpIfAsked(usage: string, args: readonly string[] = process.argv.slice(2)): void {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage.trim())
    process.exit(0)
  }
}
