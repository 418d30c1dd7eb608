// WalletConnect against devnet's relay: a real @walletconnect/sign-client wallet peer pairs
// with the adapter's wc: URI, approves eip155 accounts, answers personal_sign, disconnects.
import { randomUUID } from 'node:crypto'
import { UserRejectedRequestError } from '@keyway/core'
import { type KeyValueStorage, memoryKeyValueStorage } from '@keyway/test/walletconnect'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { WALLET_CONNECT_CONNECTOR_ID } from './connectors/connector-ids.js'
import { createEvmAdapter, type EvmAdapter } from './create-evm-adapter.js'
import { devnetNetworks, testDevnet } from './devnet.test-helpers.js'
import {
  closers,
  PROJECT_ID,
  startWalletPeer,
  type WalletPeer,
  walletAccount,
} from './walletconnect-peer.test-helpers.js'

const devnet = testDevnet()

function createWcAdapter(storage: KeyValueStorage, prefix: string): EvmAdapter {
  const adapter = createEvmAdapter({
    networks: devnetNetworks(devnet),
    projectId: PROJECT_ID,
    walletConnect: {
      relayUrl: devnet.urls.relay,
      metadata: { name: 'Keyway test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      storage,
      customStoragePrefix: prefix,
    },
  })
  closers.add(async () => {
    const config = await adapter.loadWagmiConfig()
    const connector = config.connectors.find((c) => c.id === 'walletConnect')
    const provider = (await connector?.getProvider()) as { client: WalletPeer } | undefined
    provider?.client.core.heartbeat.stop()
    await provider?.client.core.relayer.transportClose().catch(() => undefined)
    adapter.destroy()
  })
  return adapter
}

afterAll(() => closers.closeAll())

/** Pairs the wallet with every uri the adapter displays. */
function pairOnDisplay(adapter: EvmAdapter, wallet: WalletPeer, uris: string[] = []) {
  adapter.on('displayUri', ({ connectorId, uri }) => {
    expect(connectorId).toBe(WALLET_CONNECT_CONNECTOR_ID)
    uris.push(uri)
    if (uris.length === 1) void wallet.pair({ uri })
  })
  return uris
}

describe('WalletConnect over devnet relay', () => {
  const storage = memoryKeyValueStorage()
  const prefix = `dapp-${randomUUID()}`
  let adapter: EvmAdapter
  let wallet: WalletPeer

  it('lists a WALLET_CONNECT connector when a project id is configured', () => {
    adapter = createWcAdapter(storage, prefix)
    expect(adapter.getConnectors()).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
    ])
  })

  it('shows a wc: uri, the wallet pairs and approves: connected with its eip155 account', async () => {
    wallet = await startWalletPeer()
    const uris = pairOnDisplay(adapter, wallet)
    const connection = await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(connection).toMatchObject({
      connectorId: 'walletConnect',
      address: walletAccount.address,
      chainId: 31337,
    })
    expect(wallet.session.getAll()).toHaveLength(1)
  })

  it("sends the session's reads to the configured networks' RPC (no hosted endpoint)", async () => {
    const connection = await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    const provider = connection.provider as { request(a: { method: string }): Promise<unknown> }
    // Offline: this only answers because the RPC map points at devnet's anvil.
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toMatch(/^0x/)
  })

  it('answers personal_sign through the wallet; the signature verifies', async () => {
    const signature = await adapter.signMessage({
      message: 'hello over the relay',
      address: walletAccount.address,
    })
    const valid = await verifyMessage({
      address: walletAccount.address,
      message: 'hello over the relay',
      signature: signature as Hex,
    })
    expect(valid).toBe(true)
  })

  it('reads the balance of the session account from the configured RPC (devnet)', async () => {
    const [network] = devnetNetworks(devnet)
    const { balance } = await adapter.getBalance({ address: walletAccount.address, network })
    expect(Number(balance)).toBeGreaterThan(0)
  })

  it('switches to the other approved chain and emits chainChanged', async () => {
    const [, networkB] = devnetNetworks(devnet)
    const changes: unknown[] = []
    adapter.on('chainChanged', ({ chainId }) => changes.push(chainId))
    await adapter.switchNetwork({ network: networkB })
    expect(changes).toEqual([31338])
  })

  // Same process: the sign client reuses its Core for the prefix (it warns); the session comes
  // from the shared storage as it would after a reload.
  it('restores the session on a new page load (same storage) without a new pairing', async () => {
    const reloaded = createWcAdapter(storage, prefix)
    const uris: string[] = []
    reloaded.on('displayUri', ({ uri }) => uris.push(uri))
    const connection = await reloaded.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection.address).toBe(walletAccount.address)
    expect(uris).toEqual([])
  })

  it('emits disconnect when the wallet ends the session', async () => {
    const disconnected = new Promise<string>((resolve) => {
      adapter.on('disconnect', ({ connectorId }) => resolve(connectorId))
    })
    const [session] = wallet.session.getAll()
    if (!session) throw new Error('no session')
    await wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect(await disconnected).toBe('walletConnect')
  })
})

describe('WalletConnect rejection and pairing reuse', () => {
  it('maps a wallet rejection of personal_sign (5000) to UserRejectedRequestError', async () => {
    const adapter = createWcAdapter(memoryKeyValueStorage(), `dapp-${randomUUID()}`)
    const wallet = await startWalletPeer({ rejectSign: true })
    pairOnDisplay(adapter, wallet)
    const { address } = await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await expect(adapter.signMessage({ message: 'no', address })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('reuses the pending pairing: a second connect shows the same uri and one session results', async () => {
    const adapter = createWcAdapter(memoryKeyValueStorage(), `dapp-${randomUUID()}`)
    const uris: string[] = []
    adapter.on('displayUri', ({ uri }) => uris.push(uri))
    const first = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await expect.poll(() => uris.length).toBe(1)
    const second = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(uris).toHaveLength(2)
    expect(uris[1]).toBe(uris[0])
    const wallet = await startWalletPeer()
    await wallet.pair({ uri: uris[0] as string })
    const [a, b] = await Promise.all([first, second])
    expect(a.address).toBe(walletAccount.address)
    expect(b).toEqual(a)
    expect(wallet.session.getAll()).toHaveLength(1)
  })

  it('prepareWalletConnect makes the pairing before connect: connect shows that uri at once and one session results', async () => {
    const adapter = createWcAdapter(memoryKeyValueStorage(), `dapp-${randomUUID()}`)
    const uris: string[] = []
    adapter.on('displayUri', ({ uri }) => uris.push(uri))
    await adapter.prepareWalletConnect()
    await expect.poll(() => uris.length).toBe(1)
    // A second prepare while the pairing is pending makes no new one.
    await adapter.prepareWalletConnect()
    const connecting = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    // Shown again synchronously by connect: the QR code needs no relay round trip.
    expect(uris).toHaveLength(2)
    expect(uris[1]).toBe(uris[0])
    const wallet = await startWalletPeer()
    await wallet.pair({ uri: uris[0] as string })
    const connection = await connecting
    expect(connection.address).toBe(walletAccount.address)
    expect(wallet.session.getAll()).toHaveLength(1)
    // Connected: nothing more is prepared.
    await adapter.prepareWalletConnect()
    expect(uris).toHaveLength(2)
  })
})
