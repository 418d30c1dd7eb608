import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { switchNetwork } from '../actions/switch-network.js'
import { createTestAdapter, TestWalletError } from '../adapter/test-adapter.js'
import { testMainnet, testSolana } from '../adapter/test-networks.js'
import type { ChainNamespace } from '../chains/types.js'
import { createMemoryStorage } from '../controllers/storage.js'
import type { Connector } from '../types/connector.js'
import { createKeyway } from './create-keyway.js'

const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

function auth(chain: ChainNamespace): Connector {
  return { id: 'embeddedWallet', name: 'Email', chain, type: 'AUTH' }
}

function injected(chain: ChainNamespace): Connector {
  return { id: `${chain}-injected`, name: 'Injected', chain, type: 'INJECTED' }
}

/** An EVM and a Solana adapter, each listing the embedded wallet's AUTH connector. */
function setup({ solanaAuth = true }: { solanaAuth?: boolean } = {}) {
  const evm = createTestAdapter({
    namespace: 'eip155',
    connectors: [auth('eip155'), injected('eip155')],
  })
  const solana = createTestAdapter({
    namespace: 'solana',
    accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }],
    connectors: solanaAuth ? [auth('solana'), injected('solana')] : [injected('solana')],
  })
  const client = createKeyway({
    adapters: [evm, solana],
    networks: [testMainnet, testSolana],
    projectId: 'project-1',
    storage: createMemoryStorage(),
    logger: { warn: () => undefined },
  })
  return { client, evm, solana }
}

describe('switching namespaces from an embedded-wallet (AUTH) connection (docs/views.md#navigation-rules, docs/embedded-wallet.md#loading-the-frame)', () => {
  it('connects the AUTH connector on the new namespace, on the chosen network, with no new login', async () => {
    const { client, solana } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'embeddedWallet' })
    await switchNetwork(client, { network: testSolana })
    expect(solana.calls.connect).toEqual([
      expect.objectContaining({ connectorId: 'embeddedWallet', chainId: testSolana.id }),
    ])
    expect(client.state.chain.activeNamespace).toBe('solana')
    expect(client.state.chain.activeCaipNetwork?.caipNetworkId).toBe(testSolana.caipNetworkId)
    expect(client._internal.account.getAccountState('solana')).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
    })
    expect(client._internal.connector.getActiveConnectorId('solana')).toBe('embeddedWallet')
    // The EVM connection stays; switching back is an ordinary switch of a connected namespace.
    expect(client._internal.account.getAccountState('eip155').status).toBe('connected')
    await switchNetwork(client, { network: testMainnet })
    expect(client.state.chain.activeNamespace).toBe('eip155')
    expect(solana.calls.connect).toHaveLength(1)
  })

  it('does not switch when the AUTH connector cannot connect there: the error is thrown', async () => {
    const { client, solana } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'embeddedWallet' })
    solana.scriptConnect('embeddedWallet', {
      type: 'fail',
      error: new TestWalletError('The embedded wallet has no session', 4900),
    })
    await expect(switchNetwork(client, { network: testSolana })).rejects.toThrow()
    expect(client.state.chain.activeNamespace).toBe('eip155')
    expect(client._internal.account.getAccountState('solana').status).toBe('disconnected')
  })

  it('leaves the new namespace disconnected after another wallet, or without an AUTH connector there', async () => {
    const other = setup()
    await connect(other.client, { namespace: 'eip155', connectorId: 'eip155-injected' })
    await switchNetwork(other.client, { network: testSolana })
    expect(other.solana.calls.connect).toEqual([])
    expect(other.client.state.chain.activeNamespace).toBe('solana')
    expect(other.client._internal.account.getAccountState('solana').status).toBe('disconnected')

    const noAuth = setup({ solanaAuth: false })
    await connect(noAuth.client, { namespace: 'eip155', connectorId: 'embeddedWallet' })
    await switchNetwork(noAuth.client, { network: testSolana })
    expect(noAuth.solana.calls.connect).toEqual([])
    expect(noAuth.client._internal.account.getAccountState('solana').status).toBe('disconnected')
  })

  it('keeps another wallet already connected on the new namespace', async () => {
    const { client, solana } = setup()
    await connect(client, { namespace: 'solana', connectorId: 'solana-injected' })
    await connect(client, { namespace: 'eip155', connectorId: 'embeddedWallet' })
    await switchNetwork(client, { network: testSolana })
    expect(solana.calls.connect.map((c) => c.connectorId)).toEqual(['solana-injected'])
    expect(client._internal.connector.getActiveConnectorId('solana')).toBe('solana-injected')
  })
})
