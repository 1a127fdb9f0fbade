// A short soak of the production build (`npm run load` is the full 60 s): under 5 s of concurrent
// requests over the route mix, no request errors and no status other than the route's own.
import {expect, test} from '@playwright/test'
import {runLoad} from '../../scripts/lib/load-run'
import {freePort, sandbox} from './support/sandbox'
import {startSite} from './support/site-server'

test('5 s of load: 0 errors, 0 unexpected statuses', async () => {
  test.setTimeout(90_000)
  const box = await sandbox()
  const site = await startSite(await freePort(), box.env)
  try {
    const report = await runLoad({url: site.url, pid: site.pid, seconds: 5, connections: 20, warmupSeconds: 1})
    console.log(`load: ${report.requestsPerSecond} req/s, p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, ${report.requests} requests`)
    expect(report.errors + report.timeouts).toBe(0)
    expect(report.unexpected).toEqual({})
    // Proof that load was applied at all (on a busy 2-core CI machine this can be as low as ~16 req/s).
    expect(report.requests).toBeGreaterThan(40)
  } finally {
    await site.stop()
    await box.remove()
  }
})
