import { describe, expect, it } from 'vitest'
import * as testing from '../testing/index.js'
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

  it('exports exactly these test helpers from ./testing', () => {
    expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_SOLANA_WALLET_BRIDGE",
        "TEST_SOLANA_WALLET_ICON",
        "createEd25519Keypair",
        "createInjectedSolanaWalletScript",
        "createTestSolanaWallet",
        "handleSolanaBridgeRequest",
        "installTestSolanaWallets",
        "registerTestSolanaWallet",
        "registerWallet",
        "toWalletStandardWallet",
        "userRejection",
      ]
    `)
  })
})
