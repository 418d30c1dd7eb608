// `@keyway/core/adapter`: what a chain adapter needs of core beyond the public entry (which
// it imports from `@keyway/core` as a dapp would): the adapter kit, the time limits and
// their helpers, EIP-6963 and Wallet Standard waiting, the shared WalletConnect session
// helpers, the lazily loaded embedded-wallet connector, error mapping and CAIP helpers.
// It follows the toolkit's version, not semver on its own; adapter.test.ts snapshots its
// names.

export { toAdapterError } from '../adapter/adapter-errors.js'
export {
  type AdapterKit,
  type ChainOperations,
  type DefinedChainAdapter,
  defineChainAdapter,
} from '../adapter/define-chain-adapter.js'
export {
  EIP6963_ANNOUNCE_PROVIDER_EVENT,
  EIP6963_REQUEST_PROVIDER_EVENT,
  type Eip6963Window,
  listenForEip6963Announcements,
} from '../adapter/eip6963.js'
export { createLazyAuthConnector } from '../adapter/lazy-auth-provider.js'
export { loadOnce } from '../adapter/load-once.js'
export {
  type AdapterTimeoutParameters,
  embeddedWalletReconnectTimeoutMs,
  RECONNECT_TIMEOUT_MS,
  resolveAdapterTimeouts,
  WALLET_PROMPT_TIMEOUT_MS,
} from '../adapter/timeouts.js'
export {
  toUniversalProviderInitOptions,
  type UniversalProviderInitOptions,
  type WalletConnectMetadata,
} from '../adapter/universal-provider-options.js'
export {
  createWalletConnectSession,
  sessionAddresses,
  sessionChainReferences,
  type WalletConnectNamespaceRequest,
} from '../adapter/walletconnect-session.js'
export { type Availability, whenAvailable } from '../adapter/when-available.js'
export { type AdapterTimers, withTimeout } from '../adapter/with-timeout.js'
export { isCaipOfNamespace, tryParseCaipNetworkId } from '../caip/caip.js'
export { WALLETCONNECT_URI_WAIT_MS } from '../constants/timing.js'
export { toRpcError } from '../errors/rpc.js'
