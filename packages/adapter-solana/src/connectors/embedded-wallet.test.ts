// The embedded wallet's AUTH connector through the whole Solana adapter, over a scripted
// stand-in of @keyway/embedded-wallet's frame client that keeps the user's Solana key (one
// of devnet's accounts) the way frame-host does (embedded-wallet.test-helpers.ts). Balances and transfers go to devnet's real
// Solana RPC. The real frame and frame-host are exercised by their own tests.
import {
  type AuthProvider,
  type AuthProviderEvent,
  ConnectorAccountNotFoundError,
  ConnectorNotConnectedError,
  createMemoryStorage,
  type EmbeddedWalletAdapterConfig,
} from '@keyway/core'
import { createStorageController } from '@keyway/core/embedded-wallet'
import { createEd25519Keypair, type Ed25519Keypair } from '@keyway/test/solana-wallet'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from '../create-solana-adapter.js'
import {
  devnetRpc,
  devnetSolanaAccount,
  devnetSolanaNetwork,
  randomAddress,
  testDevnet,
  verifyEd25519,
} from '../devnet.test-helpers.js'
import { decodeBase58 } from '../utils/base58.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embedded-wallet.js'
import { fakeFrameClients } from './embedded-wallet.test-helpers.js'

const devnet = testDevnet()
const network = devnetSolanaNetwork(devnet)
const rpc = devnetRpc(devnet)
// Account 1: no other test file of this package signs with it.
const account = devnetSolanaAccount(devnet, 1)

let keypair: Ed25519Keypair
beforeAll(async () => {
  keypair = await createEd25519Keypair(account.secretKey)
})

