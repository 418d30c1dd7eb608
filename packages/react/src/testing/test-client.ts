/** Test-only: a real Keyway client over core's in-memory test adapter. */
import {
  createKeyway,
  createMemoryStorage,
  type KeywayClient,
  type StorageLike,
  type TokensOption,
} from '@keyway/core'
import {
  createTestAdapter,
  createTestAuthProvider,
  type TestAdapter,
  testArbitrum,
  testMainnet,
} from '@keyway/core/testing'

export const TEST_ADDRESS = '0x1111111111111111111111111111111111111111'

export type TestClient = { client: KeywayClient; adapter: TestAdapter }

/** Two eip155 networks (Ethereum, Arbitrum One) and one injected test wallet. */
export function createTestClient(
  parameters: {
    balances?: Record<string, string>
    sessions?: string[]
    /** Shared between two clients to stand for a page reload. */
    storage?: StorageLike
    /** The dapp's tokens per network (createKeyway's tokens). */
    tokens?: TokensOption
    /** Token amounts (smallest unit) by owner, then token address. */
    tokenBalances?: Record<string, Record<string, string>>
  } = {},
): TestClient {
  const adapter = createTestAdapter({
    namespace: 'eip155',
    balances: parameters.balances,
    sessions: parameters.sessions,
    tokenBalances: parameters.tokenBalances,
  })
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet, testArbitrum],
    // In memory unless a test shares one: happy-dom's localStorage outlives each test.
    storage: parameters.storage ?? createMemoryStorage(),
    // No project id in unit tests: silence the docs/validation.md#configuration configuration alert.
    onAlert: () => undefined,
    logger: { warn: () => undefined },
    tokens: parameters.tokens,
  })
  return { client, adapter }
}

/**
 * A client with the embedded wallet (a frame host and a project id) whose AUTH connector
 * answers from core's in-memory test provider (`auth.calls` records what it was asked).
 */
export function createEmbeddedWalletTestClient() {
  const auth = createTestAuthProvider()
  const adapter = createTestAdapter({
    namespace: 'eip155',
    connectors: [
      {
        id: 'embeddedWallet',
        name: 'Email',
        chain: 'eip155',
        type: 'AUTH',
        provider: auth.provider,
      },
    ],
  })
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet, testArbitrum],
    projectId: 'project-1',
    endpoints: { frameHost: 'https://wallet.example.com' },
    storage: createMemoryStorage(),
    logger: { warn: () => undefined },
  })
  return { client, adapter, auth }
}
