// The embedded wallet's AUTH connector through the whole adapter (wagmi included), over a
// scripted stand-in of @keyway/embedded-wallet's frame client. The real frame and
// frame-host are exercised by embedded-wallet's and frame-host's own tests.
import {
  type AuthProvider,
  type AuthProviderEvent,
  arbitrum,
  createMemoryStorage,
  type EmbeddedWalletAdapterConfig,
  ethereum,
} from '@keyway/core'
import { createStorageController } from '@keyway/core/embedded-wallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../create-evm-adapter.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connector-ids.js'
import { ADDRESS, fakeFrameClients, SIGNATURE } from './embedded-wallet.test-helpers.js'

type EmbeddedConfig = Parameters<NonNullable<EvmAdapter['setEmbeddedWallet']>>[0]

/** The connector's module loads on setEmbeddedWallet: wait until the AUTH entry is listed. */
async function listEmbedded(adapter: EvmAdapter, config: EmbeddedConfig) {
  adapter.setEmbeddedWallet?.(config)
  await vi.waitFor(() => {
    if (!adapter.getConnectors().some((c) => c.type === 'AUTH')) throw new Error('not listed yet')
  })
}

const adapters: EvmAdapter[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

function setup(options: { loginUsed?: boolean; reconnectTimeoutMs?: number } = {}) {
  const fake = fakeFrameClients()
  const adapter = createEvmAdapter({
    networks: [ethereum, arbitrum],
    ...(options.reconnectTimeoutMs ? { reconnectTimeoutMs: options.reconnectTimeoutMs } : {}),
    storage: createMemoryStorage(),
    embeddedWallet: { createFrameClient: fake.create },
  })
  adapters.push(adapter)
  const config: EmbeddedWalletAdapterConfig = {
    frameUrl: 'https://wallet.example.com/frame',
    projectId: 'project-1',
    sdkVersion: '1.2.3',
    storage: createStorageController({ storage: createMemoryStorage() }),
    loginUsed: options.loginUsed ?? false,
  }
  return { adapter, fake, config }
}

function authProvider(adapter: EvmAdapter): AuthProvider {
  const connector = adapter.getConnectors().find((c) => c.type === 'AUTH')
  if (!connector) throw new Error('no AUTH connector listed')
  return connector.provider as AuthProvider
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('embedded wallet connector (docs/embedded-wallet.md#loading-the-frame)', () => {
  it('is listed only once the client names a frame host, as an AUTH connector', async () => {
    const { adapter, config } = setup()
    expect(adapter.getConnectors().some((c) => c.type === 'AUTH')).toBe(false)
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.id)))
    adapter.setEmbeddedWallet?.(config)
    // Not before its module has loaded: an app without a frame host never downloads it.
    expect(adapter.getConnectors().some((c) => c.type === 'AUTH')).toBe(false)
    await listEmbedded(adapter, config)
    const auth = adapter.getConnectors().find((c) => c.type === 'AUTH')
    expect(auth).toMatchObject({ id: EMBEDDED_WALLET_CONNECTOR_ID, chain: 'eip155', type: 'AUTH' })
    expect(seen).toEqual([[EMBEDDED_WALLET_CONNECTOR_ID]])
  })

  it('creates no frame client until first use, then exactly one, with the docs/embedded-wallet.md#frame-events frame parameters', async () => {
    const { adapter, fake, config } = setup()
    await listEmbedded(adapter, config)
    await tick()
    expect(fake.made).toHaveLength(0)
    const provider = authProvider(adapter)
    await provider.load()
    await provider.connectEmail({ email: 'me@example.com' })
    expect(fake.made).toHaveLength(1)
    expect(fake.made[0]).toMatchObject({
      frameUrl: 'https://wallet.example.com/frame',
      projectId: 'project-1',
      chainId: 'eip155:1',
      version: '1.2.3',
      storage: config.storage,
    })
    expect(fake.calls).toEqual(['load', 'connectEmail:me@example.com'])
  })

  it('creates the frame client at once when an email login was used before (docs/embedded-wallet.md#email-login)', async () => {
    const { adapter, fake, config } = setup({ loginUsed: true })
    await listEmbedded(adapter, { ...config, loginUsed: true })
    await expect.poll(() => fake.made.length).toBe(1)
  })

  it('connects through wagmi after the OTP, signs in the visible frame with approval events, and signs the frame out on disconnect', async () => {
    const { adapter, fake, config } = setup()
    await listEmbedded(adapter, config)
    const provider = authProvider(adapter)
    const events: AuthProviderEvent['type'][] = []
    provider.subscribe((event) => events.push(event.type))

    await provider.connectEmail({ email: 'me@example.com' })
    await expect(provider.connectOtp({ otp: '000000' })).rejects.toThrow('Invalid code')
    await provider.connectOtp({ otp: '123456' })

    const connection = await adapter.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(connection).toMatchObject({
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
      address: ADDRESS,
      chainId: 1,
    })

    const signature = await adapter.signMessage({
      message: 'hello',
      address: ADDRESS,
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
    })
    expect(signature).toBe(SIGNATURE)
    // docs/views.md#navigation-rules: the frame is visible while the not-safe request waits, hidden after.
    expect(fake.calls).toContain('rpcRequest:personal_sign:visible')
    // The modal's ApproveTransaction hands keyboard focus to the frame.
    provider.focusFrame?.()
    expect(fake.calls.at(-1)).toBe('focusFrame')
    expect(fake.frame.visible).toBe(false)
    expect(events).toEqual(['approvalRequired', 'approvalSettled'])

    await adapter.disconnect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(fake.calls.at(-1)).toBe('signOut')
    expect(fake.frame.session).toBeUndefined()
    expect(fake.made).toHaveLength(1)
  })

  it('switches the network in the frame', async () => {
    const { adapter, fake, config } = setup()
    await listEmbedded(adapter, config)
    const provider = authProvider(adapter)
    await provider.connectOtp({ otp: '123456' })
    await adapter.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    const changes: number[] = []
    adapter.on('chainChanged', ({ chainId }) => changes.push(Number(chainId)))
    await adapter.switchNetwork({ network: arbitrum, connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(fake.calls).toContain('switchNetwork:eip155:42161')
    expect(changes).toContain(42161)
  })

  it('reconnects a returning visitor without a code when the frame still has a session (docs/embedded-wallet.md#loading-the-frame)', async () => {
    const { adapter, fake, config } = setup({ loginUsed: true })
    fake.frame.session = { address: ADDRESS, chainId: 'eip155:1' }
    adapter.setEmbeddedWallet?.({ ...config, loginUsed: true })
    const connection = await adapter.reconnect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(connection.address).toBe(ADDRESS)
    expect(fake.calls).toContain('isConnected')
    expect(fake.calls.some((c) => c.startsWith('connectOtp'))).toBe(false)
  })

  it('waits for a frame that is still loading longer than the reconnect timeout of other wallets', async () => {
    const { adapter, fake, config } = setup({ loginUsed: true, reconnectTimeoutMs: 50 })
    fake.frame.session = { address: ADDRESS, chainId: 'eip155:1' }
    fake.frame.answerDelayMs = 300
    adapter.setEmbeddedWallet?.({ ...config, loginUsed: true })
    const connection = await adapter.reconnect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(connection.address).toBe(ADDRESS)
  })

  it('does not reconnect when the frame has no session', async () => {
    const { adapter, config } = setup({ loginUsed: true })
    adapter.setEmbeddedWallet?.({ ...config, loginUsed: true })
    await expect(adapter.reconnect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })).rejects.toThrow()
  })
})
