import { describe, expect, it } from 'vitest'
import * as exports from './index.js'

describe('@keyway/adapter-bitcoin exports', () => {
  it('exports exactly these names (any API change shows here)', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "BITCOIN_MAINNET_CAIP_ID",
        "BITCOIN_NETWORK_STORAGE_KEY",
        "BITCOIN_TESTNET_CAIP_ID",
        "WALLETCONNECT_BIP122_EVENTS",
        "WALLETCONNECT_BIP122_METHODS",
        "WALLET_CONNECT_CONNECTOR_ID",
        "createBitcoinAdapter",
        "protocolOfSignature",
      ]
    `)
  })
})
