// The embedded wallet behind core's client: with `endpoints.frameHost` the adapter lists the
// AUTH connector, the modal's controller logs in by email over it, a "page reload" (a new
// client and adapter on the same storage) restores the account without a code (docs/connection.md#reconnecting-on-page-load),
// and a disconnect signs the frame out and clears the login cache. The frame client is a
// scripted stand-in; the real frame is covered by embedded-wallet's and frame-host's tests.
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
import { afterEach, describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connectors/connector-ids.js'
import { ADDRESS, fakeFrameClients } from './connectors/embedded-wallet.test-helpers.js'
import { createEvmAdapter } from './create-evm-adapter.js'
import { devnetNetworks, testDevnet } from './devnet.test-helpers.js'

const devnet = testDevnet()
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function page(
  storage: ReturnType<typeof createMemoryStorage>,
  fake: ReturnType<typeof fakeFrameClients>,
) {
  const networks = devnetNetworks(devnet)
  const adapter = createEvmAdapter({
    networks,
    storage,
    embeddedWallet: { createFrameClient: fake.create },
  })
  const client = createKeyway({
    adapters: [adapter],
    networks: networks as [ChainDefinition, ...ChainDefinition[]],
    projectId: 'project-1',
    endpoints: { frameHost: 'https://wallet.example.com' },
    storage,
    logger: { warn: () => undefined },
  })
  stops.push(() => {
    client.destroy()
    adapter.destroy()
  })
  return Object.assign(client, { adapter })
}

const evmAccount = (client: KeywayClient) => getAccount(client, { namespace: 'eip155' })
const SMART_ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('the embedded wallet with createKeyway', () => {
  it('logs in by email, is restored on the next page without a code, and signs out on disconnect', async () => {
    const storage = createMemoryStorage()
    const fake = fakeFrameClients({ chainId: `eip155:${devnetNetworks(devnet)[0].id}` })
    const first = page(storage, fake)
    // The controller's module loads first, then the adapters list the AUTH connector.
    const login = await keywayHost(first).embeddedWallet!.load()
    await expect
      .poll(() => first.state.connector.connectors.some((c) => c.type === 'AUTH'))
      .toBe(true)
    const auth = first.state.connector.connectors.find((c) => c.type === 'AUTH')
    expect(auth?.id).toBe(EMBEDDED_WALLET_CONNECTOR_ID)
    // docs/embedded-wallet.md#email-login: lazily, so nothing is made before the visitor uses the email login.
    expect(fake.made).toHaveLength(0)

    await expect(login.submitEmail('me@example.com')).resolves.toBe(true)
    expect(fake.made[0]?.frameUrl).toBe('https://wallet.example.com/frame')
    await expect(login.submitOtp('123456')).resolves.toBe(true)
    expect(evmAccount(first)).toMatchObject({ isConnected: true, address: ADDRESS })
    expect(evmAccount(first).connector?.type).toBe('AUTH')

    // The next page: the frame is made at once (the login was used) and the session restored.
    const calls = fake.calls.length
    const reloaded = page(storage, fake)
    await expect.poll(() => fake.made.length).toBe(2)
    await initialize(reloaded)
    expect(evmAccount(reloaded)).toMatchObject({ isConnected: true, address: ADDRESS })
    expect(fake.calls.slice(calls).some((c) => c.startsWith('connectOtp'))).toBe(false)

    await disconnect(reloaded)
    expect(fake.calls.at(-1)).toBe('signOut')
    expect(evmAccount(reloaded).isConnected).toBe(false)
    expect(createStorageController({ storage }).get('emailLoginUsed')).toBeUndefined()
  })
  it('restores the session when the page initializes before the embedded wallet has loaded', async () => {
    const storage = createMemoryStorage()
    const fake = fakeFrameClients({ chainId: `eip155:${devnetNetworks(devnet)[0].id}` })
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
    expect(evmAccount(reloaded)).toMatchObject({ isConnected: true, address: ADDRESS })
  })

  it('a restore of the connected wallet asks the frame again: after an account-type switch it gives the new address', async () => {
    const storage = createMemoryStorage()
    const fake = fakeFrameClients({ chainId: `eip155:${devnetNetworks(devnet)[0].id}` })
    const client = page(storage, fake)
    const login = await keywayHost(client).embeddedWallet!.load()
    await expect
      .poll(() => client.state.connector.connectors.some((c) => c.type === 'AUTH'))
      .toBe(true)
    await login.submitEmail('me@example.com')
    await expect(login.submitOtp('123456')).resolves.toBe(true)
    expect(evmAccount(client).address).toBe(ADDRESS)

    // The frame switched to the smart account (setPreferredAccount): its user now names the
    // smart account first, which the frame tells only when asked. Core then restores.
    fake.frame.session = { ...fake.frame.session!, address: SMART_ACCOUNT }
    const restored = await client.adapter.reconnect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(restored.address).toBe(SMART_ACCOUNT)
    expect(fake.calls.at(-1)).toBe('getUser')
  })
})
