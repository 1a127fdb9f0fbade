// The read token and the webhook secret stay on the server: every module that reads either, or builds
// the Sanity client that carries the token, imports 'server-only', so a client component that reaches one
// fails the build instead of shipping it. This lists them and fails when a new one forgets the fence.
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'

const WEB = path.resolve(import.meta.dirname, '../..')

/** What reading a secret looks like in this code base. */
const READS_SECRET = /\bSANITY_READ_TOKEN\b|\bSANITY_REVALIDATE_SECRET\b|\bcreateSanityClient\(|\breadToken\b/

/** The settings validator itself: next.config.ts and the CLI scripts (seed, stack) parse the same
 * variables in plain Node, where 'server-only' throws; it hands the values to the fenced modules below. */
const VALIDATOR = 'lib/env.ts'

const FENCED = [
  'app/api/draft-mode/enable/route.ts',
  'lib/content/fetch.ts',
  'lib/content/live/sanity-events.ts',
  'lib/content/sanity-client.ts',
  'lib/content/webhook.ts',
  'lib/security/draft-proof.ts',
  'lib/security/response-headers.ts',
]

function sources(dir: string): string[] {
  return readdirSync(path.join(WEB, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(rel)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : []
  })
}

const secretReaders = ['app', 'lib', 'components']
  .flatMap(sources)
  .filter((file) => file !== VALIDATOR && READS_SECRET.test(readFileSync(path.join(WEB, file), 'utf8')))
  .sort()

describe("modules that read a secret import 'server-only'", () => {
  it('are the modules listed here', () => {
    expect(secretReaders).toEqual(FENCED)
  })

  it.each(FENCED)('%s', (file) => {
    expect(readFileSync(path.join(WEB, file), 'utf8')).toMatch(/^import 'server-only'$/m)
  })
})
