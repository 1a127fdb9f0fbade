// The error pages' rehearsal routes exist only in the test suite's build: next.config.ts builds
// *.test-route.tsx files only with OPL_TEST_ROUTES=1, which the suite's build sets and `npm run build` does not.
import {afterEach, describe, expect, it, vi} from 'vitest'
import {TEST_ROUTES_ENV} from './test-errors'

async function pageExtensions(env: string | undefined): Promise<string[] | undefined> {
  vi.resetModules()
  vi.stubEnv(TEST_ROUTES_ENV, env)
  const {default: config} = await import('../../next.config')
  return config.pageExtensions
}

afterEach(() => vi.unstubAllEnvs())

describe('rehearsal routes', () => {
  it('are left out of a production build', async () => {
    expect(await pageExtensions(undefined)).toEqual(['tsx', 'ts'])
  })

  it('are built for the test suite', async () => {
    expect(await pageExtensions('1')).toEqual(['test-route.tsx', 'tsx', 'ts'])
  })
})
