import { defineProject } from 'vitest/config'

// Node: the protocol schemas (no DOM). The frame client runs in real Chromium against a
// cross-origin frame: vitest.browser.config.ts.
export default defineProject({
  resolve: { conditions: ['@keyway/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@keyway/source', 'node', 'development|production'] } },
  test: {
    name: 'embedded-wallet',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
  },
})
