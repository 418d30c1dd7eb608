import { defineProject } from 'vitest/config'

// Unit tests of the demo's scripts and configuration helpers. The Playwright suite in e2e/
// (files *.spec.ts) runs with `pnpm --filter demo test:e2e`, never under vitest.
const sourceConditions = ['@keyway/source', 'module', 'browser', 'development|production']
const ssrConditions = ['@keyway/source', 'node', 'development|production']

export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: ssrConditions } },
  test: {
    name: 'demo',
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'e2e/**/*.test.ts',
    ],
  },
})
