// A page built only for the error-page tests (see lib/test-errors.ts); without the switch it is a 404.
import {notFound} from 'next/navigation'
import {connection} from 'next/server'
import {TEST_ERRORS_ENV, throwIfTestError} from '@/lib/test-errors'

// Rendered per request (connection()), with nothing to show before it: allowed to block.
export const instant = false

export default async function TestErrorPage() {
  // Rendered per request, so the switch is read at run time, not frozen into the build.
  await connection()
  if (!process.env[TEST_ERRORS_ENV]) notFound()
  throwIfTestError('page')
  return <p>No rehearsed error in the page.</p>
}
