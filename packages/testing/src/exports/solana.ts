// `@keyway/testing/solana`: a keypair-backed Solana test wallet, its Wallet Standard
// registration, and its browser-injectable variant for Playwright. Browser-safe (no Node
// import, no Playwright import).
export {
  handleSolanaBridgeRequest,
  type InstalledTestSolanaWallet,
  installTestSolanaWallets,
  type SolanaWalletPage,
} from '../solana/browser-bridge.js'
export {
  createInjectedSolanaWalletScript,
  DEFAULT_SOLANA_WALLET_BRIDGE,
  type InjectedSolanaWalletDescription,
  type InjectedSolanaWalletScriptOptions,
  type SolanaBridgeAccount,
  type SolanaBridgeAnswer,
  type SolanaBridgeRequest,
} from '../solana/browser-script.js'
export { fromBase64, toBase64 } from '../solana/codec.js'
export { createEd25519Keypair, type Ed25519Keypair } from '../solana/ed25519.js'
export {
  type CreateTestSolanaWalletParameters,
  createTestSolanaWallet,
  type TestSolanaWallet,
  type TestSolanaWalletMethod,
  userRejection,
} from '../solana/keypair-wallet.js'
export {
  type RegisterTestSolanaWalletParameters,
  registerTestSolanaWallet,
  registerWallet,
  TEST_SOLANA_WALLET_ICON,
  type TestWalletStandardOptions,
  toWalletStandardWallet,
  type WalletRegistrationWindow,
} from '../solana/wallet-standard-wallet.js'
