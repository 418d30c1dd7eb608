// `@keyway/core/host`: the declared contract between a Keyway client and the views that
// draw it (@keyway/ui's modal and elements, @keyway/react's hooks). Views use this and
// never the client's internals; docs/host-contract.md describes every member, and the
// display rules, constants and types listed there that the views share with core. It
// follows the toolkit's version, not semver on its own.
export { isNamesAvailable } from '../actions/get-name-suggestions.js'
export type { ConfigApiClient } from '../api/config-api.js'
export type { WalletCatalogueEntry, WalletCatalogueResponse } from '../api/types.js'
export { keywayHost } from '../client/create-keyway.js'
export { NATIVE_TOKEN_ADDRESSES } from '../constants/chains.js'
export { DEFAULT_MODAL_APPEARANCE } from '../constants/display.js'
export { hasNamespaceFeature } from '../constants/features.js'
export {
  WALLETCONNECT_PAIRING_RENEWALS,
  WALLETCONNECT_RELAY_RETRY_DELAYS_MS,
} from '../constants/service-timing.js'
export { WALLET_IMAGE_PREFETCH_COUNT, WALLET_SEARCH_MIN_WAIT_MS } from '../constants/sizes.js'
export { BALANCE_RETRY_WINDOW_MS, WALLETCONNECT_URI_WAIT_MS } from '../constants/timing.js'
export { getConnectMethodsOrder } from '../controllers/connect-methods-order.js'
export {
  type ConnectMethod,
  getWalletFeaturesOrder,
  type WalletFeature,
} from '../controllers/features.js'
export type { NotificationVariant } from '../controllers/notification.js'
export type { RouteNetwork, RouteWallet } from '../controllers/router.js'
export type { EmbeddedWalletState } from '../features/embedded-wallet/controller.js'
export type { KeywayHost, KeywayHostFeatures } from '../host/keyway-host.js'
export { getOperationSign, type OperationSign } from '../utils/operation-sign.js'
export { formatWalletCount } from '../wallet-list/connect-list.js'
export type { WalletCatalogue } from '../wallet-list/wallet-catalogue.js'
export {
  getWalletConnectLinks,
  type WalletConnectLinks,
} from '../wallet-list/wallet-connect-links.js'
