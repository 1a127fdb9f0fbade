// Playwright global setup: build the production site once (and complete its standalone server, which
// standalone.spec.ts starts in each worker) and serve it on E2E_PORT for the run.
import {prepareStandalone} from '../../../scripts/lib/standalone'
import {E2E_PORT} from './browser'
import {buildSite, E2E_DIST_DIR, startSite} from './site-server'

export default async function globalSetup() {
  await buildSite()
  await prepareStandalone(E2E_DIST_DIR)
  const site = await startSite(E2E_PORT)
  return async () => site.stop()
}
