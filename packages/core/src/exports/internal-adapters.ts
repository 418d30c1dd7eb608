// Utilities shared by the chain adapters; re-exported by internal.ts.

export {
  type AdapterErrorTranslator,
  mapAdapterErrors,
  toAdapterError,
} from '../adapter/adapter-errors.js'
export { type AdapterEvents, createAdapterEvents } from '../adapter/adapter-events.js'
export {
  EIP6963_ANNOUNCE_PROVIDER_EVENT,
  EIP6963_REQUEST_PROVIDER_EVENT,
  type Eip6963Window,
  listenForEip6963Announcements,
} from '../adapter/eip6963.js'
export {
  type AuthFrameClient,
  type AuthRuntime,
  type CreateLazyAuthConnectorParameters,
  createLazyAuthConnector,
} from '../adapter/lazy-auth-provider.js'
export { loadOnce } from '../adapter/load-once.js'
export {
  type AdapterTimeoutParameters,
  type AdapterTimeouts,
  RECONNECT_TIMEOUT_MS,
  resolveAdapterTimeouts,
  WALLET_PROMPT_TIMEOUT_MS,
} from '../adapter/timeouts.js'
export {
  type CreateWalletConnectSessionParameters,
  createWalletConnectSession,
  sessionAddresses,
  sessionChainReferences,
  toUniversalProviderInitOptions,
  type UniversalProviderInitOptions,
  type WalletConnectMetadata,
  type WalletConnectNamespaceRequest,
  type WalletConnectProposalNamespace,
  type WalletConnectProviderLike,
  type WalletConnectSessionLike,
} from '../adapter/walletconnect-session.js'
export { type Availability, whenAvailable } from '../adapter/when-available.js'
export {
  type AdapterTimers,
  defaultAdapterTimers,
  type WithTimeoutOptions,
  withTimeout,
} from '../adapter/with-timeout.js'
