/**
 * What a dapp gives the eip155 adapter, and what the adapter adds to core's ChainAdapter:
 * read by the part made at page load (evm-adapter.ts) and by the operations that load with
 * the first call needing wagmi (evm-operations.ts).
 */
import type { ChainDefinition, StorageLike } from '@keyway/core'
import type { AdapterTimeoutParameters, WalletConnectMetadata } from '@keyway/core/adapter'
import type { Config } from '@wagmi/core'
import type { EvmWindow } from './connectors/connector-list.js'
import type { CreateEmbeddedWalletConnectorParameters } from './connectors/embedded-wallet.js'
import type { WalletConnectConnectorParameters } from './connectors/walletconnect.js'
import type { UniversalProviderLoader } from './connectors/walletconnect-provider.js'

export type CreateEvmAdapterParameters = AdapterTimeoutParameters & {
  /** The dapp's networks; only the eip155 ones are used. */
  networks: readonly ChainDefinition[]
  /** Enables WalletConnect (with `walletConnect.metadata`). */
  projectId?: string | undefined
  walletConnect?:
    | {
        relayUrl?: string | undefined
        metadata: WalletConnectMetadata
        /** RPC URL per chain id for the session's reads; default: each network's first. */
        rpcMap?: Readonly<Record<number, string>> | undefined
        /** The sign client's key-value storage (default: its own browser storage). */
        storage?: unknown
        customStoragePrefix?: string | undefined
        loadProvider?: UniversalProviderLoader | undefined
        /** Other namespaces (e.g. solana) asked for in the same proposal: one shared session. */
        optionalNamespaces?: WalletConnectConnectorParameters['optionalNamespaces']
      }
    | undefined
  /** Where wagmi keeps connector flags (disconnect shim); in memory when absent. */
  storage?: StorageLike | undefined
  /** The window wallets announce on; default the global one in a browser. */
  window?: EvmWindow | undefined
  fetch?: typeof fetch | undefined
  now?: (() => number) | undefined
  /**
   * The embedded wallet's frame client (tests). The connector itself appears when the
   * Keyway client has `endpoints.frameHost` (core calls `setEmbeddedWallet`).
   */
  embeddedWallet?:
    | { createFrameClient?: CreateEmbeddedWalletConnectorParameters['createFrameClient'] }
    | undefined
}

export type EvmAdapterExtensions = {
  /** The adapter's own wagmi config; loads wagmi if it has not loaded yet. */
  loadWagmiConfig(): Promise<Config>
  /** Loads WalletConnect's provider ahead of need (e.g. when the modal opens). */
  preloadWalletConnect(): Promise<void>
  /**
   * Creates the WalletConnect pairing ahead of need (e.g. when the Connect view shows): the
   * provider loads, its relay connection opens and the pairing uri is made, so choosing
   * WalletConnect shows the QR code at once. `connect` then reuses this attempt (docs/connection.md#walletconnect-pairing
   * pairing reuse). Does nothing without WalletConnect, with a session, or while a pairing
   * is pending. Resolves once the attempt is started; its outcome is `connect`'s.
   */
  prepareWalletConnect(): Promise<void>
}
