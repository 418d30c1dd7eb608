import { defineProject } from 'vitest/config'

// Sibling packages (devnet, @keyway/embedded-wallet) resolve to their TypeScript sources
// through the `@keyway/source` export condition.
const ssrConditions = ['@keyway/source', 'node', 'development|production']

export default defineProject({
  resolve: { conditions: ['@keyway/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ssrConditions } },
  test: {
    name: 'frame-host',
    environment: 'node',
    // The frame script's Chromium tests are the frame-host-browser project's.
    exclude: ['**/node_modules/**', 'src/**/*.browser.test.ts'],
    // PGlite compiles its WebAssembly once per file and a PostgreSQL cluster takes seconds
    // to create on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
