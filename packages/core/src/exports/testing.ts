// `@keyway/core/testing`: an in-memory chain adapter and network fixtures for the tests of
// apps and of our other packages. Kept out of the main entry so it never reaches a bundle.
export {
  type CreateTestAdapterParameters,
  createTestAdapter,
  type TestAdapter,
  type TestAdapterCalls,
  type TestConnectOutcome,
  TestWalletError,
} from '../adapter/test-adapter.js'
export { testArbitrum, testMainnet, testSolana } from '../adapter/test-networks.js'
