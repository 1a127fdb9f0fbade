// Runs before every test file.
import {afterEach, vi} from 'vitest'

// Outside Next there is no request to wait for: a route's `await connection()` resolves at once.
vi.mock('next/server', async (importOriginal) => ({...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined}))

// Unmounts whatever a DOM test rendered once it ends (Testing Library only does this by itself when
// Vitest globals are on), so no React work or timer outlives the test's jsdom window.
afterEach(async () => {
  if (typeof document === 'undefined') return
  const {cleanup} = await import('@testing-library/react')
  cleanup()
})
