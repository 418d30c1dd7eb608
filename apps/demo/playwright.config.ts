import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.js'

/**
 * The demo's end-to-end suite: Debian's Chromium against the built demo and a devnet on free
 * ports, both started by e2e/global-setup.ts. One worker: the scenarios share devnet's
 * chains and the machine has two cores.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the
    // screencast: recording a filmstrip of every test cost about a fifth of the suite's time
    // on two cores. The failure's screenshot below is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
})
