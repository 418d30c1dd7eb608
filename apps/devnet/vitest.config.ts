import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vitest.shared.ts'

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
