// Rehearsed errors for the browser tests of the error pages. The routes that throw them are
// *.test-route.tsx files, built only when TEST_ROUTES_ENV is "1" at build time (the test suite's build;
// next.config.ts), so a production build has neither the route nor the hook. In that build, with
// OPL_TEST_ERRORS=page the /test-error page throws (error.tsx shows); with OPL_TEST_ERRORS=layout the
// root template throws on a page rendered on request (global-error.tsx shows).
export const TEST_ROUTES_ENV = 'OPL_TEST_ROUTES'
export const TEST_ERRORS_ENV = 'OPL_TEST_ERRORS'

export function throwIfTestError(where: 'page' | 'layout'): void {
  if (process.env[TEST_ERRORS_ENV] === where) throw new Error(`A rehearsed error in the ${where} (${TEST_ERRORS_ENV}=${where})`)
}
