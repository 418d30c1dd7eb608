/**
 * One WalletConnect provider for the EVM, Solana and Bitcoin adapters, so the wallet is
 * paired once: the adapter that connects proposes eip155, solana and bip122 in one session,
 * and the others read their accounts from that session.
 * The provider's code is imported on first use, so it stays out of the first bundle.
 */
import type { UniversalProviderInitOptions } from '@keyway/adapter-evm'
import type { UniversalProvider } from '@keyway/adapter-solana'

export type SharedWalletConnect = {
  /** For the EVM adapter's `walletConnect.loadProvider`: initialises the one provider. */
  load(options: UniversalProviderInitOptions): Promise<UniversalProvider>
  /** For the Solana and Bitcoin adapters' `walletConnect.provider`: the same provider. */
  provider(): Promise<UniversalProvider>
}

export function createSharedWalletConnect(
  defaults: UniversalProviderInitOptions,
  importProvider: () => Promise<{
    UniversalProvider: { init(options: never): Promise<UniversalProvider> }
  }> = () => import('@walletconnect/universal-provider') as never,
): SharedWalletConnect {
  let shared: Promise<UniversalProvider> | undefined
  function load(options: UniversalProviderInitOptions): Promise<UniversalProvider> {
    shared ??= importProvider()
      .then(({ UniversalProvider }) => UniversalProvider.init(options as never))
      .catch((error: unknown) => {
        // A failed load (relay down) may be retried by the next attempt.
        shared = undefined
        throw error
      })
    return shared
  }
  return { load, provider: () => load(defaults) }
}
