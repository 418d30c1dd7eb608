// `@keyway/test/bitcoin-wallet`: Bitcoin test wallets (keys from @scure/btc-signer) with their
// Wallet Standard and sats-connect faces, and a message-signature check for tests.
// Browser-safe (no Node imports). `installTestBitcoinWallets` puts them into a Playwright page.
export {
  type BitcoinWalletPage,
  type InstalledTestBitcoinWallet,
  installTestBitcoinWallets,
} from './browser-bridge.js'
export type {
  BitcoinBridgeAccount,
  BitcoinBridgeAnswer,
  BitcoinBridgeRequest,
  BitcoinBridgeState,
  BitcoinWalletFace,
  InjectedBitcoinWalletDescription,
  InjectedBitcoinWalletScriptOptions,
} from './browser-script.js'
export {
  type BitcoinAddressPurpose,
  type BitcoinAddressType,
  type BitcoinTestAccount,
  type BitcoinTestKeys,
  type BitcoinTestNetwork,
  type BitcoinTestSecret,
  createBitcoinTestKeys,
} from './keys.js'
export {
  type BitcoinMessageProtocol,
  signBip322Simple,
  signLegacyMessage,
  type VerifiedBitcoinMessage,
  type VerifyBitcoinMessageParameters,
  verifyBitcoinMessage,
} from './message-signing.js'
export {
  type InstallSatsConnectTestWalletParameters,
  installSatsConnectTestWallet,
  SATS_CONNECT_ERROR_CODES,
  type SatsConnectAddress,
  type SatsConnectEvent,
  type SatsConnectProviderInfo,
  type SatsConnectResponse,
  type SatsConnectTestProvider,
  type SatsConnectWindow,
} from './sats-connect-provider.js'
export {
  type BitcoinPsbtInputsToSign,
  type BitcoinSignedMessage,
  type BitcoinTestWalletChange,
  type BitcoinTestWalletErrorKind,
  type BitcoinTestWalletMethod,
  type CreateTestBitcoinWalletParameters,
  createTestBitcoinWallet,
  type TestBitcoinWallet,
} from './test-wallet.js'
export {
  type BitcoinSignMessageInput,
  type BitcoinSignMessageOutput,
  type BitcoinSignTransactionInput,
  type BitcoinSignTransactionOutput,
  type RegisterTestBitcoinWalletParameters,
  registerTestBitcoinWallet,
  TEST_BITCOIN_WALLET_ICON,
  type TestBitcoinWalletStandardOptions,
  toBitcoinWalletStandardWallet,
} from './wallet-standard-wallet.js'
export {
  type ApprovedNamespace,
  type Bip122AccountAddress,
  type Bip122SignClient,
  type Bip122WalletConnectWallet,
  type CreateBip122WalletConnectWalletParameters,
  createBip122WalletConnectWallet,
} from './walletconnect-wallet.js'
