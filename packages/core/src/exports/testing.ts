// `@keyway/core/testing`: an in-memory chain adapter and network fixtures for unit tests,
// a dapp's own as well as ours. Published on purpose (README, "The testing entry"); a
// separate entry so it never reaches a production bundle.
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
export { testArbitrum, testMainnet, testSolana } from '../adapter/test-networks.js'
