/**
 * The page's clock, for tests that check a window or a back-off schedule of the product
 * (a 30 s retry window, a 10 s request time limit, the relay's retry delays): Playwright's
 * `page.clock` is installed before the page's scripts run, time then flows as usual, and a
 * test moves it forward instead of waiting the time out. Only the page's timers and `Date`
 * are faked: the network, devnet and frame-host stay real, and the product's own constants
 * are the ones under test.
 */
import type { Page } from '@playwright/test'

/** The step a test moves the clock by: no timer of the product is shorter than this matters. */
const STEP_MS = 1_000

/**
 * Longer than two balance polls of the open modal (docs/limits.md#timing: every 4 s), well
 * inside the 30 s cache window.
 */
export const TWO_POLLS_MS = 9_000

/** Installs the fake clock; call before `demo.goto()`. Time keeps flowing until moved. */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install()
}

/** The page's time now (`Date.now()` inside the page). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now())
}

/**
 * Moves the page's clock `ms` forward in steps, firing every timer due on the way (polls,
 * retries); between steps the page runs what the timers started (its requests go out).
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  let left = Math.max(0, ms)
  while (left > 0) {
    const step = Math.min(STEP_MS, left)
    await page.clock.runFor(step)
    left -= step
    // A round trip to the page: the promises the timers settled run before the next step.
    await page.evaluate(() => undefined)
  }
}

/**
 * Moves the page's clock forward a step at a time until `condition` holds, and answers how
 * much page time that took; fails once `limitMs` of page time has passed without it.
 */
export async function passTimeUntil(
  page: Page,
  condition: () => Promise<boolean>,
  parameters: { limitMs: number; what: string },
): Promise<number> {
  let passed = 0
  while (!(await condition())) {
    if (passed >= parameters.limitMs) {
      throw new Error(`${parameters.what}: not within ${parameters.limitMs} ms of page time`)
    }
    await passTime(page, STEP_MS)
    passed += STEP_MS
  }
  return passed
}
