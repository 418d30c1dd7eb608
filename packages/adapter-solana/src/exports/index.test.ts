import { describe, expect, it } from 'vitest'
import * as exports from './index.js'

describe('@keyway/adapter-solana exports', () => {
  it('exports exactly these names (any API change shows here)', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "RECONNECT_TIMEOUT_MS",
        "SOLANA_NETWORK_STORAGE_KEY",
        "WALLET_CONNECT_CONNECTOR_ID",
        "WALLET_PROMPT_TIMEOUT_MS",
        "createSolanaAdapter",
        "createWalletStandardDiscovery",
        "decodeBase58",
        "encodeBase58",
        "findSolanaNetwork",
        "isSolanaAddress",
        "isSolanaWallet",
        "sessionSolanaAccounts",
        "sessionSolanaChains",
        "solanaCaipReference",
        "solanaNetworksOf",
        "toSolanaRpcMap",
        "walletChainOf",
      ]
    `)
  })
})
