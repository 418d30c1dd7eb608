import { describe, expect, it } from 'vitest'
import * as exports from './wallet-adapter.js'

describe('@keyway/adapter-solana/wallet-adapter exports', () => {
  it('exports exactly these names (any API change shows here)', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "KeywayWalletAdapter",
        "KeywayWalletName",
      ]
    `)
  })
})
