import { defineProject } from 'vitest/config'

// Resolve sibling packages to their TypeScript sources (the `@keyway/source` export condition).
// The server-side list leaves out 'module': vitest hands it to Node, and @walletconnect/core's
// ESM build then fails to construct its WebSocket.
const sourceConditions = ['@keyway/source', 'module', 'browser', 'development|production']
const ssrConditions = ['@keyway/source', 'node', 'development|production']

export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: ssrConditions } },
  test: {
    name: 'devnet',
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
