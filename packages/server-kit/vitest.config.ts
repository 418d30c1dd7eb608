import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'server-kit', environment: 'node', testTimeout: 30_000 },
})
