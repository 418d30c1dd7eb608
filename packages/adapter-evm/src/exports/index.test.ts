import { describe, expect, it } from 'vitest'
import * as exports from './index.js'

describe('@keyway/adapter-evm exports', () => {
  it('exports exactly these names (any API change shows here)', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_PAIRING_TTL_MS",
        "INJECTED_CONNECTOR_ID",
        "RECONNECT_TIMEOUT_MS",
        "WALLET_CONNECT_CONNECTOR_ID",
        "WALLET_PROMPT_TIMEOUT_MS",
        "createEip6963Discovery",
        "createEvmAdapter",
        "evmChainId",
        "evmNetworksOf",
        "isUnrecognizedChainError",
        "pairingExpiryOf",
        "parseAnnouncement",
        "sessionAccounts",
        "sessionChainIds",
        "switchOrAddChain",
        "toAddEthereumChainParameter",
        "toViemChain",
        "toWalletConnectLink",
        "toWalletConnectRpcMap",
      ]
    `)
  })
})
