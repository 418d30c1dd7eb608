import { defineProject } from 'vitest/config'

// Tests of the repository's own scripts. The fixtures are inputs of those tests, not tests.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 120_000,
  },
})
