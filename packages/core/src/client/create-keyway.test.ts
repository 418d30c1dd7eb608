import { snapshot } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/get-account.js'
import { openModal } from '../actions/open-modal.js'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testArbitrum, testMainnet, testSolana } from '../adapter/test-networks.js'
import { createKeyway } from './create-keyway.js'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
const silentLogger = { warn: () => {} }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function makeClient() {
  const evm = createTestAdapter({ namespace: 'eip155', sessions: [] })
  const client = createKeyway({
    adapters: [evm],
    networks: [testMainnet, testArbitrum, testSolana],
    logger: silentLogger,
    now: () => 0,
  })
  return { client, evm }
}

describe('createKeyway', () => {
  it('two clients on one page do not share state', async () => {
    const one = makeClient()
    const two = makeClient()
    await connect(one.client, { connectorId: 'eip155-injected' })
    openModal(one.client)
    expect(getAccount(one.client).isConnected).toBe(true)
    expect(getAccount(two.client).isConnected).toBe(false)
    expect(two.client.state.connection.connections).toEqual({})
    expect(two.client.state.modal.open).toBe(false)
    expect(one.client.state.account).not.toBe(two.client.state.account)
  })

  it('keeps the parameters it was created with as config', () => {
    const { client } = makeClient()
    expect(client.config.networks).toEqual([testMainnet, testArbitrum, testSolana])
  })

  it('state holds every part, and subscribe reports a change of any of them', async () => {
    const { client } = makeClient()
    expect(Object.keys(snapshot(client.state)).sort()).toEqual([
      'account',
      'balance',
      'chain',
      'connection',
      'connector',
      'modal',
      'options',
      'router',
      'send',
      'theme',
      'walletCatalogue',
    ])
    const listener = vi.fn()
    const unsubscribe = client.subscribe(listener)
    client._internal.theme.setThemeMode('dark')
    await settle()
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    client._internal.theme.setThemeMode('light')
    await settle()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('warns once per namespace that has networks but no adapter, or an adapter but no network (docs/errors.md#networks-and-addresses)', () => {
    const warn = vi.fn()
    createKeyway({
      adapters: [
        createTestAdapter({ namespace: 'eip155' }),
        createTestAdapter({ namespace: 'polkadot' }),
      ],
      networks: [testMainnet, testArbitrum, testSolana],
      logger: { warn },
    })
    const namespaceWarnings = (calls: unknown[][]) =>
      calls.map(([message]) => String(message)).filter((m) => m.startsWith('No connector'))
    expect(namespaceWarnings(warn.mock.calls).sort()).toEqual([
      'No connector or network found for namespace polkadot',
      'No connector or network found for namespace solana',
    ])
    warn.mockClear()
    createKeyway({
      adapters: [createTestAdapter({ namespace: 'eip155' })],
      networks: [testMainnet],
      logger: { warn },
    })
    expect(namespaceWarnings(warn.mock.calls)).toEqual([])
  })

  it('ignores a second adapter for the same namespace, with a warning', () => {
    const warn = vi.fn()
    const first = createTestAdapter({ namespace: 'eip155' })
    const client = createKeyway({
      adapters: [first, createTestAdapter({ namespace: 'eip155' })],
      networks: [testMainnet],
      logger: { warn },
    })
    expect(client._internal.adapters.get('eip155')).toBe(first)
    expect(warn).toHaveBeenCalledWith('A second eip155 adapter was ignored')
  })

  it('lists the connectors each adapter reports, and follows connectorsChanged until destroy', () => {
    const { client, evm } = makeClient()
    expect(client.state.connector.allConnectors.map((c) => c.id)).toEqual(['eip155-injected'])
    evm.setConnectors([{ id: 'io.metamask', name: 'MetaMask', chain: 'eip155', type: 'ANNOUNCED' }])
    expect(client.state.connector.allConnectors.map((c) => c.id)).toEqual(['io.metamask'])
    client.destroy()
    evm.setConnectors([])
    expect(client.state.connector.allConnectors).toHaveLength(1)
  })

  it('follows account and chain changes the connected wallet reports', async () => {
    const { client, evm } = makeClient()
    await connect(client, { connectorId: 'eip155-injected' })
    evm.emit('accountChanged', { connectorId: 'eip155-injected', address: '0xbeef' })
    expect(getAccount(client).address).toBe('0xbeef')
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 42161 })
    expect(client.state.chain.activeCaipNetwork?.id).toBe(42161)
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 56 })
    expect(client._internal.chain.getActiveNetworkName()).toBe('Unknown Network')
    evm.emit('disconnect', { connectorId: 'eip155-injected' })
    expect(getAccount(client).isConnected).toBe(false)
  })

  it('records a connection the adapter reports by itself (connect event): made by hand it becomes the active one, then follows its events', async () => {
    const { client, evm } = makeClient()
    expect(getAccount(client).isConnected).toBe(false)
    evm.emit('connect', {
      connectorId: 'eip155-injected',
      address: '0xbeef',
      chainId: 42161,
      accounts: [{ address: '0xbeef', type: 'eoa' }],
    })
    // Recorded once the connection's rules have arrived (they load with the first event).
    await vi.waitFor(() => expect(getAccount(client).isConnected).toBe(true))
    expect(getAccount(client)).toMatchObject({ isConnected: true, address: '0xbeef' })
    expect(client.state.chain.activeCaipNetwork?.id).toBe(42161)
    expect(client.state.chain.activeNamespace).toBe('eip155')
    evm.emit('disconnect', { connectorId: 'eip155-injected' })
    expect(getAccount(client).isConnected).toBe(false)
  })

  it('records a pairing uri the adapter reports, reusable for 4 minutes', () => {
    const { client, evm } = makeClient()
    evm.emit('displayUri', { connectorId: 'walletConnect', uri: 'wc:abc@2' })
    expect(client.state.connection.wcUri).toBe('wc:abc@2')
    expect(client.state.connection.wcPairingExpiry).toBe(4 * 60 * 1000)
  })

  it('ignores events from a connector that is not the active one', async () => {
    const { client, evm } = makeClient()
    await connect(client, { connectorId: 'eip155-injected' })
    evm.emit('accountChanged', { connectorId: 'other', address: '0xbeef' })
    evm.emit('disconnect', { connectorId: 'other' })
    expect(getAccount(client).address).toBe(EVM_ADDRESS)
  })

  it('has no remote API clients without a project id (docs/validation.md#configuration), whatever the endpoints', () => {
    const client = createKeyway({
      adapters: [],
      networks: [testMainnet],
      endpoints: { config: 'http://127.0.0.1:1', blockchainApi: 'http://127.0.0.1:2' },
      logger: silentLogger,
    })
    expect(client._internal.api).toMatchObject({ blockchain: undefined, config: undefined })
  })
})
