import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: { name: 'core', environment: 'node' },
})
