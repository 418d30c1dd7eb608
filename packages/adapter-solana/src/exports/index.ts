/**
 * The public entry of `@keyway/adapter-solana` (its generated reference is on the docs site).
 * @module @keyway/adapter-solana
 */
// Public entry of @keyway/adapter-solana. Every export is named here; index.test.ts snapshots
// the list, so any change of the public API shows in review. The test wallet is in the
// private @keyway/test (`@keyway/test/solana-wallet`).

export {
  type AdapterTimers,
  type Eip6963Window,
  RECONNECT_TIMEOUT_MS,
  WALLET_PROMPT_TIMEOUT_MS,
  type WalletConnectMetadata,
  type WalletConnectNamespaceRequest,
} from '@keyway/core/adapter'
export type { TokenMetadata } from '../actions/token-balances.js'
export { SOLANA_NETWORK_STORAGE_KEY } from '../connections.js'
export { walletChainOf } from '../connectors/wallet-standard.js'
export {
  type SolanaWalletConnectOptions,
  sessionSolanaAccounts,
  sessionSolanaChains,
  type UniversalProvider,
  WALLET_CONNECT_CONNECTOR_ID,
} from '../connectors/walletconnect.js'
export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SolanaAdapter,
} from '../create-solana-adapter.js'
export {
  createWalletStandardDiscovery,
  isSolanaWallet,
  type WalletsRegistry,
} from '../discovery/wallet-standard.js'
export {
  findSolanaNetwork,
  type SolanaNetwork,
  solanaCaipReference,
  solanaNetworksOf,
  toSolanaRpcMap,
} from '../networks.js'
export { decodeBase58, encodeBase58, isSolanaAddress } from '../utils/base58.js'
