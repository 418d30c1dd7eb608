/**
 * The "Devnet test wallets", for a visitor without a wallet extension: an
 * EIP-6963 EVM wallet and a Wallet Standard Solana wallet in the page, backed by devnet's
 * public test keys. Built as its own bundle (scripts/lib/demo-server.ts) and loaded by URL
 * only when the switch is on (./load.ts), so neither the keys nor the signing code are in
 * the page's first bundle. `__KEYWAY_DEVNET_TEST_KEYS__` is defined for this bundle only.
 */

// Subpaths: the package entry also starts devnet (Node only).
import { createTestEip1193Provider } from '@keyway/test/eip1193'
import { announceEip6963, testWalletIcon } from '@keyway/test/eip6963'
import { registerTestSolanaWallet } from '@keyway/test/solana-wallet'

export const DEVNET_EVM_WALLET_NAME = 'Devnet Test Wallet (EVM)'
export const DEVNET_SOLANA_WALLET_NAME = 'Devnet Test Wallet (Solana)'

export type DevnetWalletsConfig = {
  evmChains: readonly [
    { chainId: number; rpcUrl: string; name: string },
    ...{ chainId: number; rpcUrl: string; name: string }[],
  ]
  solana: { rpcUrl: string; caipNetworkId: string }
}

export async function installDevnetTestWallets(
  win: Window,
  config: DevnetWalletsConfig,
): Promise<() => void> {
  const keys = __KEYWAY_DEVNET_TEST_KEYS__
  const provider = createTestEip1193Provider({
    chains: config.evmChains,
    privateKey: keys.evm.privateKey,
    // The visitor turned these wallets on for this site: like an extension that remembers
    // it, so a reload reconnects without a prompt.
    authorized: true,
  })
  const stopAnnouncing = announceEip6963(win, {
    info: {
      uuid: '5b0f6d1e-6c1a-4d8e-9a51-0d3e7a1f2c01',
      name: DEVNET_EVM_WALLET_NAME,
      icon: testWalletIcon('#7048e8', 'D'),
      rdns: 'dev.keyway.devnet-test-wallet',
    },
    provider,
  })
  const { testWallet, unregister } = await registerTestSolanaWallet(
    win as unknown as Parameters<typeof registerTestSolanaWallet>[0],
    {
      secretKey: keys.solana.secretKey,
      rpcUrl: config.solana.rpcUrl,
      name: DEVNET_SOLANA_WALLET_NAME,
      chains: [config.solana.caipNetworkId as `${string}:${string}`],
    },
  )
  // Approved once on install, so its silent connect on a reload answers the account.
  await testWallet.connect(false)
  return () => {
    stopAnnouncing()
    unregister()
  }
}
