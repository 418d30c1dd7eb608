/**
 * The public entry of `@keyway/adapter-evm` (its generated reference is on the docs site).
 * @module @keyway/adapter-evm
 */
// Public entry of @keyway/adapter-evm. Every export is named here; index.test.ts snapshots
// the list, so any change of the public API shows in review.

export {
  type AdapterTimers,
  RECONNECT_TIMEOUT_MS,
  type UniversalProviderInitOptions,
  WALLET_PROMPT_TIMEOUT_MS,
  type WalletConnectMetadata,
  type WalletConnectNamespaceRequest,
} from '@keyway/core/adapter'
export {
  type AddEthereumChainParameter,
  toAddEthereumChainParameter,
} from '../actions/add-ethereum-chain.js'
export {
  type Eip1193Requester,
  isUnrecognizedChainError,
  switchOrAddChain,
} from '../actions/switch-chain.js'
export {
  INJECTED_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
} from '../connectors/connector-ids.js'
export type { EvmWindow } from '../connectors/connector-list.js'
export { sessionAccounts, sessionChainIds } from '../connectors/walletconnect-accounts.js'
export type { UniversalProviderLoader } from '../connectors/walletconnect-provider.js'
export {
  type CreateEvmAdapterParameters,
  createEvmAdapter,
  type EvmAdapter,
} from '../create-evm-adapter.js'
export {
  createEip6963Discovery,
  type DiscoveryWindow,
  type Eip6963Announcement,
  type Eip6963Discovery,
  type Eip6963Info,
  type Eip6963Provider,
  parseAnnouncement,
} from '../discovery/eip6963.js'
export { type EvmNetwork, evmChainId, evmNetworksOf } from '../networks.js'
export { DEFAULT_PAIRING_TTL_MS, pairingExpiryOf } from '../pairing.js'
export { toWalletConnectLink } from '../utils/walletconnect-link.js'
export { toViemChain } from '../viem-chain.js'
export { toWalletConnectRpcMap } from '../walletconnect-rpc-map.js'
