/**
 * The public entry of `@keyway/adapter-bitcoin` (its generated reference is on the docs site).
 * @module @keyway/adapter-bitcoin
 */
// Public entry of @keyway/adapter-bitcoin. Every export is named here; index.test.ts snapshots
// the list, so any change of the public API shows in review. The test wallets are in the
// private @keyway/test (`@keyway/test/bitcoin-wallet`).

export type { BitcoinSignedMessage } from '../actions/sign-message.js'
export type { BitcoinAddress, BitcoinPurpose } from '../addresses.js'
export { BITCOIN_NETWORK_STORAGE_KEY } from '../connections.js'
export {
  type BitcoinAdapter,
  type BitcoinSigningParameters,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
  type SendBitcoinTransferParameters,
  type SignBitcoinMessageParameters,
  type SignPsbtParameters,
} from '../create-bitcoin-adapter.js'
export type { SatsConnectProviderInfo, SatsConnectWindow } from '../discovery/sats-connect.js'
export type { WalletsRegistry } from '../discovery/wallet-standard.js'
export {
  BITCOIN_MAINNET_CAIP_ID,
  BITCOIN_TESTNET_CAIP_ID,
  type BitcoinNetwork,
} from '../networks.js'
export { type BitcoinMessageProtocol, protocolOfSignature } from '../signature.js'
export {
  WALLETCONNECT_BIP122_EVENTS,
  WALLETCONNECT_BIP122_METHODS,
} from '../walletconnect/bip122.js'
export {
  type BitcoinWalletConnectOptions,
  WALLET_CONNECT_CONNECTOR_ID,
} from '../walletconnect/walletconnect.js'
