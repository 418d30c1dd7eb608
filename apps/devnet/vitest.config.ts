import { defineProject } from 'vitest/config'

// Resolve sibling packages to their TypeScript sources (the `@keyway/source` export condition).
const sourceConditions = ['@keyway/source', 'module', 'node', 'development|production']

export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    name: 'devnet',
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
