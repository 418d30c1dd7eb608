import { describe, expect, it, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testArbitrum, testMainnet, testSolana } from '../adapter/test-networks.js'
import { createMemoryStorage } from '../controllers/storage.js'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/chain.js'
import { createKeyway } from './create-keyway.js'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
const silentLogger = { warn: () => {} }

function makeClient(overrides: { storage?: ReturnType<typeof createMemoryStorage> } = {}) {
  const evm = createTestAdapter({ namespace: 'eip155', sessions: [] })
  const client = createKeyway({
    adapters: [evm],
    networks: [testMainnet, testArbitrum, testSolana],
    logger: silentLogger,
    storage: overrides.storage,
    now: () => 0,
  })
  return { client, evm }
}

describe('createKeyway', () => {
  it('two clients on one page do not share state', async () => {
    const one = makeClient()
    const two = makeClient()
    await one.client.connect({ connectorId: 'eip155-injected' })
    one.client.open()
    expect(one.client.isConnected()).toBe(true)
    expect(two.client.isConnected()).toBe(false)
    expect(two.client.connection.state.connections).toEqual({})
    expect(two.client.modal.state.open).toBe(false)
    expect(one.client.account.state).not.toBe(two.client.account.state)
  })

  it("a namespace without adapter fails with 'Chain adapter not found'", async () => {
    const { client } = makeClient()
    const error = await client
      .connect({ namespace: 'solana', connectorId: 'phantom' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(ChainAdapterNotFoundError)
    expect(error.shortMessage).toBe('Chain adapter not found')
  })

  it('warns once per namespace that has networks but no adapter, or an adapter but no network (spec §8)', () => {
    const warn = vi.fn()
    createKeyway({
      adapters: [
        createTestAdapter({ namespace: 'eip155' }),
        createTestAdapter({ namespace: 'polkadot' }),
      ],
      networks: [testMainnet, testArbitrum, testSolana],
      logger: { warn },
    })
    expect(warn.mock.calls.map(([message]) => message).sort()).toEqual([
      'No connector or network found for namespace polkadot',
      'No connector or network found for namespace solana',
    ])
    warn.mockClear()
    createKeyway({
      adapters: [createTestAdapter({ namespace: 'eip155' })],
      networks: [testMainnet],
      logger: { warn },
    })
    expect(warn).not.toHaveBeenCalled()
  })

  it('connect and disconnect through an adapter update account and connection state', async () => {
    const { client, evm } = makeClient()
    await client.connect({ connectorId: 'eip155-injected' })
    expect(client.getAddress()).toBe(EVM_ADDRESS)
    expect(client.account.getAccountState('eip155').caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(client.connection.getStatus('eip155')).toBe('connected')
    await client.disconnect()
    expect(evm.calls.disconnect).toEqual(['eip155-injected'])
    expect(client.getAddress()).toBeUndefined()
    expect(client.connection.getStatus('eip155')).toBe('disconnected')
  })

  it('lists the connectors each adapter reports, and follows connectorsChanged', () => {
    const { client, evm } = makeClient()
    expect(client.connector.state.allConnectors.map((c) => c.id)).toEqual(['eip155-injected'])
    evm.setConnectors([{ id: 'io.metamask', name: 'MetaMask', chain: 'eip155', type: 'ANNOUNCED' }])
    expect(client.connector.state.allConnectors.map((c) => c.id)).toEqual(['io.metamask'])
    client.destroy()
    evm.setConnectors([])
    expect(client.connector.state.allConnectors).toHaveLength(1)
  })

  it('follows account and chain changes the connected wallet reports', async () => {
    const { client, evm } = makeClient()
    await client.connect({ connectorId: 'eip155-injected' })
    evm.emit('accountChanged', { connectorId: 'eip155-injected', address: '0xbeef' })
    expect(client.getAddress()).toBe('0xbeef')
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 42161 })
    expect(client.chain.state.activeCaipNetwork?.id).toBe(42161)
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 56 })
    expect(client.chain.getActiveNetworkName()).toBe('Unknown Network')
    evm.emit('disconnect', { connectorId: 'eip155-injected' })
    expect(client.isConnected()).toBe(false)
  })

  it('records a pairing uri the adapter reports, reusable for 4 minutes', () => {
    const { client, evm } = makeClient()
    evm.emit('displayUri', { connectorId: 'walletConnect', uri: 'wc:abc@2' })
    expect(client.connection.state.wcUri).toBe('wc:abc@2')
    expect(client.connection.state.wcPairingExpiry).toBe(4 * 60 * 1000)
  })

  it('ignores events from a connector that is not the active one', async () => {
    const { client, evm } = makeClient()
    await client.connect({ connectorId: 'eip155-injected' })
    evm.emit('accountChanged', { connectorId: 'other', address: '0xbeef' })
    evm.emit('disconnect', { connectorId: 'other' })
    expect(client.getAddress()).toBe(EVM_ADDRESS)
  })

  it('switchNetwork asks the connected wallet, and rejects a network not configured', async () => {
    const { client, evm } = makeClient()
    await client.switchNetwork(testArbitrum)
    expect(evm.calls.switchNetwork).toEqual([])
    await client.connect({ connectorId: 'eip155-injected' })
    await client.switchNetwork(testMainnet)
    expect(evm.calls.switchNetwork).toEqual([testMainnet])
    const error = await client
      .switchNetwork({ ...testMainnet, id: 10, caipNetworkId: 'eip155:10' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
  })

  it('opens the modal on Connect when disconnected and on Account when connected', async () => {
    const { client } = makeClient()
    client.open()
    expect(client.modal.state.open).toBe(true)
    expect(client.router.state.view).toBe('Connect')
    client.close()
    await client.connect({ connectorId: 'eip155-injected' })
    client.open()
    expect(client.router.state.view).toBe('Account')
  })

  it('initialize restores the connection saved by an earlier page load', async () => {
    const storage = createMemoryStorage()
    const first = makeClient({ storage })
    await first.client.connect({ connectorId: 'eip155-injected' })
    const reloaded = makeClient({ storage })
    reloaded.evm.scriptConnect('eip155-injected', { type: 'success' })
    // The wallet still holds the session from the first page.
    await reloaded.evm.connect({ connectorId: 'eip155-injected' })
    await reloaded.client.initialize()
    expect(reloaded.client.isConnected('eip155')).toBe(true)
    expect(reloaded.client.connector.getActiveConnectorId('eip155')).toBe('eip155-injected')
  })

  it('shows the project-id-not-configured alert when no project id is given (spec §5)', async () => {
    const onAlert = vi.fn()
    const client = createKeyway({
      adapters: [],
      networks: [testMainnet],
      logger: silentLogger,
      onAlert,
    })
    await client.initialize()
    expect(onAlert).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'project-id-not-configured' }),
    )
    expect(client.api).toBeUndefined()
  })

  it('applies the remote features on initialize when a project id is set', async () => {
    const fetch = vi.fn(async (url: string) => {
      expect(url).toContain('http://127.0.0.1:9000/')
      return new Response(JSON.stringify({ features: { email: false } }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    const client = createKeyway({
      adapters: [],
      networks: [testMainnet],
      projectId: 'p1',
      endpoints: { config: 'http://127.0.0.1:9000' },
      fetch,
      logger: silentLogger,
    })
    expect(client.options.state.features.email).toBe(true)
    await client.initialize()
    expect(client.options.state.features.email).toBe(false)
  })
})
