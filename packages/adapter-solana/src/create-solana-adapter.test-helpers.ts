/** Test-only: adapters on devnet's cluster and keypair wallets registered on the page. */
import type { StorageLike } from '@keyway/core'
import { createMemoryStorage } from '@keyway/core'
import {
  type RegisterTestSolanaWalletParameters,
  registerTestSolanaWallet,
} from '@keyway/test/solana-wallet'
import { afterEach } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from './create-solana-adapter.js'
import { devnetSolanaAccount, devnetSolanaNetwork, testDevnet } from './devnet.test-helpers.js'

const devnet = testDevnet()
const adapters: SolanaAdapter[] = []
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

export function localAdapter(
  options: Partial<Parameters<typeof createSolanaAdapter>[0]> & { storage?: StorageLike } = {},
): SolanaAdapter {
  const adapter = createSolanaAdapter({
    networks: [devnetSolanaNetwork(devnet)],
    storage: options.storage ?? createMemoryStorage(),
    window,
    ...options,
  })
  adapters.push(adapter)
  return adapter
}

/** A keypair wallet on devnet's cluster (its CAIP-2 id in its chains), registered on window. */
export async function registerDevnetWallet(
  accountIndex: number,
  options: Partial<RegisterTestSolanaWalletParameters> = {},
) {
  const registered = await registerTestSolanaWallet(window, {
    secretKey: devnetSolanaAccount(devnet, accountIndex).secretKey,
    rpcUrl: devnet.urls.solanaRpc,
    chains: [devnetSolanaNetwork(devnet).caipNetworkId],
    ...options,
  })
  cleanups.push(registered.unregister)
  return registered
}

export function onCleanup(cleanup: () => void): void {
  cleanups.push(cleanup)
}
