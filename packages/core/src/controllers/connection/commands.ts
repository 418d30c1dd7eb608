/**
 * The connection commands a visitor's choice starts: connect (also over WalletConnect),
 * switch account, the embedded wallet's account type, disconnect, and the reconnect pass a
 * dapp asks for. The controller loads this
 * module with the first of them, so a page that has not connected yet does not download
 * their rules (docs/first-load.md); restoring a session and the adapters' events use rules
 * that stay in the first load.
 */
export { setPreferredAccountType } from './account-type.js'
export { connect } from './connect.js'
export { connectWalletConnect } from './connect-walletconnect.js'
export { disconnect } from './disconnect.js'
export { reconnect } from './reconnect.js'
export { switchAccount } from './switch-account.js'
