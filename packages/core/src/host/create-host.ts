/**
 * Builds a client's `KeywayHost` from its controllers (create-keyway.ts hands them in),
 * naming each member the contract declares, so nothing else of the client leaks to views.
 */
import { type ResolveIdentityContext, resolveIdentity } from '../api/identity.js'
import type { AccountController } from '../controllers/account.js'
import type { BalanceController } from '../controllers/balance.js'
import type { ChainController } from '../controllers/chain.js'
import type { ConnectionController } from '../controllers/connection.js'
import type { ConnectorController } from '../controllers/connector.js'
import type { EmailLoginShell } from '../controllers/email-login-state.js'
import type { ModalController } from '../controllers/modal.js'
import type { NotificationController } from '../controllers/notification.js'
import type { OptionsController } from '../controllers/options.js'
import type { RouterController } from '../controllers/router.js'
import type { StorageController } from '../controllers/storage.js'
import type { ThemeController } from '../controllers/theme.js'
import type { TransactionsController } from '../features/activity/controller.js'
import type { SendController } from '../features/send/controller.js'
import type { KeywayHost, KeywayHostFeatures } from './keyway-host.js'
import type { ModalNavigation } from './modal-navigation.js'

export type KeywayHostParts = Omit<KeywayHostFeatures, 'hasBlockchainApi'> & {
  /** The blockchain API, whose identity route names an address. */
  blockchainApi: ResolveIdentityContext['blockchainApi']
  account: AccountController
  chain: ChainController
  connection: ConnectionController
  connector: ConnectorController
  modal: ModalController
  router: RouterController
  navigation: ModalNavigation
  notification: NotificationController
  theme: ThemeController
  options: OptionsController
  storage: StorageController
  balance: BalanceController
  send: SendController
  transactions: TransactionsController
  emailLogin: Pick<EmailLoginShell, 'state'>
}

export function createKeywayHost(parts: KeywayHostParts): KeywayHost {
  const { account, chain, connection, connector, modal, router, notification, balance } = parts
  return {
    state: {
      account: account.state,
      chain: chain.state,
      connection: connection.state,
      modal: modal.state,
      router: router.state,
      notification: notification.state,
      theme: parts.theme.state,
      options: parts.options.state,
      balance: balance.state,
      send: parts.send.state,
      transactions: parts.transactions.state,
      emailLogin: parts.emailLogin.state,
    },
    getAccountState: account.getAccountState,
    isUnsupportedNetwork: chain.isUnsupportedNetwork,
    getActiveNetworkName: chain.getActiveNetworkName,
    getNetworkName: chain.getNetworkName,
    getNetworks: chain.getNetworks,
    getNamespaces: chain.getNamespaces,
    getConnectors: connector.getConnectors,
    getConnectorsByType: connector.getConnectorsByType,

    openModal: parts.navigation.openModal,
    navigate: parts.navigation.navigate,
    goBack: router.goBack,
    selectWallet: router.selectWallet,
    onSwitchNetwork: router.onSwitchNetwork,
    onActiveChainSwitched: router.onActiveChainSwitched,
    setActiveNamespace: chain.setActiveNamespace,

    showSuccess: notification.showSuccess,
    showError: notification.showError,
    setLegalAccepted: parts.options.setLegalAccepted,
    addRecentWallet: parts.storage.addRecentWallet,
    fetchNativeBalance: balance.fetchNativeBalance,
    fetchTokenBalances: balance.fetchTokenBalances,
    prefetchConnection: connection.prefetchCommands,
    walletConnect: {
      connectWalletConnect: connection.connectWalletConnect,
      setRecentWallet: connection.setRecentWallet,
      setWcLinking: connection.setWcLinking,
    },
    fetchTransactions: parts.transactions.fetchTransactions,
    getIdentity: (parameters) =>
      resolveIdentity({ blockchainApi: parts.blockchainApi }, parameters),

    walletCatalogue: parts.walletCatalogue,
    catalogueApi: parts.catalogueApi,
    hasBlockchainApi: parts.blockchainApi !== undefined,
    swap: parts.swap,
    onramp: parts.onramp,
    embeddedWallet: parts.embeddedWallet,
    siwx: parts.siwx,
  }
}
