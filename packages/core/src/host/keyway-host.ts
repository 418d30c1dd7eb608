/**
 * `KeywayHost`: everything the modal's views (@keyway/ui) and the React hooks may use of a
 * client, declared here member by member instead of inferred from the client's internals.
 * A view reads `state` (valtio proxies: subscribe, never write), asks the selectors, and
 * changes things only through the navigation and the commands below. Made once per client
 * by `createKeyway`; reach it with `keywayHost(client)` from `@keyway/core/host`.
 * See docs/host-contract.md.
 */

import type { ConfigApiClient } from '../api/config-api.js'
import type { Identity, ResolveIdentityParameters } from '../api/identity.js'
import type { AccountController } from '../controllers/account.js'
import type { BalanceController } from '../controllers/balance.js'
import type { ChainController } from '../controllers/chain.js'
import type { ConnectionController } from '../controllers/connection.js'
import type { ConnectorController } from '../controllers/connector.js'
import type { EmailLoginController } from '../controllers/email-login.js'
import type { ModalController } from '../controllers/modal.js'
import type { NotificationController } from '../controllers/notification.js'
import type { OptionsController } from '../controllers/options.js'
import type { RouterController } from '../controllers/router.js'
import type { StorageController } from '../controllers/storage.js'
import type { ThemeController } from '../controllers/theme.js'
import type { TransactionsController } from '../features/activity/controller.js'
import type { EmbeddedWalletLoader } from '../features/embedded-wallet/entry.js'
import type { OnrampFeature } from '../features/onramp/entry.js'
import type { SendController } from '../features/send/controller.js'
import type { SiwxLoader } from '../features/sign-in/entry.js'
import type { SwapFeature } from '../features/swap/entry.js'
import type { WalletCatalogue } from '../wallet-list/wallet-catalogue.js'
import type { ModalNavigation } from './modal-navigation.js'

/** The stores a view may watch and read (valtio proxies; actions and commands write them). */
export type KeywayHostState = {
  readonly account: AccountController['state']
  readonly chain: ChainController['state']
  /** Connection status per namespace and the WalletConnect pairing (uri, expiry, error). */
  readonly connection: ConnectionController['state']
  readonly modal: ModalController['state']
  /** The current view, its data and the back-history. */
  readonly router: RouterController['state']
  /** The toast or banner on show. */
  readonly notification: NotificationController['state']
  readonly theme: ThemeController['state']
  /** Features, legal links and the other options the dapp passed. */
  readonly options: OptionsController['state']
  /** Native and token balances of the active account. */
  readonly balance: BalanceController['state']
  /** The send form. */
  readonly send: SendController['state']
  /** The account's activity (history pages, loading, errors). */
  readonly transactions: TransactionsController['state']
  /** The email login's cache and the last email used. */
  readonly emailLogin: EmailLoginController['state']
}

/** Read-only questions a view asks about the client's state. */
export type KeywayHostSelectors = {
  /** The account of one namespace (address, status, profile, connected wallet, user). */
  getAccountState: AccountController['getAccountState']
  /** Whether the wallet sits on a network the dapp does not configure. */
  isUnsupportedNetwork: ChainController['isUnsupportedNetwork']
  /** The active network's name ('Unknown Network' when it is not configured). */
  getActiveNetworkName: ChainController['getActiveNetworkName']
  getNetworkName: ChainController['getNetworkName']
  /** The configured networks of a namespace (all of them without one). */
  getNetworks: ChainController['getNetworks']
  /** The namespaces the dapp configured networks for. */
  getNamespaces: ChainController['getNamespaces']
  getConnectors: ConnectorController['getConnectors']
  getConnectorsByType: ConnectorController['getConnectorsByType']
}

/**
 * How a view moves the modal. `navigate` and `openModal` are the only calls that change
 * the history and open the modal together; the others are the router's own rules. Closing
 * is the public `closeModal(client)` action (it keeps the sign-in lock).
 */
export type KeywayHostNavigation = ModalNavigation & {
  /** Back one view; false when the current view is the first. */
  goBack: RouterController['goBack']
  /** ConnectingExternal for an installed wallet, else ConnectingWalletConnect. */
  selectWallet: RouterController['selectWallet']
  /** SwitchNetwork, or SwitchActiveChain for a namespace that is not connected. */
  onSwitchNetwork: RouterController['onSwitchNetwork']
  /** SwitchActiveChain's exit, once its namespace is active. */
  onActiveChainSwitched: RouterController['onActiveChainSwitched']
  /** Makes a namespace active, on its last network. */
  setActiveNamespace: ChainController['setActiveNamespace']
}

/** What views change besides navigation. */
export type KeywayHostCommands = {
  showSuccess: NotificationController['showSuccess']
  showError: NotificationController['showError']
  /** The legal checkbox of the Connect view. */
  setLegalAccepted: OptionsController['setLegalAccepted']
  /** Remembers a wallet the user connected with (listed first next time). */
  addRecentWallet: StorageController['addRecentWallet']
  fetchNativeBalance: BalanceController['fetchNativeBalance']
  fetchTokenBalances: BalanceController['fetchTokenBalances']
  /** Fetches the connection rules before the first connect (a wallet is pointed at). */
  prefetchConnection: ConnectionController['prefetchCommands']
  /**
   * The WalletConnect steps the connecting view drives. A successful connect finalises
   * itself (deep link, recent wallet, CONNECT_SUCCESS).
   */
  walletConnect: Pick<
    ConnectionController,
    'connectWalletConnect' | 'setRecentWallet' | 'setWcLinking'
  >
  /** Fetches a page of activity (the onramp view asks again for its purchases). */
  fetchTransactions: TransactionsController['fetchTransactions']
  /** The name and avatar of an EVM address (kept 5 minutes); undefined when it has none. */
  getIdentity: (parameters: ResolveIdentityParameters) => Promise<Identity | undefined>
}

/** The parts of the client that load on demand, and the wallet catalogue. */
export type KeywayHostFeatures = {
  /** The wallet list of the Connect and All Wallets views (one per client). */
  walletCatalogue: WalletCatalogue
  /** The catalogue service (wallet images); undefined without its endpoint. */
  catalogueApi: ConfigApiClient | undefined
  /**
   * Whether the blockchain API endpoint is set: the services read through it (the sessions
   * list of getPermissions) answer only then.
   */
  hasBlockchainApi: boolean
  swap: SwapFeature
  onramp: OnrampFeature
  /** The email login and approval step; undefined without a frame host and project id. */
  embeddedWallet: EmbeddedWalletLoader | undefined
  /** Sign-in with X; undefined without the `siwx` option. */
  siwx: SiwxLoader | undefined
}

export type KeywayHost = {
  readonly state: KeywayHostState
} & KeywayHostSelectors &
  KeywayHostNavigation &
  KeywayHostCommands &
  KeywayHostFeatures
