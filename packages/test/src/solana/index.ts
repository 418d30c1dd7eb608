// `@keyway/test/solana-wallet`: a keypair-backed Solana test wallet, its Wallet Standard
// registration, and its browser-injectable variant for Playwright. Browser-safe (no Node
// imports), unlike the package's main entry, which also starts devnet.
export {
  handleSolanaBridgeRequest,
  type InstalledTestSolanaWallet,
  installTestSolanaWallets,
  type SolanaWalletPage,
} from './browser-bridge.js'
export {
  createInjectedSolanaWalletScript,
  DEFAULT_SOLANA_WALLET_BRIDGE,
  type InjectedSolanaWalletDescription,
  type InjectedSolanaWalletScriptOptions,
  type SolanaBridgeAccount,
  type SolanaBridgeAnswer,
  type SolanaBridgeRequest,
} from './browser-script.js'
export { createEd25519Keypair, type Ed25519Keypair } from './ed25519.js'
export {
  type CreateTestSolanaWalletParameters,
  createTestSolanaWallet,
  type TestSolanaWallet,
  type TestSolanaWalletMethod,
  userRejection,
} from './test-wallet.js'
export {
  type RegisterTestSolanaWalletParameters,
  registerTestSolanaWallet,
  registerWallet,
  TEST_SOLANA_WALLET_ICON,
  type TestWalletStandardOptions,
  toWalletStandardWallet,
  type WalletRegistrationWindow,
} from './wallet-standard-wallet.js'
