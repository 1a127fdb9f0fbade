// Browser tests against the production build, served on 127.0.0.1, in Debian's Chromium (Playwright's
// own browser download cannot work offline). The web server is built once per run by global setup.
import {defineConfig} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT} from './tests/e2e/support/browser'

// The test servers live for seconds: making the gallery's photos ahead (IMAGE_WARM) would only compete
// with the tests for the CPU. A test that measures it turns it on for its own server.
process.env.IMAGE_WARM ??= 'off'

export default defineConfig({
  testDir: './tests/e2e',
  // One folder per port, so parallel runs on one machine do not trample each other's artifacts.
  outputDir: `./test-results/${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 5_000},
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    // Recording a trace costs every test its snapshots: a test is traced when it runs again after a failure
    // (CI retries once); locally, run the failing test again with `--trace on`.
    trace: 'on-first-retry',
  },
  projects: [
    {name: 'desktop', use: {viewport: {width: 1280, height: 800}}},
    {name: 'phone', use: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}, grep: /@phone/},
  ],
})
