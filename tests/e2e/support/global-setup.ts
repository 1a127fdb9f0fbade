// Playwright global setup: build the production site once (with its standalone server, what
// `npm start` runs) and serve it on E2E_PORT for the run.
import {E2E_PORT} from './browser'
import {buildSite, startSite} from './site-server'

export default async function globalSetup() {
  await buildSite()
  const site = await startSite(E2E_PORT)
  return async () => site.stop()
}
