// The embedded wallet behind core's client on a Solana-only page: with `endpoints.frameHost`
// the adapter lists the AUTH connector, the modal's controller logs in by email over it and
// connects the solana namespace with the user's Solana address, the next page (a new client
// and adapter on the same storage) restores it without a code (docs/connection.md#reconnecting-on-page-load), and a disconnect
// signs the frame out and clears the login cache. The frame client is a scripted stand-in.
import {
  type ChainDefinition,
  createKeyway,
  createMemoryStorage,
  disconnect,
  getAccount,
  initialize,
  type KeywayClient,
} from '@keyway/core'
import { createStorageController } from '@keyway/core/embedded-wallet'
import { keywayHost } from '@keyway/core/host'
import { createEd25519Keypair } from '@keyway/test/solana-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connectors/embedded-wallet.js'
import { fakeFrameClients } from './connectors/embedded-wallet.test-helpers.js'
import { createSolanaAdapter } from './create-solana-adapter.js'
import { devnetSolanaAccount, devnetSolanaNetwork, testDevnet } from './devnet.test-helpers.js'

const devnet = testDevnet()
const network = devnetSolanaNetwork(devnet)
const account = devnetSolanaAccount(devnet, 1)
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function page(
  storage: ReturnType<typeof createMemoryStorage>,
  fake: ReturnType<typeof fakeFrameClients>,
) {
  const adapter = createSolanaAdapter({
    networks: [network],
    storage,
    wallets: { get: () => [], on: () => () => undefined },
    embeddedWallet: { createFrameClient: fake.create },
  })
  const client = createKeyway({
    adapters: [adapter],
    networks: [network] as [ChainDefinition, ...ChainDefinition[]],
    projectId: 'project-1',
    endpoints: { frameHost: 'https://wallet.example.com' },
    storage,
    logger: { warn: () => undefined },
  })
  stops.push(() => {
    client.destroy()
    adapter.destroy()
  })
  return client
}

const solanaAccount = (client: KeywayClient) => getAccount(client, { namespace: 'solana' })

describe('the embedded wallet with createKeyway on solana', () => {
  it('logs in by email, connects the Solana address, is restored on the next page without a code, and signs out on disconnect', async () => {
    const keypair = await createEd25519Keypair(account.secretKey)
    const storage = createMemoryStorage()
    const fake = fakeFrameClients({ publicKey: account.publicKey, sign: keypair.sign })
    const first = page(storage, fake)
    // The controller's module loads first, then the adapters list the AUTH connector.
    const login = await keywayHost(first).embeddedWallet!.load()
    await expect
      .poll(() => first.state.connector.connectors.some((c) => c.type === 'AUTH'))
      .toBe(true)
    const auth = first.state.connector.connectors.find((c) => c.type === 'AUTH')
    expect(auth).toMatchObject({ id: EMBEDDED_WALLET_CONNECTOR_ID, chain: 'solana' })
    // docs/embedded-wallet.md#email-login: lazily, so nothing is made before the visitor uses the email login.
    expect(fake.made).toHaveLength(0)

    await expect(login.submitEmail('me@example.com')).resolves.toBe(true)
    expect(fake.made[0]).toMatchObject({
      frameUrl: 'https://wallet.example.com/frame',
      chainId: network.caipNetworkId,
    })
    await expect(login.submitOtp('123456')).resolves.toBe(true)
    expect(solanaAccount(first)).toMatchObject({ isConnected: true, address: account.publicKey })
    expect(solanaAccount(first).connector?.type).toBe('AUTH')

    // The next page: the frame is made at once (the login was used) and the session restored.
    const calls = fake.calls.length
    const reloaded = page(storage, fake)
    await expect.poll(() => fake.made.length).toBe(2)
    await initialize(reloaded)
    expect(solanaAccount(reloaded)).toMatchObject({
      isConnected: true,
      address: account.publicKey,
    })
    expect(fake.calls.slice(calls).some((c) => c.startsWith('connectOtp'))).toBe(false)

    await disconnect(reloaded)
    expect(fake.calls.at(-1)).toBe('signOut')
    expect(solanaAccount(reloaded).isConnected).toBe(false)
    expect(createStorageController({ storage }).get('emailLoginUsed')).toBeUndefined()
  })
  it('restores the session when the page initializes before the embedded wallet has loaded', async () => {
    const keypair = await createEd25519Keypair(account.secretKey)
    const storage = createMemoryStorage()
    const fake = fakeFrameClients({ publicKey: account.publicKey, sign: keypair.sign })
    const first = page(storage, fake)
    const login = await keywayHost(first).embeddedWallet!.load()
    await expect
      .poll(() => first.state.connector.connectors.some((c) => c.type === 'AUTH'))
      .toBe(true)
    await login.submitEmail('me@example.com')
    await expect(login.submitOtp('123456')).resolves.toBe(true)

    // A real page initializes at once: the reconnect starts while core and the adapter are
    // still importing the embedded wallet's modules.
    const reloaded = page(storage, fake)
    await initialize(reloaded)
    expect(solanaAccount(reloaded)).toMatchObject({
      isConnected: true,
      address: account.publicKey,
    })
  })
})
