// A switch for the browser tests of the error pages: with OPL_TEST_ERRORS=page the /test-error route
// throws (error.tsx shows); with OPL_TEST_ERRORS=layout the root layout throws on a page rendered on
// request (global-error.tsx shows). Unset — always, outside those tests — it does nothing.
export const TEST_ERRORS_ENV = 'OPL_TEST_ERRORS'

export function testErrorsAt(where: 'page' | 'layout'): boolean {
  return process.env[TEST_ERRORS_ENV] === where
}

export function throwIfTestError(where: 'page' | 'layout'): void {
  if (testErrorsAt(where)) throw new Error(`A rehearsed error in the ${where} (${TEST_ERRORS_ENV}=${where})`)
}
