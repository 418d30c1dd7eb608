// `@keyway/testing/evm`: the EIP-1193 test wallet (signs with a devnet key, rejections under
// the test's control), its EIP-6963 announcement, and its Playwright-injectable form.
// Browser-safe: no Node import, no Playwright import.
export {
  createInjectedWalletScript,
  DEFAULT_WALLET_BRIDGE,
  type InjectedWalletDescription,
  type InjectedWalletScriptOptions,
  type WalletBridgeAnswer,
  type WalletBridgeRequest,
} from '../browser/injected-script.js'
export {
  type InstalledTestWallet,
  type InstallTestWalletsParameters,
  installTestWallets,
  type WalletPage,
} from '../browser/install-test-wallets.js'
export { devnetTestChains } from '../devnet.js'
export type { TestAtomicBatching } from '../eip1193/batched-calls.js'
export type {
  Eip1193EventMap,
  Eip1193EventName,
  Eip1193Listener,
} from '../eip1193/emitter.js'
export {
  type SerializedRpcError,
  serializeRpcError,
  TEST_WALLET_ERROR_CODES,
  TestProviderRpcError,
} from '../eip1193/errors.js'
export {
  type CreateTestEip1193ProviderParameters,
  createTestEip1193Provider,
  type Eip1193RequestArguments,
  type TestChain,
  type TestEip1193Provider,
  type TestRejectRule,
  type TestRequest,
} from '../eip1193/provider.js'
export {
  announceEip6963,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderInfo,
  type Eip6963Target,
  testWalletIcon,
} from '../eip6963.js'
