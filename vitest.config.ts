// Unit and integration tests (Vitest). Tests sit beside their source as *.test.ts(x); browser
// tests live in tests/e2e and run under Playwright instead.
import path from 'node:path'
import react from '@vitejs/plugin-react'
import {defineConfig} from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'web'),
      '@schemas': path.resolve(import.meta.dirname, 'schemas'),
      // `server-only` throws outside a React Server environment; tests import server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['web/**/*.test.{ts,tsx}', 'league/**/*.test.ts', 'scripts/**/*.test.ts', 'schemas/**/*.test.ts', 'studio/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/e2e/**', '**/.next*/**'],
    // Components and hooks opt into a DOM with `// @vitest-environment jsdom` at the top of the file.
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    // A worker per core: Vitest's default leaves one core to its own main thread, which on a 2-core
    // machine runs every file in one worker while many of them wait on a child process or a socket.
    maxWorkers: '100%',
    // next-sanity's draft-mode route helper imports `next/headers`, which Node's ESM resolver cannot
    // find in `next` (no exports map); inlined, Vite resolves it and tests can mock it.
    server: {deps: {inline: [/next-sanity[\\/]dist[\\/]draft-mode/]}},
  },
})
