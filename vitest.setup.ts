// Unmounts whatever a DOM test rendered once it ends (Testing Library only does this by itself when
// Vitest globals are on), so no React work or timer outlives the test's jsdom window.
import {afterEach} from 'vitest'

afterEach(async () => {
  if (typeof document === 'undefined') return
  const {cleanup} = await import('@testing-library/react')
  cleanup()
})
