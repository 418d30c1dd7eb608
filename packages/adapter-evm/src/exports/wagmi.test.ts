import { describe, expect, it } from 'vitest'
import * as exports from './wagmi.js'

describe('@keyway/adapter-evm/wagmi exports', () => {
  it('exports exactly these names (any API change shows here)', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "createWagmiAdapter",
      ]
    `)
  })
})
