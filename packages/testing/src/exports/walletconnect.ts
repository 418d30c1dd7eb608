// `@keyway/testing/walletconnect`: a sign-client wallet on devnet's relay (Node only).
export { MemoryKeyValueStorage } from '../walletconnect/memory-storage.js'
export {
  type CreateWalletConnectWalletParameters,
  createWalletConnectWallet,
  type WalletConnectWallet,
  WalletConnectWalletError,
  type WalletConnectWalletRequest,
} from '../walletconnect/wallet.js'
