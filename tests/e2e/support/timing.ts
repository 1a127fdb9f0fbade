// Timings in the browser suites are judged against a control measured in the same run on the same
// machine, so that a busy machine slows both alike and the gate does not flake; budgets in absolute
// milliseconds belong to `npm run load` and `npm run bench`.
import {expect} from '@playwright/test'

/**
 * The most a measurement may take beside its control: `factor` times the control, and never less than the
 * control plus `slackMs`, so that a control of a few milliseconds is not judged on scheduler noise.
 */
export function boundBeside(controlMs: number, factor: number, slackMs: number): number {
  return Math.max(factor * controlMs, controlMs + slackMs)
}

/** How long a step takes, in milliseconds. */
export async function timed(step: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await step()
  return performance.now() - start
}

/** How long until `check` holds (or, for a check that asserts, until it passes), asked every 100 ms for
 * at most a minute: the time a change takes to show. */
export function timeUntil(check: () => Promise<boolean | void>): Promise<number> {
  const holds = () => check().then((result) => result !== false, () => false)
  return timed(() => expect.poll(holds, {timeout: 60_000, intervals: [100]}).toBe(true))
}
