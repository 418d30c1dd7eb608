import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
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
