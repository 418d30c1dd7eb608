import { describe, expect, it } from 'vitest'
import { testMainnet, testSolana } from '../../adapter/test-networks.js'
import { createStorageController } from '../storage.js'
import { connect } from './connect.js'
import { reconnect } from './reconnect.js'
import { syncExistingConnection } from './restore.js'
import { getStatus } from './status.js'
import { EVM_ADDRESS, setupConnection } from './testing.test-helpers.js'

describe('syncExistingConnection (page load)', () => {
  it('restores the saved connector of each namespace', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: ['injected'] })
    await syncExistingConnection(t.ctx)
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(getStatus(t.ctx, 'solana')).toBe('disconnected')
  })

  it('keeps the namespace active on the last visit active, whichever wallet answers last', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    storage.setConnectedConnectorId('solana', 'phantom')
    storage.set('activeCaipNetworkId', testSolana.caipNetworkId)
    const t = setupConnection({ storage, evmSessions: ['injected'], solanaSessions: ['phantom'] })
    expect(t.chain.state.activeNamespace).toBe('solana')
    // The EVM wallet answers after the Solana one.
    const evmReconnect = t.evm.reconnect.bind(t.evm)
    t.evm.reconnect = async (p) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return evmReconnect(p)
    }
    await syncExistingConnection(t.ctx)
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(getStatus(t.ctx, 'solana')).toBe('connected')
    expect(t.chain.state.activeNamespace).toBe('solana')
    expect(t.chain.state.activeCaipNetwork?.caipNetworkId).toBe(testSolana.caipNetworkId)
    // The EVM wallet's network is still recorded for its namespace.
    expect(t.chain.state.chains.eip155?.networkState.caipNetwork?.id).toBe(testMainnet.id)
  })

  it('makes a restored namespace active when the one active last time did not come back', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    storage.setConnectedConnectorId('solana', 'phantom')
    storage.set('activeCaipNetworkId', testSolana.caipNetworkId)
    const t = setupConnection({ storage, evmSessions: ['injected'], solanaSessions: [] })
    await syncExistingConnection(t.ctx)
    expect(getStatus(t.ctx, 'solana')).toBe('disconnected')
    expect(t.chain.state.activeNamespace).toBe('eip155')
    expect(t.account.getAccountState('eip155').address).toBe(EVM_ADDRESS)
  })

  it('a failed sync gives disconnected', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: [] })
    await syncExistingConnection(t.ctx)
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
    expect(t.account.getAccountState('eip155').status).toBe('disconnected')
  })
})

describe('reconnect pass', () => {
  it('tries the recent wallet first, then the connectors already connected', async () => {
    const storage = createStorageController()
    storage.addRecentWallet({ id: 'rb-1', name: 'Rainbow' })
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: ['injected'] })
    await reconnect(t.ctx, { namespace: 'eip155' })
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['rainbow', 'injected'])
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
  })

  it('stops at the first connector that reconnects', async () => {
    const storage = createStorageController()
    storage.addRecentWallet({ id: 'rb-1', name: 'Rainbow' })
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: ['rainbow', 'injected'] })
    await reconnect(t.ctx, { namespace: 'eip155' })
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['rainbow'])
    expect(t.connector.getActiveConnectorId('eip155')).toBe('rainbow')
  })

  it('also tries a connector connected on another namespace that this adapter knows', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'walletConnect')
    const t = setupConnection({ storage, solanaSessions: ['walletConnect'] })
    await reconnect(t.ctx, { namespace: 'solana' })
    expect(getStatus(t.ctx, 'solana')).toBe('connected')
  })

  it('when none reconnects: disconnected and the connections cleared', async () => {
    const storage = createStorageController()
    const t = setupConnection({ storage, evmSessions: ['injected'] })
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    await t.evm.disconnect({ connectorId: 'injected' })
    await reconnect(t.ctx, { namespace: 'eip155' })
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
    expect(t.ctx.state.connections.eip155).toBeUndefined()
    expect(t.account.getAccountState('eip155').address).toBeUndefined()
  })
})
