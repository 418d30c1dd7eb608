// `@keyway/core/testing`: an in-memory chain adapter and network fixtures for unit tests,
// a dapp's own as well as ours, and two of core's rules an adapter's tests check its
// output against (how connectors of several namespaces merge into one wallet, and when a
// WalletConnect sign-in can ride on the connection). Published on purpose (README, "The
// testing entry"); a separate entry so it never reaches a production bundle.
export {
  type CreateTestAdapterParameters,
  createTestAdapter,
  type TestAdapter,
  type TestAdapterCalls,
  type TestConnectOutcome,
  TestWalletError,
} from '../adapter/test-adapter.js'
export {
  type CreateTestAuthProviderParameters,
  createTestAuthProvider,
  TEST_AUTH_USER,
} from '../adapter/test-auth-provider.js'
export { testArbitrum, testBitcoin, testMainnet, testSolana } from '../adapter/test-networks.js'
export { mergeConnectors } from '../controllers/connector.js'
export { canSignInWhileConnecting } from '../features/sign-in/controller.js'
