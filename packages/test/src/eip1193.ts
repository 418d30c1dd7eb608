// `@keyway/test/eip1193`: the EIP-1193 test wallet, now in the public @keyway/testing.
export {
  type CreateTestEip1193ProviderParameters,
  createTestEip1193Provider,
  type Eip1193RequestArguments,
  type TestChain,
  type TestEip1193Provider,
  type TestRejectRule,
  type TestRequest,
} from '@keyway/testing/evm'
