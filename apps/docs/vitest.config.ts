import { defineProject } from 'vitest/config'

// Tests of the docs' own snippets (docs/snippets/). They live outside any package, so their
// `@keyway/*` imports are resolved from this folder (dedupe) to the TypeScript sources.
export default defineProject({
  resolve: {
    conditions: ['@keyway/source', 'module', 'browser', 'development|production'],
    dedupe: ['@keyway/core'],
  },
  ssr: { resolve: { conditions: ['@keyway/source', 'node', 'development|production'] } },
  test: { name: 'docs', environment: 'node', include: ['test/**/*.test.ts'] },
})
