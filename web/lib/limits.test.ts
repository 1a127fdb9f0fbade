// `npm start`'s launcher (scripts/serve.mjs) imports limits.ts with Node's own TypeScript support,
// which runs a file as it is and resolves no extensionless import: limits.ts must load on its own.
import {spawnSync} from 'node:child_process'
import {describe, expect, it} from 'vitest'

describe('the limits module', () => {
  it('loads in plain Node, as npm start’s launcher loads it', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', "const l = await import('./web/lib/limits.ts'); console.log(l.SHUTDOWN_GRACE_MS, l.MAX_REQUEST_HEAD_BYTES)"], {encoding: 'utf8'})
    expect(run.stderr).toBe('')
    expect(run.stdout.trim()).toMatch(/^\d+ \d+$/)
  })
})
