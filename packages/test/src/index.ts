// @keyway/test: shared test wallets and devnet helpers (private; tests and e2e only).
export {
  createInjectedWalletScript,
  DEFAULT_WALLET_BRIDGE,
  type InjectedWalletDescription,
  type InjectedWalletScriptOptions,
  type WalletBridgeAnswer,
  type WalletBridgeRequest,
} from './browser/injected-script.js'
export {
  type InstalledTestWallet,
  type InstallTestWalletsParameters,
  installTestWallets,
  type WalletPage,
} from './browser/install-test-wallets.js'
export { type Devnet, devnetTestChains, startTestDevnet } from './devnet.js'
export type {
  Eip1193EventMap,
  Eip1193EventName,
  Eip1193Listener,
} from './eip1193/emitter.js'
export {
  type SerializedRpcError,
  serializeRpcError,
  TEST_WALLET_ERROR_CODES,
  TestProviderRpcError,
} from './eip1193/errors.js'
export {
  type CreateTestEip1193ProviderParameters,
  createTestEip1193Provider,
  type Eip1193RequestArguments,
  type TestChain,
  type TestEip1193Provider,
  type TestRejectRule,
  type TestRequest,
} from './eip1193/test-provider.js'
export {
  announceEip6963,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderInfo,
  type Eip6963Target,
  testWalletIcon,
} from './eip6963.js'