const adapters: SolanaAdapter[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

function setup(options: { loginUsed?: boolean } = {}) {
  const fake = fakeFrameClients({
    publicKey: account.publicKey,
    sign: (message) => keypair.sign(message),
  })
  const adapter = createSolanaAdapter({
    networks: [network],
    storage: createMemoryStorage(),
    wallets: { get: () => [], on: () => () => undefined },
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

function authProvider(adapter: SolanaAdapter): AuthProvider {
  const connector = adapter.getConnectors().find((c) => c.type === 'AUTH')
  if (!connector) throw new Error('no AUTH connector listed')
  return connector.provider as AuthProvider
}

type EmbeddedConfig = Parameters<NonNullable<SolanaAdapter['setEmbeddedWallet']>>[0]

/** The connector's module loads on setEmbeddedWallet: wait until the AUTH entry is listed. */
async function listEmbedded(adapter: SolanaAdapter, config: EmbeddedConfig) {
  adapter.setEmbeddedWallet?.(config)
  await vi.waitFor(() => {
    if (!adapter.getConnectors().some((c) => c.type === 'AUTH')) throw new Error('not listed yet')
  })
}

/** Logged in by email code, then connected: what the modal does (core's controller). */
async function loggedIn() {
  const context = setup()
  await listEmbedded(context.adapter, context.config)
  const provider = authProvider(context.adapter)
  const events: AuthProviderEvent['type'][] = []
  provider.subscribe((event) => events.push(event.type))
  await provider.connectEmail({ email: 'me@example.com' })
  await provider.connectOtp({ otp: '123456' })
  const connection = await context.adapter.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
  return { ...context, provider, events, connection }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('embedded wallet connector on solana (docs/embedded-wallet.md#loading-the-frame)', () => {
  it('is listed only once the client names a frame host, as an AUTH connector of the solana namespace', async () => {
    const { adapter, config } = setup()
    expect(adapter.getConnectors().some((c) => c.type === 'AUTH')).toBe(false)
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.id)))
    adapter.setEmbeddedWallet?.(config)
    // Not before its module has loaded: an app without a frame host never downloads it.
    expect(adapter.getConnectors().some((c) => c.type === 'AUTH')).toBe(false)
    await listEmbedded(adapter, config)
    const auth = adapter.getConnectors().find((c) => c.type === 'AUTH')
    expect(auth).toMatchObject({ id: EMBEDDED_WALLET_CONNECTOR_ID, chain: 'solana', name: 'Email' })
    expect(seen).toEqual([[EMBEDDED_WALLET_CONNECTOR_ID]])
  })

  it('creates no frame client until first use, then exactly one, starting on the first solana network', async () => {
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
      chainId: network.caipNetworkId,
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

  it('refuses to connect before the OTP, then connects with the Solana address of the user', async () => {
    const { adapter, config } = setup()
    await listEmbedded(adapter, config)
    const provider = authProvider(adapter)
    await expect(adapter.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })).rejects.toThrow()
    await expect(provider.connectOtp({ otp: '000000' })).rejects.toThrow('Invalid code')
    await provider.connectOtp({ otp: '123456' })
    const connection = await adapter.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(connection).toMatchObject({
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
      address: account.publicKey,
      chainId: String(network.id),
      accounts: [{ address: account.publicKey, type: 'eoa' }],
    })
    // The modal's user lookup names the solana network, so the frame answers that address.
    await expect(provider.getUser()).resolves.toMatchObject({ address: account.publicKey })
  })

  it("reads the account's SOL balance through the adapter's Solana RPC", async () => {
    const { adapter, connection } = await loggedIn()
    const lamports = await rpc.getBalance(connection.address)
    expect(lamports).toBeGreaterThan(0n)
    await expect(adapter.getBalance({ address: connection.address, network })).resolves.toEqual({
      balance: adapter.formatUnits(lamports, 9),
      symbol: 'SOL',
    })
  })

  it('signs a message through the Solana provider in the visible frame, with approval events', async () => {
    const { adapter, fake, events } = await loggedIn()
    const signature = await adapter.signMessage({
      message: 'hello',
      address: account.publicKey,
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
    })
    const message = new TextEncoder().encode('hello')
    expect(verifyEd25519(decodeBase58(account.publicKey), message, decodeBase58(signature))).toBe(
      true,
    )
    // docs/views.md#navigation-rules: the frame is visible while the request waits for the user, hidden after.
    expect(fake.calls).toContain(`rpcRequest:solana_signMessage:${network.caipNetworkId}:visible`)
    expect(fake.frame.visible).toBe(false)
    expect(events).toEqual(['approvalRequired', 'approvalSettled'])
    // The modal's ApproveTransaction hands keyboard focus to the frame.
    authProvider(adapter).focusFrame?.()
    expect(fake.calls.at(-1)).toBe('focusFrame')
  })

  it('refuses to sign for an address that is not the embedded account', async () => {
    const { adapter, fake } = await loggedIn()
    await expect(
      adapter.signMessage({
        message: 'hello',
        address: randomAddress(),
        connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
      }),
    ).rejects.toBeInstanceOf(ConnectorAccountNotFoundError)
    expect(fake.calls.some((c) => c.startsWith('rpcRequest'))).toBe(false)
  })

  it('sends SOL: the frame signs the transfer, the RPC submits it, the recipient receives it', async () => {
    const { adapter, fake, events } = await loggedIn()
    const to = randomAddress()
    const signature = await adapter.sendTransaction({
      address: account.publicKey,
      to,
      value: 1_500_000n,
      network,
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
    })
    expect(decodeBase58(signature)).toHaveLength(64)
    expect(fake.calls).toContain(
      `rpcRequest:solana_signTransaction:${network.caipNetworkId}:visible`,
    )
    expect(events).toEqual(['approvalRequired', 'approvalSettled'])
    await expect.poll(() => rpc.getBalance(to), { timeout: 10_000 }).toBe(1_500_000n)
  })

  it('signs the frame out on disconnect and forgets the connection', async () => {
    const { adapter, fake } = await loggedIn()
    const ended: string[] = []
    adapter.on('disconnect', ({ connectorId }) => ended.push(connectorId))
    await adapter.disconnect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(fake.calls.at(-1)).toBe('signOut')
    expect(fake.frame.session).toBe(false)
    expect(ended).toEqual([])
    await expect(
      adapter.signMessage({ message: 'hello', address: account.publicKey }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    expect(fake.made).toHaveLength(1)
  })

  it('ends the connection with a disconnect event when the frame signs out elsewhere (the other namespace)', async () => {
    const { adapter, config, fake } = await loggedIn()
    const ended: string[] = []
    adapter.on('disconnect', ({ connectorId }) => ended.push(connectorId))
    // adapter-evm shares this frame client; its disconnect signs the same frame out.
    const [made] = fake.made
    expect(made?.storage).toBe(config.storage)
    await authProvider(adapter).signOut()
    expect(ended).toEqual([EMBEDDED_WALLET_CONNECTOR_ID])
    await expect(
      adapter.getAccounts({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID }),
    ).resolves.toEqual([])
  })

  it('reconnects a returning visitor without a code when the frame still has a session (docs/embedded-wallet.md#loading-the-frame)', async () => {
    const { adapter, fake, config } = setup({ loginUsed: true })
    fake.frame.session = true
    adapter.setEmbeddedWallet?.({ ...config, loginUsed: true })
    const connection = await adapter.reconnect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(connection.address).toBe(account.publicKey)
    expect(fake.calls).toContain('isConnected')
    expect(fake.calls.some((c) => c.startsWith('connectOtp'))).toBe(false)
  })

  it('does not reconnect when the frame has no session', async () => {
    const { adapter, config, fake } = setup({ loginUsed: true })
    adapter.setEmbeddedWallet?.({ ...config, loginUsed: true })
    await expect(
      adapter.reconnect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    expect(fake.calls.some((c) => c.startsWith('getUser'))).toBe(false)
  })

  it('takes no frame client once the adapter is destroyed, even for a returning visitor', async () => {
    const { adapter, fake, config } = setup({ loginUsed: true })
    adapter.destroy()
    adapter.setEmbeddedWallet?.({ ...config, loginUsed: true })
    await tick()
    await tick()
    expect(fake.made).toHaveLength(0)
    expect(adapter.getConnectors().some((c) => c.type === 'AUTH')).toBe(false)
  })

  it('removes its frame client when the adapter is destroyed', async () => {
    const { adapter, fake } = await loggedIn()
    adapter.destroy()
    expect(fake.calls.at(-1)).toBe('destroy')
  })
})
