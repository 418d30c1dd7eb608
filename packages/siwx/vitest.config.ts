import { defineProject } from 'vitest/config'

// Sibling packages resolve to their TypeScript sources (the `@keyway/source` condition).
export default defineProject({
  resolve: { conditions: ['@keyway/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@keyway/source', 'node', 'development|production'] } },
  test: { name: 'siwx', environment: 'node' },
})
