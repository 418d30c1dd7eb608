/**
 * English, the bundled locale and the source of truth for keys: every string the modal
 * shows (titles, buttons, hints, aria labels, and the spec §8 messages the UI displays).
 * Other locales must define exactly these keys (a missing key is a type error) with the
 * same `{placeholders}`.
 */
export const en = {
  // Modal shell
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.unavailable': 'This view is not available.',
  // View titles (spec §2 views)
  'title.Connect': 'Connect Wallet',
  'title.Account': 'Account',
  'title.AllWallets': 'All Wallets',
  'title.SwitchNetwork': 'Choose Network',
  'title.Networks': 'Choose Network',
  'title.SwitchActiveChain': 'Switch Network',
  'title.unsupported-chain': 'Switch Network',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  'title.sign-message': 'Sign In',
  'title.default': 'Keyway',
  // Connect
  'connect.walletConnect': 'WalletConnect',
  'connect.allWallets': 'All Wallets',
  'connect.tag.recent': 'Recent',
  'connect.tag.installed': 'Installed',
  'connect.tag.qr': 'QR code',
  'connect.loadingMore': 'Loading wallets',
  'connect.listLabel': 'Wallets',
  'connect.walletListError': "Couldn't load the wallet list",
  'connect.walletListRetry': 'Retry',
  'connect.walletListRetryLabel': 'Retry loading the wallet list',
  // AllWallets
  'allWallets.search': 'Search wallet',
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.clearSearch': 'Clear search',
  'allWallets.empty': 'No wallet found',
  'allWallets.emptyHint': 'Try another name, or connect with a QR code.',
  'allWallets.error': 'Wallets could not be loaded',
  'allWallets.retry': 'Try again',
  'allWallets.results': '{count} wallets',
  // ConnectingExternal
  'connecting.continueIn': 'Continue in {name}',
  'connecting.approveHint': 'Accept the connection request in the wallet',
  'connecting.rejected': 'Connection declined',
  'connecting.rejectedHint': 'The connection was declined in the wallet',
  'connecting.error': 'Connection failed',
  'connecting.errorHint': 'Something went wrong while connecting',
  'connecting.tryAgain': 'Try again',
  // ConnectingWalletConnect
  'wc.scan': 'Scan this QR code with your phone',
  'wc.copyLink': 'Copy link',
  'wc.copied': 'Link copied',
  'wc.open': 'Open {name}',
  'wc.openHint': 'Open the wallet on this device to connect',
  'wc.expired': 'The QR code expired',
  'wc.refresh': 'Refresh',
  'wc.error': 'The connection could not be started',
  'wc.unreachable': "WalletConnect can't be reached. Check your connection and try again.",
  'wc.qrLabel': 'WalletConnect QR code for {name}',
  'wc.tabsLabel': 'Connection method',
  'wc.tab.mobile': 'Mobile',
  'wc.tab.browser': 'Browser',
  'wc.tab.desktop': 'Desktop',
  'wc.tab.webapp': 'Web app',
  'wc.get': 'Get {name}',
  // Account
  'account.copyAddress': 'Copy address',
  'account.addressCopied': 'Address copied',
  'account.explorer': 'Block explorer',
  'account.disconnect': 'Disconnect',
  'account.network': 'Network',
  'account.balance': 'Balance',
  'account.balanceOutOfDate': '(out of date)',
  'account.balanceOutOfDateHint':
    'The balance could not be refreshed. This is the last amount known.',
  'account.balanceUnavailable': 'Balance unavailable',
  'account.refreshBalance': 'Refresh balance',
  'account.switchNetwork': 'Switch network',
  // SwitchNetwork, SwitchActiveChain, unsupported-chain
  'network.current': 'Current network',
  'network.unknown': 'Unknown Network',
  'network.unsupportedTag': 'Unsupported',
  'network.switching': 'Approve in wallet',
  'network.switchingHint': 'Accept the network switch in your wallet',
  'network.rejected': 'Switch declined',
  'network.rejectedHint': 'The network switch was declined in the wallet',
  'network.failed': 'Switch failed',
  'network.tryAgain': 'Try again',
  'network.otherNamespaces': 'Other networks',
  'activeChain.title': 'Switch to {name}',
  'activeChain.hint': 'Connecting to {name} needs a wallet for that network.',
  'activeChain.continue': 'Continue',
  'unsupported.title': 'Network not supported',
  'unsupported.hint': 'This app does not support the current network. Switch to one below.',
  // sign-message
  'sign.hint': 'Sign a message in your wallet to prove you own this account.',
  'sign.sign': 'Sign',
  'sign.cancel': 'Cancel',
  // Public elements
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.network': 'Network: {name}',
  'button.account': 'Account {address}',
  'button.selectNetwork': 'Select network',
  // Shared
  'common.loading': 'Loading',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.clear': 'Clear',
  'common.or': 'or',
  // spec §8 user-visible messages
  'error.tokenBalanceUnavailable': 'Token Balance Unavailable',
  'error.failedToFetchTransactions': 'Failed to fetch transactions',
  'error.chainNotSupported': 'Chain is not supported',
  'error.networkNotFound': 'Network not found',
  'error.unsupportedChain': 'Unsupported chain',
  'error.localConfigurationIgnored': 'Local configuration ignored',
  'error.emailThrottled': 'Please try again after {seconds} seconds',
  'error.actionNotAllowed': 'Action not allowed',
  'error.signatureDeclined': 'Signature declined',
  'error.smartAccountSignature': 'This application might not support Smart Accounts',
  'error.authInitialization': 'A problem occurred while trying initialize authentication',
  'error.failedToDisconnect': 'Failed to disconnect',
  'error.somethingWentWrong': 'Something went wrong',
  'error.requestAborted': 'Request was aborted',
  'notification.authenticating': 'Authenticating...',
} as const

export type EnglishTable = typeof en
export type TranslationKey = keyof EnglishTable
/** A complete translation: every key of English, each a string. */
export type Translations = { readonly [K in TranslationKey]: string }
