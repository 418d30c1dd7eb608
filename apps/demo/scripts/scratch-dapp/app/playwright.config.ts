// The scratch dapp's Playwright config, as a dapp team writes it: its served build
// ($SCRATCH_DAPP_URL) and a devnet ($KEYWAY_DEVNET, read by @keyway/testing's fixtures).
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.SCRATCH_DAPP_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.SCRATCH_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: JSON.parse(process.env.SCRATCH_CHROMIUM_ARGS ?? '[]') as string[],
    },
  },
})
