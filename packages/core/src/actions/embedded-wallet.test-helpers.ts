/**
 * A client with the embedded wallet (a frame host and a project id) whose AUTH connector's
 * provider is core's in-memory test provider, for the email, social and account actions.
 */
import { createTestAdapter } from '../adapter/test-adapter.js'
import { createTestAuthProvider } from '../adapter/test-auth-provider.js'
import { testArbitrum, testMainnet } from '../adapter/test-networks.js'
import { createKeyway } from '../client/create-keyway.js'
import { createMemoryStorage } from '../controllers/storage.js'

export function createEmbeddedWalletTestClient(options: { now?: () => number } = {}) {
  const auth = createTestAuthProvider()
  const evm = createTestAdapter({
    namespace: 'eip155',
    connectors: [
      {
        id: 'embeddedWallet',
        name: 'Email',
        chain: 'eip155',
        type: 'AUTH',
        provider: auth.provider,
      },
      { id: 'eip155-injected', name: 'Test Wallet', chain: 'eip155', type: 'INJECTED' },
    ],
  })
  const storage = createMemoryStorage()
  const client = createKeyway({
    adapters: [evm],
    networks: [testMainnet, testArbitrum],
    projectId: 'project-1',
    endpoints: { frameHost: 'https://wallet.example.com' },
    storage,
    logger: { warn: () => undefined },
    ...(options.now ? { now: options.now } : {}),
  })
  return { client, auth, evm, storage }
}

/** A window stand-in: records where it was sent and whether it was closed. */
export function createTestWindow() {
  const popup = {
    closed: false,
    location: { href: '' },
    close() {
      popup.closed = true
    },
  }
  return popup
}
