import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Two Node workers: vitest's default on a 2-core machine is one (cores - 1), and most of a
    // file's wall time is waiting (a devnet, PGlite, a child process) or importing, so one
    // worker left a core idle once the browser projects were done.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui/vitest.browser.config.ts',
      'packages/embedded-wallet/vitest.browser.config.ts',
      'apps/frame-host/vitest.browser.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
})
