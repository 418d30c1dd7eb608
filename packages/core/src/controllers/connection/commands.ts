/**
 * The connection's rules: the commands a visitor's choice starts (connect, also over
 * WalletConnect, switch account, the embedded wallet's account type, disconnect, the
 * wallet's side of a network switch), the
 * reconnect pass a dapp asks for, and what records or clears a connection (a restored one,
 * or one an adapter reports by itself: a wallet event, a connection made beside Keyway).
 * The controller loads this module with the first of them, so a page that has not
 * connected yet and has no connection to restore does not download them
 * (docs/first-load.md); showing a returning visitor's stored account, the restore's pass
 * over the wallets and the adapters' event filters stay in the first load.
 */
export { applyAccountChange } from './account-change.js'
export { setPreferredAccountType } from './account-type.js'
export { applyConnection } from './apply-connection.js'
export { clearNamespace, resetConnection } from './clear.js'
export { connect } from './connect.js'
export { connectWalletConnect } from './connect-walletconnect.js'
export { disconnect } from './disconnect.js'
export { syncWalletNetwork } from './network-rules.js'
export { reconnect } from './reconnect.js'
export { switchAccount } from './switch-account.js'
export { switchWalletNetwork } from './switch-network.js'
