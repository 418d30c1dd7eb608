import { defineProject } from 'vitest/config'

// Same resolve conditions as the other packages: sibling sources, Node builds of dependencies.
const sourceConditions = ['@keyway/source', 'module', 'browser', 'development|production']
const ssrConditions = ['@keyway/source', 'node', 'development|production']

export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: ssrConditions } },
  test: { name: 'testing', environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 },
})
